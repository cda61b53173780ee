import { expect, test } from "@playwright/test";
import { routes } from "./routes";

for (const route of routes) {
  test(`${route} is server-rendered with its own title, description and one h1`, async ({
    page,
    request,
  }) => {
    const response = await request.get(route);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[\s>]/); // pre-rendered HTML, not an empty shell
    await page.goto(route);
    await expect(page).toHaveTitle(/Malwa Electrotest/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  });
}

test("every picture a route shows is served as an image, WebP copies included", async ({
  request,
}) => {
  const seen = new Set<string>();
  for (const route of routes) {
    const html = await (await request.get(route)).text();
    for (const [, src] of html.matchAll(/<img[^>]*\ssrc="([^"]+)"/g)) seen.add(src!);
  }
  expect([...seen].some((src) => src.endsWith(".webp"))).toBe(true);
  for (const src of seen) {
    const response = await request.get(src);
    expect(response.status(), src).toBe(200);
    expect(response.headers()["content-type"], src).toMatch(/^image\//);
  }
});
