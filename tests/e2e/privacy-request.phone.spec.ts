import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";

/**
 * /privacy/request on a 390 px phone with JavaScript off: a plain form post,
 * its errors named above the form and beside each field, and the same answer
 * for any address (issue 54 item 4). Axe runs on this page at 390 px in
 * privacy-request.desktop.spec.ts (it needs script).
 */
test.use({ javaScriptEnabled: false });

test("the request form works without script on a phone: errors, then the same answer for any address", async ({
  page,
}) => {
  await page.goto("/privacy/request");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ask about your personal data");
  await page.getByRole("button", { name: "Send the request" }).click();
  const summary = page.getByRole("alert");
  await expect(summary).toContainText("Enter your e-mail address");
  await expect(summary).toContainText("Choose what you would like.");

  await page.getByLabel("Your e-mail address").fill("someone@example.in");
  await page.getByLabel("Nominate someone").check();
  await page.getByRole("button", { name: "Send the request" }).click();
  await expect(page.getByLabel("Details")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Your e-mail address")).toHaveValue("someone@example.in");

  const unknown = `nobody-${randomUUID().slice(0, 8)}@example.in`;
  await page.getByLabel("Your e-mail address").fill(unknown);
  await page.getByLabel("Details").fill("My brother, Ravi, ravi@example.in");
  await page.getByRole("button", { name: "Send the request" }).click();
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
  await expect(page.getByText(`If ${unknown} can receive e-mail`)).toBeVisible();
  // Nothing sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
