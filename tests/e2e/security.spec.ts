import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";
import { routes } from "./routes";

function directives(policy: string) {
  return Object.fromEntries(
    policy
      .split(";")
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [name!, values];
      }),
  ) as Record<string, string[]>;
}

function expectSecurityHeaders(
  headers: Record<string, string>,
  where: string,
  kind: "page" | "api" = "page",
) {
  expect(headers["strict-transport-security"], where).toBe("max-age=31536000; includeSubDomains");
  expect(headers["x-content-type-options"], where).toBe("nosniff");
  expect(headers["referrer-policy"], where).toBe("strict-origin-when-cross-origin");
  // Only where a window handle could reach something (lib/csp.ts, openerIsolation).
  expect(headers["cross-origin-opener-policy"], where).toBe(
    kind === "api" ? "same-origin" : undefined,
  );
  expect(headers["permissions-policy"], where).toContain("camera=()");
  expect(headers["permissions-policy"], where).toContain("geolocation=()");
  expect(headers["cross-origin-resource-policy"], where).toBe("same-origin");
  expect(headers["x-frame-options"], where).toBe("DENY");
  expect(headers["x-powered-by"], where).toBeUndefined();
  const csp = directives(headers["content-security-policy"] ?? "");
  if (kind === "api") {
    // API answers are never documents: nothing in them may load or run.
    expect(csp["default-src"], where).toEqual(["'none'"]);
    expect(csp["frame-ancestors"], where).toEqual(["'none'"]);
    return;
  }
  expect(headers["reporting-endpoints"], where).toBe('csp="/api/csp-report"');
  expect(csp["report-uri"], where).toEqual(["/api/csp-report"]);
  expect(csp["report-to"], where).toEqual(["csp"]);
  expect(csp["script-src"], where).toBeDefined();
  expect(csp["script-src"], where).not.toContain("'unsafe-inline'");
  expect(csp["script-src"], where).not.toContain("'unsafe-eval'");
  expect(csp["style-src"], where).not.toContain("'unsafe-inline'");
  expect(csp["style-src-attr"] ?? [], where).not.toContain("'unsafe-inline'");
  expect(csp["connect-src"], where).toEqual(["'self'"]);
  expect(csp["frame-src"], where).toEqual(["https://www.google.com"]);
  expect(csp["frame-ancestors"], where).toEqual(["'none'"]);
  expect(csp["object-src"], where).toEqual(["'none'"]);
  expect(csp["base-uri"], where).toEqual(["'self'"]);
}

for (const route of [
  ...routes,
  "/missing-page",
  "/message-sent?form=hero&ref=LEAD-2026-000001",
  "/message-not-sent?form=hero&problem=invalid",
  "/sitemap.xml",
  "/robots.txt",
  "/images/footer/footer-poster.jpg",
]) {
  test(`security headers on ${route}`, async ({ request }) => {
    const response = await request.get(route);
    expectSecurityHeaders(response.headers(), route);
  });
}

test("security headers on the inbox API", async ({ request }) => {
  const response = await request.post("/api/v1.0/email/send", { data: {} });
  expect(response.status()).toBeGreaterThanOrEqual(400);
  expectSecurityHeaders(response.headers(), "api", "api");
});

test("security headers on the answer to a form posted without the page's script", async ({
  request,
}) => {
  const response = await request.post("/api/leads", {
    form: { form_name: "hero" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  expect(response.headers()["location"]).toBe("/message-not-sent?form=hero&problem=invalid");
  expectSecurityHeaders(response.headers(), "api/leads", "api");
});

test("every inline script of a page is allowed by its hash, and only those", async ({
  request,
}) => {
  for (const route of ["/", "/about", "/contact", "/service-details?id=Cables"]) {
    const response = await request.get(route);
    const csp = directives(response.headers()["content-security-policy"] ?? "");
    const allowed = csp["script-src"]!.filter((s) => s.startsWith("'sha256-"));
    const html = await response.text();
    const inline = [
      ...html.matchAll(
        /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([^]*?)<\/script>/g,
      ),
    ].map((m) => `'sha256-${createHash("sha256").update(m[1]!).digest("base64")}'`);
    expect(inline.length, route).toBeGreaterThan(0);
    for (const hash of inline) expect(allowed, `${route} ${hash}`).toContain(hash);
    expect(csp["script-src"], route).toContain("'self'");
  }
});

test("every inline style of a page is allowed by its hash, and no page has a style attribute", async ({
  request,
}) => {
  const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
  for (const route of routes) {
    const response = await request.get(route);
    const csp = directives(response.headers()["content-security-policy"] ?? "");
    const html = await response.text();
    const elements = [...html.matchAll(/<style[^>]*>([^]*?)<\/style>/g)].map((m) => sha(m[1]!));
    expect(elements.length, route).toBeGreaterThan(0);
    for (const hash of elements)
      expect(csp["style-src"], `${route} <style> ${hash}`).toContain(hash);
    // The policy allows no style attribute ('unsafe-hashes' is not in it).
    expect(html.match(/\sstyle="[^"]*"/g) ?? [], route).toEqual([]);
  }
});

for (const route of routes) {
  test(`no CSP violation and no console error on ${route}`, async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") problems.push(m.text());
    });
    page.on("pageerror", (e) => problems.push(e.message));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) =>
        console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    await page.goto(route);
    await page.waitForLoadState("networkidle");
    // The contact page's Google map cannot load on a machine without internet; that is not our error.
    expect(
      problems.filter(
        (p) =>
          !/google|ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED|ERR_CONNECTION|net::ERR/.test(p),
      ),
    ).toEqual([]);
  });
}

test("violation reports are taken (204), oversized ones refused (413)", async ({ request }) => {
  const report = {
    "csp-report": {
      "document-uri": "http://127.0.0.1/contact?email=x",
      "effective-directive": "img-src",
      "blocked-uri": "https://tracker.example/p.gif",
    },
  };
  const ok = await request.post("/api/csp-report", {
    data: JSON.stringify(report),
    headers: { "content-type": "application/csp-report" },
  });
  expect(ok.status()).toBe(204);
  const big = await request.post("/api/csp-report", {
    data: "x".repeat(20 * 1024),
    headers: { "content-type": "application/csp-report" },
  });
  expect(big.status()).toBe(413);
});
