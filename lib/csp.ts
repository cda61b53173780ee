import { emailConfig } from "@/lib/env";

/** The Content-Security-Policy for one response, built around a per-request nonce. */
export function contentSecurityPolicy(
  nonce: string,
  isDev = process.env.NODE_ENV === "development",
) {
  const connect = ["'self'", emailConfig.origin].filter(Boolean).join(" ");
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${isDev ? " 'unsafe-eval'" : ""}`,
    // Next.js and Radix set element style attributes; no inline <style> blocks from third parties.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "media-src 'self'",
    `connect-src ${connect}${isDev ? " ws:" : ""}`,
    "frame-src https://www.google.com",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
    "worker-src 'self' blob:",
  ].join("; ");
}
