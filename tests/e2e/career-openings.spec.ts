import { expect, test } from "@playwright/test";
import { careerWords } from "@/content/careers";
import { boardIn } from "./careerBoard";

test("the /career hero leads to the open roles, counted from the list itself", async ({ page }) => {
  const openings = (await boardIn()).reduce((sum, c) => sum + c.openings.length, 0);
  await page.goto("/career");
  // Every opening on the board, in whichever tab it sits: one "Apply now" each.
  const listed = await page.getByRole("link", { name: /^Apply now/, includeHidden: true }).count();
  expect(listed).toBe(openings);

  const link = page.getByRole("link", { name: careerWords.seeOpenings(listed) });
  await expect(link).toBeInViewport();
  const heading = page.getByRole("heading", { level: 2, name: "Current Openings" });
  const target = await heading.getAttribute("id");
  expect(target).toBeTruthy();
  await expect(link).toHaveAttribute("href", `#${target}`);

  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`#${target}$`));
  await expect(heading).toBeInViewport();
  // The fixed header does not cover it.
  const box = await heading.boundingBox();
  const header = await page.locator("body > header, header").first().boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(header ? header.y + header.height - 1 : 0);
  // The keyboard carries on from the list: the next Tab is the job categories.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("group", { name: "Job categories" }).locator(":focus")).toHaveCount(
    1,
  );
});
