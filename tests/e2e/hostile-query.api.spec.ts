import { expect, test, type APIRequestContext } from "@playwright/test";
import { DESK_ROUTES } from "@/lib/desk/access";
import { sitePaths } from "@/lib/routes/paths";
import { addUser, signInRequest, suiteDb } from "./deskStaff";

/**
 * No address a browser can ask for answers 500: every query value an attacker
 * (or a mistyped link) can put in is either refused with a 400 that names the
 * value, or clamped to something the page can show. Walked over every desk
 * route signed in as admin, and over every public route.
 */

const hostileValues = [
  "Infinity",
  "1e300",
  "-1",
  "0",
  "abc",
  "",
  "2026-99-99",
  "2026-13-45",
  "nope",
  "x".repeat(10_000),
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "\u0000",
  "\r\nSet-Cookie: x=1",
  "%",
  "🙂",
  "ME-2026-00001",
  "ME-9999-99999999999999999999",
  "__proto__",
];

/** The names the site's pages read, and a few they do not. */
const params = [
  "page",
  "from",
  "to",
  "status",
  "q",
  "form",
  "ref",
  "id",
  "subId",
  "deleted",
  "saved",
];

/** Public pages that read a query (each value is walked one name at a time). */
const queryPages = [
  "/blog-details",
  "/blogs-list",
  "/service-details",
  "/service-steps",
  "/message-sent",
  "/message-not-sent",
];
/** The other public pages read none: every name at once, per value. */
const plainPages = sitePaths.filter((path) => !queryPages.includes(path));

/** Desk routes a GET can open (sign-out is a POST). */
const deskPaths = Object.keys(DESK_ROUTES).filter((path) => path !== "/desk/sign-out");

async function signedIn(request: APIRequestContext): Promise<void> {
  const email = addUser(suiteDb, "query");
  const response = await signInRequest(request, email);
  expect(response.status()).toBe(303);
}

/** Every (path, param, value) once; a few at a time, so the walk stays quick on two cores. */
const oneByOne = (paths: string[]) =>
  paths.flatMap((path) =>
    params.flatMap((param) =>
      hostileValues.map((value) => `${path}?${new URLSearchParams({ [param]: value })}`),
    ),
  );
const allAtOnce = (paths: string[]) =>
  paths.flatMap((path) =>
    hostileValues.map(
      (value) => `${path}?${new URLSearchParams(params.map((param) => [param, value]))}`,
    ),
  );

async function walk(
  request: APIRequestContext,
  urls: string[],
  check: (url: string, status: number, body: string) => void,
): Promise<number> {
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++]!;
      const response = await request.get(url, { maxRedirects: 0 });
      check(url, response.status(), await response.text());
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return urls.length;
}

/**
 * The forbidden page says so with its own 403, whoever opens it; a desk
 * address with one old-style ?ref= moves to its ?id= address (301); the
 * set-password page without a working link answers 410 (Gone); an address
 * longer than the server's 16 KB of headers is refused by Node itself (431).
 */
const sensible = (url: string, status: number) =>
  expect(
    url.startsWith("/desk/forbidden?")
      ? [403]
      : url.length > 16_000
        ? [431]
        : url.startsWith("/desk/set-password?")
          ? [410]
          : url.startsWith("/desk")
            ? // 301: an old record address (one ?ref=) moves to ?id= (lib/desk/recordId.ts).
              [200, 301, 303, 400, 404]
            : [200, 303, 400, 404],
    `${url.slice(0, 200)} answered ${status}`,
  ).toContain(status);

test("hostile query values on every public route: no 5xx, a sensible answer", async ({
  request,
}) => {
  test.setTimeout(240_000);
  const urls = [...oneByOne(queryPages), ...allAtOnce(plainPages)];
  const count = await walk(request, urls, (url, status) => sensible(url, status));
  expect(count).toBeGreaterThan(1000);
});

test("hostile query values on every desk route, signed in as admin: no 5xx, a sensible answer", async ({
  request,
}) => {
  // 220 addresses a route: the walk grows with the registry of desk areas (40 ms an address).
  const urls = oneByOne(deskPaths);
  test.setTimeout(Math.max(240_000, urls.length * 40));
  await signedIn(request);
  const count = await walk(request, urls, (url, status) => sensible(url, status));
  expect(count).toBeGreaterThan(1000);
});

/** The lead list and its CSV export read the same filter: each wrong value is named. */
const refused: [string, string, string][] = [
  ["page", "Infinity", "page"],
  ["page", "1e300", "page"],
  ["page", "-1", "page"],
  ["page", "abc", "page"],
  ["page", "0", "page"],
  ["from", "2026-99-99", "from"],
  ["from", "2026-02-30", "from"],
  ["to", "2026-13-45", "to"],
  ["to", "yesterday", "to"],
  ["status", "nope", "status"],
];

for (const path of ["/desk", "/desk/export.csv"])
  test(`${path} answers 400 and names the wrong value`, async ({ request }) => {
    await signedIn(request);
    for (const [param, value, named] of refused) {
      const response = await request.get(`${path}?${new URLSearchParams({ [param]: value })}`);
      expect(response.status(), `${param}=${value}`).toBe(400);
      const body = await response.text();
      expect(body, `${param}=${value}`).toContain(`“${named}”`);
      if (path === "/desk") {
        expect(response.headers()["content-type"]).toContain("text/html");
        // A desk page: the staff's way back to the full list.
        expect(body).toMatch(/<a [^>]*href="\/desk"/);
      }
    }
    // A long search is cut to what the search takes, not refused; an empty field is no filter.
    for (const query of [`q=${"x".repeat(10_000)}`, "from=&to=&status=&page=", "page=2"])
      expect((await request.get(`${path}?${query}`)).status(), query).toBe(200);
  });
