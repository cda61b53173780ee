import { expect, test } from "@playwright/test";
import { byLabel } from "./forms/cases";

const consultation = (page: import("@playwright/test").Page) =>
  page.getByRole("form", { name: "Request Consultation" });

test("the home page's Book a Test Schedule opens the consultation with testing chosen", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Book a Test Schedule" }).click();
  await expect(page).toHaveURL(/\/contact\?service=/);
  await expect(byLabel(consultation(page), "Service")).toHaveValue("Electrical Equipment Testing");
  await expect(consultation(page)).toBeInViewport();
});

for (const [card, service] of [
  ["Transformer Testing", "Electrical Equipment Testing"],
  ["CT Testing", "Calibration Services"],
  ["PT Testing", "Calibration Services"],
] as const) {
  test(`Enquire now on ${card} opens the consultation with ${service} chosen`, async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: new RegExp(`^Enquire now ?: ${card}$`) }).click();
    await expect(page).toHaveURL(/\/contact\?service=/);
    await expect(byLabel(consultation(page), "Service")).toHaveValue(service);
  });
}

test("the chosen service is in the server's HTML; an unknown one chooses nothing", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/contact?service=calibration%20services");
  await expect(byLabel(consultation(page), "Service")).toHaveValue("Calibration Services");
  await page.goto("/contact?service=%3Cscript%3E");
  await expect(byLabel(consultation(page), "Service")).toHaveValue("Electrical Equipment Testing");
  await expect(page.locator("body")).not.toContainText("<script>");
  await context.close();
});
