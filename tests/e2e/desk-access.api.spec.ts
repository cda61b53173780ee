import { readdirSync } from "node:fs";
import { join } from "node:path";
import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { blogPosts } from "@/content/blog";
import { jobCategories } from "@/content/careers";
import { desk } from "@/content/desk";
import { deskAccess, deskHome } from "@/lib/desk/access";
import { hasRole, ROLES, type Role } from "@/lib/desk/roles";
import {
  PINNED_DESK_ACCESS,
  PINNED_DESK_WRITES,
  type PinnedAccess,
} from "../fixtures/deskAccessTable";
import {
  addUser,
  postApplication,
  postEnquiry,
  signInRequest,
  suiteDb,
  casePageState,
} from "./deskStaff";
import { suiteRegister } from "./deskRegister";
import { root } from "./ownServer";

/**
 * Every desk route and action against every kind of caller: anonymous,
 * another site, and an account without the route's role. What each caller
 * may do is the table written out by hand (tests/fixtures/deskAccessTable.ts,
 * held against lib/desk/access.ts by tests/unit/deskAccess.test.ts); a page
 * file missing from it fails here.
 */

const SIGN_IN = "/desk/sign-in";
const POST_ONLY = ["/desk/reports/qr-codes", "/desk/reports/authorise"];
/** Written out by hand, as the registry's `download` (lib/desk/areas.ts) should say. */
const DOWNLOADS = [
  "/desk/export.csv",
  "/desk/file",
  "/desk/reports/qr.svg",
  "/desk/reports/qr.png",
  "/desk/reports/pdf",
  "/desk/applications/cv",
  "/desk/import-reports/template.csv",
  "/desk/articles/preview.json",
  "/desk/articles/autosave.json",
  "/desk/scope/export.csv",
];

/** The route of each file under src/pages/desk, as Astro serves it. */
function deskPageRoutes(dir = join(root, "src/pages/desk"), base = "/desk"): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return deskPageRoutes(join(dir, entry.name), `${base}/${entry.name}`);
    const name = entry.name.replace(/\.(astro|ts)$/, "");
    return [name === "index" ? base : `${base}/${name}`];
  });
}

async function signedIn(context: APIRequestContext, roles: Role[]): Promise<APIRequestContext> {
  const email = addUser(suiteDb, roles.join("-"), roles);
  const response = await signInRequest(context, email);
  expect(response.status(), `sign-in as ${roles.join(", ")}`).toBe(303);
  return context;
}

const ACCESS: Readonly<Record<string, PinnedAccess>> = PINNED_DESK_ACCESS;
const WRITES: Readonly<Record<string, PinnedAccess>> = PINNED_DESK_WRITES;
const guarded = Object.entries(ACCESS).flatMap(([path, access]) =>
  access === "public" ? [] : [[path, access] as const],
);
const crossSite: Record<string, string>[] = [
  { origin: "https://evil.example" },
  { "sec-fetch-site": "cross-site" },
];
const leadActions: Record<string, string>[] = [
  { action: "update", status: "won", note: "Not mine to write" },
  { action: "erase", confirm: "yes" },
];
const reportActions: Record<string, string>[] = [
  { action: "withdraw", reason: "Not mine to withdraw", confirm: "yes" },
  { action: "supersede", by: "ULR-TC114822600000001F" },
];

test("every desk page file has its access written down, and every route written down has its file", () => {
  const routes = deskPageRoutes();
  expect(routes.length).toBeGreaterThan(5);
  expect([...routes].sort()).toEqual(Object.keys(ACCESS).sort());
  // A route nobody listed needs an administrator.
  expect(deskAccess("/desk/not-listed-anywhere")).toBe("admin");
});

test("without a session: pages send you to sign in, downloads answer 401", async ({ request }) => {
  for (const [path] of guarded)
    for (const method of ["GET", "POST"]) {
      const asked = `${path}?id=LAB-2026-000001`;
      const response = await request.fetch(asked, {
        method,
        maxRedirects: 0,
      });
      const what = `${method} ${path}`;
      if (DOWNLOADS.includes(path)) {
        expect(response.status(), what).toBe(401);
        expect(await response.text(), what).toBe(desk.gate.signInFirst);
      } else {
        expect(response.status(), what).toBe(303);
        // A page asked for (GET) is opened after sign-in; never the sign-out (lib/desk/next.ts).
        expect(response.headers()["location"], what).toBe(
          method === "GET" && path !== "/desk/sign-out"
            ? `${SIGN_IN}?next=${encodeURIComponent(asked)}`
            : SIGN_IN,
        );
      }
      expect(response.headers()["cache-control"], what).toBe("no-store");
    }
});

test("a post from another site is refused on every desk route, signed in or not", async ({
  playwright,
  baseURL,
}) => {
  const admin = await signedIn(await playwright.request.newContext({ baseURL }), ["admin"]);
  for (const [path] of Object.entries(ACCESS))
    for (const headers of crossSite) {
      const response = await admin.post(path, { headers, form: { x: "1" }, maxRedirects: 0 });
      expect(response.status(), `${path} ${JSON.stringify(headers)}`).toBe(403);
      expect(response.headers()["set-cookie"]).toBeUndefined();
    }
  // Still signed in: the cross-site sign-out ended nothing.
  expect((await admin.get("/desk/audit", { maxRedirects: 0 })).status()).toBe(200);
});

test("an account without a route's role is refused there, and its actions change nothing", async ({
  playwright,
  baseURL,
}) => {
  // Every route for every role, posting where refused: the walk grows with the registry.
  test.setTimeout(Math.max(45_000, guarded.length * ROLES.length * 300));
  const reference = await postEnquiry(baseURL!, randomUUID().slice(0, 8));
  // A privacy request that quotes the enquiry from its address (it opens at once), for /desk/privacy.
  const asked = await fetch(`${baseURL}/privacy/request`, {
    method: "POST",
    headers: { Origin: baseURL! },
    body: new URLSearchParams({ email: "joshi@narmada.in", kind: "access", reference }),
  });
  const privacyRequest = /PRV-\d{4}-\d{6}/.exec(await asked.text())![0];
  // A report with a PDF, so the register's pages and downloads have something to show.
  const reg = suiteRegister();
  const report = await reg.create();
  await reg.attach(report, "access");
  reg.close();
  // An application, so HR's pages and the CV download have something to show.
  const application = await postApplication(baseURL!);
  // Each page's own record for `id`: an opening and an article of the seed, the application.
  const idOf = (path: string) =>
    path.startsWith("/desk/openings")
      ? jobCategories[0]!.openings[0]!.id
      : path.startsWith("/desk/articles")
        ? blogPosts[0]!.id
        : path.startsWith("/desk/reports")
          ? report.ulr!
          : path === "/desk/lead" || path === "/desk/file" || path === "/desk/quotation"
            ? reference
            : path.startsWith("/desk/customers")
              ? "" // a new organisation's form
              : path.startsWith("/desk/scope")
                ? "1" // the seed's first row of the scope
                : path.startsWith("/desk/privacy")
                  ? privacyRequest
                  : application;
  const admin = await signedIn(await playwright.request.newContext({ baseURL }), ["admin"]);
  // A breach with both its reports sent, so no start page in other specs counts it.
  const breach = await admin.post("/desk/privacy/breaches", {
    form: {
      title: "Access walk",
      nature: "A test of who may open the register.",
      awareAt: "2026-01-01T10:00",
      certInAt: "2026-01-01T12:00",
      boardReportAt: "2026-01-02T10:00",
    },
    maxRedirects: 0,
  });
  expect(breach.status(), await breach.text()).toBe(303);
  const breachReference = new URL(breach.headers()["location"]!, baseURL).searchParams.get("id")!;
  const queryOf = (path: string) =>
    `version=1&id=${encodeURIComponent(path.startsWith("/desk/privacy/breach") ? breachReference : idOf(path))}`;
  const before = await (await admin.get(`/desk/lead?id=${reference}`)).text();
  const reportBefore = await (await admin.get(`/desk/reports/view?id=${report.ulr}`)).text();

  for (const roles of ROLES.filter((r) => r !== "admin").map((r) => [r] as Role[])) {
    const staff = await signedIn(await playwright.request.newContext({ baseURL }), roles);
    for (const [path, access] of guarded) {
      if (path === "/desk/sign-out") continue; // tried last: it ends the session
      // A role may include another (a signatory works in the register): lib/desk/roles.ts.
      const allowed = access === "signed-in" || hasRole({ email: "", roles }, access);
      const response = await staff.get(`${path}?${queryOf(path)}`, { maxRedirects: 0 });
      const what = `GET ${path} as ${roles.join(", ")}`;
      if (path === "/desk/forbidden") {
        // The page that explains a refusal opens for any account: 403, with the account's roles.
        expect(access, what).toBe("signed-in");
        expect(response.status(), what).toBe(403);
        // The page escapes an apostrophe, should a role's words hold one.
        const body = (await response.text()).replaceAll("&#39;", "'");
        expect(body, what).toContain(desk.forbidden.heading);
        for (const role of roles) expect(body, what).toContain(desk.forbidden.roles[role]);
        continue;
      }
      if (allowed) {
        // The register's selection forms only take POST: a GET goes back to the list.
        expect(response.status(), what).toBe(POST_ONLY.includes(path) ? 303 : 200);
        // May read but not change (quality on a report's page): every post is refused.
        const write = WRITES[path] ?? access;
        if (write !== "signed-in" && write !== "public" && !hasRole({ email: "", roles }, write))
          for (const form of reportActions) {
            const posted = await staff.post(`${path}?${queryOf(path)}`, {
              form,
              maxRedirects: 0,
            });
            expect(posted.status(), `POST ${path} ${form.action} as ${roles.join(", ")}`).toBe(403);
          }
        continue;
      }
      if (path === "/desk") {
        // The desk's front door sends an account without leads to its own first part.
        expect(response.status(), what).toBe(303);
        expect(response.headers()["location"], what).toBe(deskHome(roles));
        for (const form of leadActions) {
          const posted = await staff.post(`${path}?${queryOf(path)}`, { form, maxRedirects: 0 });
          expect(posted.status(), `POST ${path} as ${roles.join(", ")}`).toBe(303);
        }
        continue;
      }
      expect(response.status(), what).toBe(403);
      expect(response.statusText(), what).toBe("Forbidden");
      const body = await response.text();
      expect(body, what).not.toContain("%PDF-");
      if (DOWNLOADS.includes(path)) expect(body, what).toBe(desk.gate.notYourRole);
      else expect(body, what).toContain(desk.forbidden.heading);
      for (const form of [...leadActions, ...reportActions]) {
        const posted = await staff.post(`${path}?${queryOf(path)}`, { form, maxRedirects: 0 });
        expect(posted.status(), `POST ${path} ${form.action} as ${roles.join(", ")}`).toBe(403);
      }
    }
    // Any account may sign out.
    const out = await staff.post("/desk/sign-out", { maxRedirects: 0 });
    expect(out.status(), `sign out as ${roles.join(", ")}`).toBe(303);
    expect(out.headers()["location"]).toBe(SIGN_IN);
  }
  // The lead is as it was (status, notes); only the admin's own reads were logged.
  const after = await (await admin.get(`/desk/lead?id=${reference}`)).text();
  expect(casePageState(after)).toBe(casePageState(before));
  // The report too: still issued, still one PDF.
  const reportAfter = await (await admin.get(`/desk/reports/view?id=${report.ulr}`)).text();
  expect(casePageState(reportAfter)).toBe(casePageState(reportBefore));
});

test("the desk's menu shows what an account may open", async ({ playwright, baseURL }) => {
  const leads = await signedIn(await playwright.request.newContext({ baseURL }), ["leads"]);
  const list = await (await leads.get("/desk")).text();
  expect(list).not.toContain('href="/desk/audit"');
  expect(list).not.toContain('href="/desk/reports"');
  const reports = await signedIn(await playwright.request.newContext({ baseURL }), ["reports"]);
  const menu = /<nav aria-label="Staff desk"[^]*?<\/nav>/.exec(
    await (await reports.get("/desk/reports")).text(),
  )?.[0];
  expect(menu).toContain('href="/desk/reports"');
  expect(menu).not.toContain('href="/desk/audit"');
  const admin = await signedIn(await playwright.request.newContext({ baseURL }), ["admin"]);
  expect(await (await admin.get("/desk")).text()).toContain('href="/desk/audit"');
});
