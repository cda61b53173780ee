import { expect, test } from "@playwright/test";

/** Browsers ask for /favicon.ico on their own: a desk tab, a bookmark, a PDF opened from the site. */
test("the site has a real favicon, linked from public and desk pages alike", async ({
  request,
}) => {
  const icon = await request.get("/favicon.ico");
  expect(icon.status()).toBe(200);
  const bytes = await icon.body();
  // An ICO: reserved 0, type 1, then at least one picture.
  expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  expect(bytes.readUInt16LE(4)).toBeGreaterThan(0);
  expect((await request.get("/apple-touch-icon.png")).headers()["content-type"]).toBe("image/png");
  for (const page of ["/", "/desk/sign-in"]) {
    const html = await (await request.get(page)).text();
    expect(html, page).toContain('<link rel="icon" href="/favicon.ico"');
  }
});
