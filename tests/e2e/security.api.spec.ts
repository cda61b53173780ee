import { createHash } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { sitePaths as routes } from "@/lib/routes/paths";
import { addUser, nextCode, postEnquiry, signInRequest, suiteDb } from "./deskStaff";

/** The site's security headers and Content-Security-Policy, as they go over the wire. */

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

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const hashesOf = (values: string[] | undefined) =>
  (values ?? []).filter((value) => value.startsWith("'sha256-"));
const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

/** Every page of the site, the desk's sign-in and the answers to a form posted without script. */
const documents = [
  ...routes,
  "/missing-page",
  "/message-sent?form=hero&ref=LEAD-2026-000001",
  "/message-not-sent?form=hero&problem=invalid",
  "/desk/sign-in",
  "/desk/forgot-password",
  "/verify",
];

/**
 * A desk page that only a form's answer shows: new recovery codes (with their copy and print
 * buttons' script), for an account with two-factor sign-in.
 */
const POSTED = "/desk/two-factor (new recovery codes)";

/** A page of the list: fetched, or (POSTED) answered to its form. */
async function open(request: APIRequestContext, route: string, email: string) {
  if (route !== POSTED) return request.get(route);
  return request.post("/desk/two-factor", {
    form: { action: "new-codes", code: await nextCode(email) },
  });
}

/** The desk's pages as staff see them (signed in on `request`): they carry scripts of their own. */
async function deskDocuments(
  request: APIRequestContext,
  baseURL: string,
): Promise<{ routes: string[]; email: string }> {
  const email = addUser(suiteDb, "csp");
  const signIn = await signInRequest(request, email);
  expect(signIn.status()).toBe(303);
  const reference = await postEnquiry(baseURL, "csp");
  const routes = [
    "/desk",
    `/desk/lead?id=${reference}`,
    "/desk/audit",
    "/desk/reports",
    "/desk/reports/new",
    "/desk/openings",
    "/desk/openings/edit?id=transformer-test-engineer",
    POSTED,
  ];
  return { routes, email };
}

const isPublicPage = (route: string) => (routes as readonly string[]).includes(route);

/**
 * Astro's own inline scripts: the island runtime (production and development
 * builds) and its five client directives. Astro allows all of them on every
 * page (security.csp hashes are site-wide), whether the site uses them or not.
 */
async function astroOwnScripts(): Promise<string[]> {
  const modules = await Promise.all([
    import("astro/runtime/server/astro-island.prebuilt.js"),
    import("astro/runtime/server/astro-island.prebuilt-dev.js"),
    import("astro/runtime/client/idle.prebuilt.js"),
    import("astro/runtime/client/load.prebuilt.js"),
    import("astro/runtime/client/media.prebuilt.js"),
    import("astro/runtime/client/only.prebuilt.js"),
    import("astro/runtime/client/visible.prebuilt.js"),
  ]);
  return modules.map((m) => sha256((m as { default: string }).default));
}

test("the policy allows exactly the site's own inline scripts and Astro's, by hash, on every page", async ({
  request,
  baseURL,
}) => {
  const astro = await astroOwnScripts();
  const pages: { route: string; allowed: string[]; inline: string[] }[] = [];
  const staff = await deskDocuments(request, baseURL!);
  for (const route of [...documents, ...staff.routes]) {
    const response = await open(request, route, staff.email);
    const csp = directives(response.headers()["content-security-policy"] ?? "");
    expect(csp["script-src"], route).toContain("'self'");
    const allowed = hashesOf(csp["script-src"]);
    const html = await response.text();
    const inline = [
      ...html.matchAll(
        /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([^]*?)<\/script>/g,
      ),
    ].map((m) => sha256(m[1]!));
    if (isPublicPage(route)) expect(inline.length, route).toBeGreaterThan(0);
    for (const hash of inline) expect(allowed, `${route} ${hash}`).toContain(hash);
    pages.push({ route, allowed, inline });
  }
  // Astro's hashes are site-wide: the scripts some page carries (the heading font's among them,
  // given in astro.config.mjs), and Astro's own, which it allows whether used or not. A page may
  // add the hash of a script only it carries. Nothing else.
  const used = new Set(pages.flatMap((p) => p.inline));
  const siteWide = pages[0]!.allowed.filter((hash) => pages.every((p) => p.allowed.includes(hash)));
  expect(sorted(siteWide)).toEqual(
    sorted([...astro, ...[...used].filter((hash) => pages.every((p) => p.allowed.includes(hash)))]),
  );
  for (const { route, allowed, inline } of pages) {
    const own = allowed.filter((hash) => !siteWide.includes(hash));
    expect(
      own.filter((hash) => !inline.includes(hash)),
      `${route}: hashes it does not use`,
    ).toEqual([]);
  }
});

test("the policy allows exactly the site's own inline styles, by hash, and no page has a style attribute", async ({
  request,
  baseURL,
}) => {
  const policies = new Set<string>();
  const elements = new Set<string>();
  const staff = await deskDocuments(request, baseURL!);
  for (const route of [...documents, ...staff.routes]) {
    const response = await open(request, route, staff.email);
    const csp = directives(response.headers()["content-security-policy"] ?? "");
    // No style attribute is allowed: neither 'unsafe-hashes' nor a style-src-attr list.
    expect(csp["style-src-attr"], route).toBeUndefined();
    expect(csp["style-src"], route).not.toContain("'unsafe-hashes'");
    const allowed = hashesOf(csp["style-src"]);
    policies.add(sorted(allowed).join(" "));
    const html = await response.text();
    const styles = [...html.matchAll(/<style[^>]*>([^]*?)<\/style>/g)].map((m) => sha256(m[1]!));
    if (isPublicPage(route)) expect(styles.length, route).toBeGreaterThan(0);
    for (const hash of styles) {
      expect(allowed, `${route} <style> ${hash}`).toContain(hash);
      elements.add(hash);
    }
    expect(html.match(/\sstyle="[^"]*"/g) ?? [], route).toEqual([]);
  }
  // One policy for the whole site: exactly the <style> elements some page carries.
  expect(policies.size).toBe(1);
  expect([...policies][0]!.split(" ")).toEqual(sorted(elements));
});

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
