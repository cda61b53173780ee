import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** The policy as directive name → its sources. */
function parse(directives: readonly string[]): Record<string, string[]> {
  return Object.fromEntries(
    directives.map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

async function policyWith(env: Record<string, string>) {
  vi.stubEnv("PUBLIC_EMAILJS_PUBLIC_KEY", "");
  vi.stubEnv("PUBLIC_EMAILJS_ORIGIN", "");
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return import("./csp");
}

/** Every directive but connect-src, the same in both modes. */
const common = {
  "default-src": ["'none'"],
  "img-src": ["'self'", "data:"],
  "font-src": ["'self'", "data:"],
  "media-src": ["'self'"],
  "frame-src": ["https://www.google.com"],
  "frame-ancestors": ["'none'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "manifest-src": ["'self'"],
  "worker-src": ["'self'"],
  "report-uri": ["/api/csp-report"],
  "report-to": ["csp"],
};

describe("Content-Security-Policy", () => {
  it("with the built-in inbox, pages may connect to the site itself only", async () => {
    const { policyDirectives } = await policyWith({});
    expect(parse(policyDirectives)).toEqual({ ...common, "connect-src": ["'self'"] });
  });

  it("with the e-mail provider, pages may connect to the provider's API as well", async () => {
    const { policyDirectives } = await policyWith({ PUBLIC_EMAILJS_PUBLIC_KEY: "pk_live_123" });
    expect(parse(policyDirectives)).toEqual({
      ...common,
      "connect-src": ["'self'", "https://api.emailjs.com"],
    });
  });

  it("with the provider at another address, that address and no other", async () => {
    const { policyDirectives } = await policyWith({
      PUBLIC_EMAILJS_PUBLIC_KEY: "pk_live_123",
      PUBLIC_EMAILJS_ORIGIN: "https://mail.example.in/",
    });
    expect(parse(policyDirectives)["connect-src"]).toEqual(["'self'", "https://mail.example.in"]);
  });

  it("answers that are not pages run and style nothing inline, in both modes", async () => {
    const modes: Record<string, string>[] = [{}, { PUBLIC_EMAILJS_PUBLIC_KEY: "pk_live_123" }];
    for (const env of modes) {
      const { basePolicy, policyDirectives } = await policyWith(env);
      const base = parse(basePolicy.split(";"));
      expect(base["script-src"]).toEqual(["'self'"]);
      expect(base["style-src"]).toEqual(["'self'"]);
      expect(base).toEqual({
        ...parse(policyDirectives),
        "script-src": ["'self'"],
        "style-src": ["'self'"],
      });
      vi.resetModules();
    }
  });

  it("the headers sent with every answer, and the window isolation of the desk and the API", async () => {
    const { securityHeaders, openerIsolation } = await policyWith({});
    expect(securityHeaders).toMatchObject({
      "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Cross-Origin-Resource-Policy": "same-origin",
      "Reporting-Endpoints": 'csp="/api/csp-report"',
      "X-Frame-Options": "DENY",
    });
    expect(securityHeaders["Permissions-Policy"]).toMatch(/(^|, )camera=\(\)/);
    expect(securityHeaders["Permissions-Policy"]).toMatch(/(^|, )geolocation=\(\)/);
    expect(Object.keys(securityHeaders)).not.toContain("Cross-Origin-Opener-Policy");
    expect(openerIsolation).toEqual({
      header: "Cross-Origin-Opener-Policy",
      value: "same-origin",
      paths: ["/desk", "/api"],
    });
  });
});
