import { expect, test, type Locator, type Page } from "@playwright/test";
import { boardIn } from "./careerBoard";
import { byLabel } from "./forms/cases";
import { parseMultipart } from "./forms/wire";
import { onRecordStore, suiteRecord } from "./record";

/** What a visitor does before the page's code has arrived survives its arrival. */

const CODE_DELAY_MS = 2000;

/** Every script of the site's islands arrives CODE_DELAY_MS late, as on a slow connection. */
async function delayCode(page: Page) {
  await page.route("**/_astro/**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, CODE_DELAY_MS));
    await route.continue();
  });
}

/** A tap on a touch screen, a click elsewhere. */
const press = (target: Locator, hasTouch: boolean) => (hasTouch ? target.tap() : target.click());

test("career: each tab pressed at once shows its openings", async ({ page, hasTouch }) => {
  const jobCategories = await boardIn();
  await delayCode(page);
  await page.goto("/career");
  const board = page.getByRole("region", { name: "Current Openings" });
  const tabs = board.getByRole("group", { name: "Job categories" });
  const openings = board.getByRole("listitem").filter({ has: page.getByRole("heading") });
  for (const [i, category] of jobCategories.entries()) {
    await press(tabs.locator("label").nth(i), hasTouch);
    await expect(tabs.getByRole("radio").nth(i)).toBeChecked();
    await expect(openings.getByRole("heading")).toHaveText(category.openings.map((j) => j.title));
  }
  // The last choice still holds once the page's code has arrived.
  await page.waitForLoadState("networkidle");
  const last = jobCategories.length - 1;
  await expect(tabs.getByRole("radio").nth(last)).toBeChecked();
  await expect(openings.getByRole("heading")).toHaveText(
    jobCategories[last]!.openings.map((j) => j.title),
  );
});

test("feedback: a star chosen before the form's code arrives is the rating sent and stored", async ({
  page,
  hasTouch,
}) => {
  await delayCode(page);
  await page.goto("/feedback");
  const form = page.getByRole("form", { name: "Rate your experience" });
  const island = form.locator("xpath=ancestor::astro-island[1]");
  const stars = form.getByRole("group", { name: "Your rating" });

  await press(stars.locator("label").nth(3), hasTouch);
  await expect(island).toHaveAttribute("ssr"); // the form's code has not arrived yet
  await expect(stars.getByRole("radio", { name: "4 stars" })).toBeChecked();
  // The visitor sees the choice: four stars filled.
  const filled = () =>
    stars
      .locator("svg")
      .evaluateAll(
        (svgs) => svgs.filter((s) => getComputedStyle(s).fill === "rgb(251, 191, 36)").length,
      );
  await expect.poll(filled).toBe(4);

  await byLabel(form, "Name").fill("Kavita Rao");
  await byLabel(form, "E-mail").fill("kavita@example.in");
  await byLabel(form, "Phone (10 digits)").fill("9425012345");
  await byLabel(form, "Service type").selectOption("Calibration Services");
  await byLabel(form, "Your comments").fill("Rated before the page finished loading.");
  // Hydrated (its code comes in waves, each late): the form's own submit sends it.
  await expect(island).not.toHaveAttribute("ssr", { timeout: 10 * CODE_DELAY_MS });
  await expect(form).toHaveAttribute("novalidate", "");
  await expect(stars.getByRole("radio", { name: "4 stars" })).toBeChecked();
  const sent = page.waitForRequest("**/api/v1.0/email/send-form");
  await press(form.getByRole("button", { name: "Submit Feedback" }), hasTouch);

  const wire = await parseMultipart(await sent);
  expect(wire.fields).toMatchObject({ form_name: "feedback", user_rating: "4" });
  const status = form.getByRole("region", { name: "Thank you for your feedback!" });
  await expect(status).toContainText("Thank you for your feedback!");
  const reference = /LEAD-\d{4}-\d{6,}/.exec((await status.textContent()) ?? "")?.[0];
  expect(reference).toBeDefined();
  const row = await onRecordStore(suiteRecord(), (store) =>
    store
      .selectFrom("leads")
      .select("fields")
      .where("reference", "=", reference!)
      .executeTakeFirst(),
  );
  expect(JSON.parse(row!.fields)).toMatchObject({ user_name: "Kavita Rao", user_rating: 4 });
});
