import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";
import { IMPORT_BODY_LIMIT } from "@/lib/http/uploadLimit";
import { addUser, signInCookie, suiteDb } from "./deskStaff";

/**
 * The server reads bodies up to the bulk import's limit (astro.config.mjs);
 * every other route keeps its own. A body announced over a route's limit is
 * refused before it is read.
 */

function announce(url: string, length: number, type: string, cookie = ""): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, {
      method: "POST",
      headers: { "content-type": type, "content-length": String(length), cookie },
    });
    req.on("response", (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
      req.destroy();
    });
    req.on("error", reject);
    req.write(Buffer.alloc(1024, "a"));
  });
}

test("the public lookup form answers 413 to a body far over its two fields", async ({
  baseURL,
}) => {
  const big = `ulr=${"A".repeat(64 * 1024)}&code=`;
  const response = await fetch(`${baseURL}/verify`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: big,
  });
  expect(response.status).toBe(413);
  const normal = await fetch(`${baseURL}/verify`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "ulr=ULR-TC114822600000001F&code=ABCDEFGH",
  });
  // An ordinary lookup is read and answered: this ULR and code are not in the register.
  expect(normal.status).toBe(404);
  expect(await normal.text()).toContain("No report matches this ULR and code");
});

test("the desk's import takes its 200 MB only from staff with the reports role; anyone else is held to the desk's limit", async ({
  baseURL,
}) => {
  const type = "multipart/form-data; boundary=x";
  const cookieOf = (roles: string[]) =>
    signInCookie(baseURL!, addUser(suiteDb, `import-${roles.join("-")}`, roles));
  const reports = await cookieOf(["reports"]);
  const leads = await cookieOf(["leads"]);
  // Nobody without the role makes the server read megabytes.
  expect(await announce(`${baseURL}/desk/import-reports`, 150 * 1024 * 1024, type)).toBe(413);
  expect(await announce(`${baseURL}/desk/import-reports`, 1024 * 1024, type, leads)).toBe(413);
  expect(await announce(`${baseURL}/desk/accounts`, 150 * 1024 * 1024, type, reports)).toBe(413);
  // With the role: over 200 MB is refused at the gate, before it is read.
  expect(
    await announce(`${baseURL}/desk/import-reports`, IMPORT_BODY_LIMIT + 1, type, reports),
  ).toBe(413);
});
