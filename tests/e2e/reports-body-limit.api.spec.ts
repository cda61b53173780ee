import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";
import { IMPORT_BODY_LIMIT } from "@/lib/http/uploadLimit";

/**
 * The server reads bodies up to the bulk import's limit (astro.config.mjs);
 * every other route keeps its own. A body announced over a route's limit is
 * refused before it is read.
 */

function announce(url: string, length: number, type: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, {
      method: "POST",
      headers: { "content-type": type, "content-length": String(length) },
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
    body: "ulr=ULR-TC114822600000001F&code=",
  });
  // An ordinary lookup is read and answered: this ULR is not in the register.
  expect(normal.status).toBe(404);
  expect(await normal.text()).toContain("No such report");
});

test("the desk's import takes an announced 150 MB to its page; over 200 MB is refused at the gate", async ({
  baseURL,
}) => {
  const type = "multipart/form-data; boundary=x";
  // Unsigned: the gate lets the size pass and sends the visitor to sign in.
  expect(await announce(`${baseURL}/desk/import-reports`, 150 * 1024 * 1024, type)).toBe(303);
  expect(await announce(`${baseURL}/desk/import-reports`, IMPORT_BODY_LIMIT + 1, type)).toBe(413);
  expect(await announce(`${baseURL}/desk/accounts`, 150 * 1024 * 1024, type)).toBe(413);
});
