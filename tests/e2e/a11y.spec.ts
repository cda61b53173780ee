import { expect, test } from "@playwright/test";
import { hydrated } from "./hydration";
import { expectNoAxeViolations } from "./axe";
import { sitePaths as routes } from "@/lib/routes/paths";

for (const route of routes) {
  test(`axe finds no violations on ${route}`, async ({ page }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await expectNoAxeViolations(page);
  });
}

test("axe finds no violations on the 404 page", async ({ page }) => {
  await page.goto("/missing-page");
  await expectNoAxeViolations(page);
});

test("axe finds no violations on the pages a form posted without the page's script lands on", async ({
  page,
}) => {
  await page.goto("/message-sent?form=enquiry&ref=LEAD-2026-000042");
  await expect(page.getByText("LEAD-2026-000042", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/message-not-sent?form=enquiry&problem=file-type");
  await expect(
    page.getByText("The attached file must be a PDF, DOC or DOCX document."),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test("axe finds no violations with the header scrolled", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => window.scrollTo({ top: 400, behavior: "instant" }));
  await expect(page.locator("header")).toHaveAttribute("data-scrolled", "true");
  await expectNoAxeViolations(page);
});

test("axe finds no violations with an FAQ answer open and a second tab selected", async ({
  page,
}) => {
  await page.goto("/career");
  await page.getByRole("group", { name: "Job categories" }).locator("label").nth(1).click();
  await expect(page.getByRole("radio").nth(1)).toBeChecked();
  await page
    .locator("#career-faq-title")
    .locator("xpath=ancestor::section[1]")
    .locator("summary")
    .first()
    .click();
  await expectNoAxeViolations(page);
});

test("axe finds no violations on a service page with the sidebar, and on a sub-service view", async ({
  page,
}) => {
  await page.goto("/service-details?id=Transformers");
  await expectNoAxeViolations(page);
  await page.goto(
    "/service-steps?id=PVC%20CONDUIT%20PIPE&subId=Conduit%20Fittings%20and%20Accessories",
  );
  await expect(page.getByText("N/A", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("axe finds no violations with form errors showing", async ({ page }) => {
  await page.goto("/feedback");
  await hydrated(page.getByRole("button", { name: "Submit Feedback" }));
  await page.getByRole("button", { name: "Submit Feedback" }).click();
  await expect(page.getByText("Please fill all required fields correctly")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("banner text and header links stay readable before (or without) pictures", async ({
  page,
}) => {
  await page.route(/\.(svg|png|jpe?g|webp|avif)(\?|$)/, (route) => route.abort());
  for (const route of [
    "/about",
    "/service",
    "/blogs",
    "/gallery",
    "/testing-and-certifications",
    "/cable-testing",
  ]) {
    await page.goto(route);
    await expectNoAxeViolations(page);
  }
});
