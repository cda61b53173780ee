import { emailConfig } from "./env/public";

/**
 * The site's Content-Security-Policy apart from script-src and style-src, which
 * Astro writes for each page with the hashes of its own inline scripts and
 * styles (astro.config.mjs, security.csp). scripts/serve.mjs sends the whole
 * policy as an HTTP header on every answer.
 */
export const CSP_REPORT_PATH = "/api/csp-report";

export const policyDirectives = [
  // Nothing loads unless a directive below names it.
  "default-src 'none'",
  "img-src 'self' data:",
  // data: the heading font is inline in each page's CSS.
  "font-src 'self' data:",
  "media-src 'self'",
  `connect-src ${["'self'", emailConfig.origin].filter(Boolean).join(" ")}`,
  "frame-src https://www.google.com",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  // Violations are reported to the site itself and logged (src/pages/api/csp-report.ts).
  `report-uri ${CSP_REPORT_PATH}`,
  "report-to csp",
];

/** The policy of answers that are not pages (files, API answers): no inline code at all. */
export const basePolicy = [...policyDirectives, "script-src 'self'", "style-src 'self'"].join("; ");

/**
 * Headers on every answer of the site. Cross-Origin-Opener-Policy is not among
 * them: see openerIsolation.
 */
export const securityHeaders: Record<string, string> = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "accelerometer=(), autoplay=(self), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), browsing-topics=()",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Reporting-Endpoints": `csp="${CSP_REPORT_PATH}"`,
  "X-Frame-Options": "DENY",
};

/**
 * Cross-Origin-Opener-Policy, on the answers where another site's window must get
 * no handle on ours: the staff desk (leads, personal data) and the API. The
 * public pages hold nothing per visitor for such a handle to reach, and on them
 * the header costs every fresh tab a new renderer process before its first paint
 * (measured in Lighthouse on /testing-and-certifications, 5 runs each: blocking
 * time 29-172 ms with it, 0-15 ms without; "same-origin-allow-popups" does the same).
 */
export const openerIsolation = {
  header: "Cross-Origin-Opener-Policy",
  value: "same-origin",
  /** Path prefixes (a whole segment: /desk, /desk/..., not /desktop). */
  paths: ["/desk", "/api"],
} as const;
