import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, test } from "@playwright/test";
import { root } from "./ownServer";

/**
 * Every route file under src/pages/api answers a caller without a token (or
 * with a made-up one) with 401 and a Bearer challenge, for every method it
 * exports, except the public routes named here. A new route file is tried by
 * itself; a new public one fails until it is named below.
 */

const PUBLIC = new Set([
  "/api/csp-report", // browsers' reports of blocked content
  "/api/health", // the load balancer's and the benchmark's probe
  "/api/ready", // the uptime monitor's readiness: ok or not ok, nothing more
  "/api/serving", // the load balancer's health check (several app servers): ok or not ok
  "/api/leads", // the lead forms, posted by a browser without script
  "/api/reports/check", // anyone checks a report: by QR, ULR and code, or the PDF's hash
  "/api/v1.0/email/send-form", // the e-mail protocol the forms speak
  "/api/v1.0/email/send",
]);

/** A ULR as the register writes them (for routes under [ulr]); no such report need exist. */
const ULR = "TC114822600000001F";
const apiDir = join(root, "src/pages/api");
const METHOD = /export\s+(?:const|async\s+function|function)\s+(GET|POST|PUT|PATCH|DELETE|ALL)\b/g;

/** Each route file as its address (`[ulr]` filled in) and the methods it exports. */
function apiRoutes(): { file: string; path: string; methods: string[] }[] {
  return readdirSync(apiDir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(ts|js|mjs)$/.test(file))
    .map((file) => {
      const source = readFileSync(join(apiDir, file), "utf8");
      const methods = [...source.matchAll(METHOD)].flatMap((m) =>
        m[1] === "ALL" ? ["GET", "POST"] : [m[1]!],
      );
      const path = `/api/${relative(".", file)}`
        .replace(/\.(ts|js|mjs)$/, "")
        .replace(/\/index$/, "")
        .replace("[ulr]", ULR);
      return { file, path, methods };
    });
}

const request = (baseURL: string, method: string, path: string, bearer?: string) =>
  fetch(new URL(path, baseURL), {
    method,
    redirect: "manual",
    headers: {
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      ...(method === "GET" ? {} : { "content-type": "application/json" }),
    },
    ...(method === "GET" ? {} : { body: "{}" }),
  });

test("every LIMS route asks for a token; only the named public routes answer without one", async ({
  baseURL,
}) => {
  const routes = apiRoutes();
  for (const { file, methods } of routes) expect(methods.length, file).toBeGreaterThan(0);
  expect(routes.map((r) => r.path)).toEqual(expect.arrayContaining([...PUBLIC]));
  const guarded = routes.filter((r) => !PUBLIC.has(r.path));
  // Today: the new report, one report, its PDF, its QR twice, withdraw, supersede.
  expect(guarded.map((r) => r.path).sort()).toEqual(
    [
      "/api/reports",
      `/api/reports/${ULR}`,
      `/api/reports/${ULR}/pdf`,
      `/api/reports/${ULR}/qr.png`,
      `/api/reports/${ULR}/qr.svg`,
      `/api/reports/${ULR}/supersede`,
      `/api/reports/${ULR}/withdraw`,
    ].sort(),
  );
  for (const { path, methods } of guarded)
    for (const method of methods)
      for (const [bearer, error] of [
        [undefined, "invalid_request"],
        ["not-a-token-anyone-made", "invalid_token"],
      ] as const) {
        const response = await request(baseURL!, method, path, bearer);
        const what = `${method} ${path} ${bearer ? "with a made-up token" : "without a token"}`;
        expect(response.status, what).toBe(401);
        expect(response.headers.get("www-authenticate"), what).toBe(
          `Bearer realm="reports", error="${error}"`,
        );
        expect(response.headers.get("content-type"), what).toMatch(/^application\/json/);
        expect(await response.json(), what).toEqual({ error: expect.any(String) });
      }
});

test("the public API routes answer without a token, and never ask for one", async ({ baseURL }) => {
  const routes = apiRoutes().filter((r) => PUBLIC.has(r.path));
  expect(routes.map((r) => r.path).sort()).toEqual([...PUBLIC].sort());
  for (const { path, methods } of routes)
    for (const method of methods) {
      // An empty call: refused for what it lacks (or answered), never for a missing token.
      const response = await request(baseURL!, method, path);
      const what = `${method} ${path}`;
      expect(response.status, what).not.toBe(401);
      // Readiness is "not ok" (503) on purpose here: the suite's server has no backups.
      if (path === "/api/ready") expect(await response.text(), what).toMatch(/^(not )?ok$/);
      else expect(response.status, what).toBeLessThan(500);
      expect(response.headers.get("www-authenticate"), what).toBeNull();
    }
});
