import { expect, test } from "@playwright/test";
import { sitePaths as routes } from "@/lib/routes/paths";

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
