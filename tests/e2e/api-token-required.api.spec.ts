import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, test } from "@playwright/test";
import { root } from "./ownServer";

/**
 * Every route file under src/pages/api answers a caller without a token with
 * 401 and a Bearer challenge, for every method it exports, except the public
 * routes named here. A new route file is tried by itself; a new public one
 * fails until it is named below.
 */

const PUBLIC = new Set([
  "/api/csp-report", // browsers' reports of blocked content
  "/api/health", // the load balancer's and the benchmark's probe
  "/api/leads", // the lead forms, posted by a browser without script
  "/api/reports/check", // anyone checks a report: by QR, ULR and code, or the PDF's hash
  "/api/v1.0/email/send-form", // the e-mail protocol the forms speak
  "/api/v1.0/email/send",
]);

const ULR = "TC114822600000001F";
const apiDir = join(root, "src/pages/api");

/** Each route file as its address (`[ulr]` filled in) and the methods it exports. */
function apiRoutes(): { path: string; methods: string[] }[] {
  return readdirSync(apiDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts"))
    .map((file) => {
      const source = readFileSync(join(apiDir, file), "utf8");
      const methods = [...source.matchAll(/export const (GET|POST|PUT|PATCH|DELETE)\b/g)].map(
        (m) => m[1]!,
      );
      const path = `/api/${relative(".", file)}`
        .replace(/\.ts$/, "")
        .replace(/\/index$/, "")
        .replace("[ulr]", ULR);
      return { path, methods };
    });
}

test("every LIMS route asks for a token; only the named public routes answer without one", async ({
  baseURL,
}) => {
  const routes = apiRoutes();
  expect(routes.map((r) => r.path)).toEqual(expect.arrayContaining([...PUBLIC]));
  const guarded = routes.filter((r) => !PUBLIC.has(r.path));
  // Today: the register's list and new report, one report, its PDF, its QR twice, withdraw, supersede.
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
  for (const { path, methods } of guarded) {
    expect(methods.length, path).toBeGreaterThan(0);
    for (const method of methods) {
      const response = await fetch(new URL(path, baseURL), {
        method,
        ...(method === "GET"
          ? {}
          : { body: "{}", headers: { "content-type": "application/json" } }),
      });
      const what = `${method} ${path}`;
      expect(response.status, what).toBe(401);
      expect(response.headers.get("www-authenticate"), what).toMatch(/^Bearer\b/);
    }
  }
});
