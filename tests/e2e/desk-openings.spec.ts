import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { careerWords } from "@/content/careers";
import { careersDesk } from "@/content/careersDesk";
import { site } from "@/content/site";
import { expectNoAxeViolations } from "./axe";
import { boardIn, jsonLdOfType } from "./careerBoard";
import { addUser } from "./deskStaff";
import { daysFromToday, signInAt } from "./openingsDesk";
import { startServer, type OwnServer } from "./ownServer";

/**
 * The lab's HR staff keep the job openings on the desk, and /career follows at once. On a server
 * of its own, so the suite's board stays the seed.
 */

test.describe.configure({ mode: "default" });

let server: OwnServer;
let hr: string;

test.beforeAll(async () => {
  server = await startServer({});
  hr = addUser(server.dbPath, "hr", ["hr"]);
});
test.afterAll(async () => server?.stop());

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const board = (page: Page) => page.getByRole("region", { name: careerWords.openings });
const tab = (page: Page, category: string) =>
  board(page)
    .getByRole("group", { name: careerWords.categories })
    .getByRole("radio", {
      name: new RegExp(`^${escape(category)} \\d+$`),
    });

/** Chooses a category's tab as a visitor does: a press on its label. */
async function choose(page: Page, category: string) {
  await tab(page, category).locator("xpath=..").click();
  await expect(tab(page, category)).toBeChecked();
}

/** The count a category's tab shows on /career. */
async function countOn(page: Page, category: string): Promise<number> {
  await page.goto(`${server.url}/career`);
  const name = await tab(page, category).evaluate((el) => el.closest("label")!.textContent!);
  return Number(/(\d+)$/.exec(name.trim())![1]);
}

async function postingTitles(page: Page): Promise<unknown[]> {
  return (await jsonLdOfType(page, "JobPosting")).map((j) => j.title);
}

const CATEGORY = "Calibration Services";

/** Closes the opening whose page is open: its Close button, then the dialog's confirmation. */
async function closeConfirmed(page: Page) {
  await page.getByRole("button", { name: careersDesk.edit.buttons.close }).click();
  await page
    .getByRole("dialog", { name: careersDesk.edit.confirmClose.heading })
    .getByRole("button", { name: careersDesk.edit.confirmClose.confirm })
    .click();
}
/** The row's Apply link, named with its opening's title. */
const applyName = (title: string) =>
  new RegExp(`^${escape(careerWords.applyNow)} ?: ${escape(title)}$`);

test("an hr account publishes, edits, closes and publishes again an opening; /career follows each", async ({
  page,
}) => {
  const title = `Metrology Engineer ${randomUUID().slice(0, 6)}`;
  const deadline = daysFromToday(45);
  const before = await countOn(page, CATEGORY);

  await signInAt(page, server.url, hr);
  await expect(
    page.getByRole("heading", { level: 1, name: careersDesk.list.heading }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: careersDesk.list.newOpening }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: careersDesk.edit.newTitle }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Category").selectOption({ label: CATEGORY });
  await page.getByLabel("Type").selectOption("Contract");
  await page.getByLabel("Location").fill("Dewas");
  await page.getByLabel("Experience").fill("4+ Years");
  await page.getByLabel("Summary").fill("Keep the reference standards traceable and calibrated.");
  await page
    .getByLabel("Requirements (one a line)")
    .fill("M.Sc. Physics or B.E. Electrical\nFive years of DC and low frequency metrology");
  await page.getByLabel("Deadline").fill(deadline);
  await page.getByRole("button", { name: "Publish" }).click();

  await expect(page).toHaveURL(/\/desk\/openings\?id=[a-z0-9-]+&done=published$/);
  await expect(page.getByRole("status")).toHaveText(careersDesk.done.published(title));
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: title }) });
  await expect(row).toContainText(careersDesk.states.onSite);
  await expect(row).toContainText(CATEGORY);

  // On /career: the tab counts it, the row shows it with its Apply link, and so does the JSON-LD.
  expect(await countOn(page, CATEGORY)).toBe(before + 1);
  await choose(page, CATEGORY);
  const job = board(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title }) });
  await expect(job).toBeVisible();
  await expect(job).toContainText("Contract");
  await expect(job).toContainText("Dewas");
  await expect(job).toContainText("Five years of DC and low frequency metrology");
  const [y, m, d] = deadline.split("-").map(Number);
  await expect(job).toContainText(`Apply before ${d}/${m}/${y}`);
  const apply = job.getByRole("link", { name: applyName(title) });
  const id = title.toLowerCase().replace(/ /g, "-");
  await expect(apply).toHaveAttribute("href", `/career/apply?opening=${id}`);
  const posting = (await jsonLdOfType(page, "JobPosting")).find((j) => j.title === title);
  expect(posting).toMatchObject({
    validThrough: `${deadline}T23:59:59+05:30`,
    datePosted: daysFromToday(0),
    employmentType: "CONTRACTOR",
  });

  // Edit: new words, same address.
  await page.goto(`${server.url}/desk/openings`);
  await page.getByRole("link", { name: title }).click();
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await page.getByLabel("Title").fill(`${title} (calibration)`);
  await page.getByRole("button", { name: careersDesk.edit.buttons.save }).click();
  await expect(page.getByRole("status")).toHaveText(
    careersDesk.done.saved(`${title} (calibration)`),
  );
  await page.goto(`${server.url}/career`);
  await expect(
    board(page).getByRole("link", {
      name: applyName(`${title} (calibration)`),
      includeHidden: true,
    }),
  ).toHaveAttribute("href", `/career/apply?opening=${id}`);
  expect(await postingTitles(page)).toContain(`${title} (calibration)`);
  expect(await postingTitles(page)).not.toContain(title);

  // Close: off the page, the count and the JSON-LD.
  await page.goto(`${server.url}/desk/openings/edit?id=${id}`);
  await closeConfirmed(page);
  await expect(page.getByRole("status")).toHaveText(
    careersDesk.done.closed(`${title} (calibration)`),
  );
  await expect(page.getByRole("row").filter({ hasText: title })).toContainText(
    careersDesk.states.closed,
  );
  expect(await countOn(page, CATEGORY)).toBe(before);
  await expect(page.getByText(title)).toHaveCount(0);
  expect(await postingTitles(page)).not.toContain(`${title} (calibration)`);

  // Reopen: back again.
  await page.goto(`${server.url}/desk/openings/edit?id=${id}`);
  await expect(page.getByText(careersDesk.edit.closedNote)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: careersDesk.edit.buttons.reopen }).click();
  await expect(page.getByRole("status")).toHaveText(
    careersDesk.done.reopened(`${title} (calibration)`),
  );
  expect(await countOn(page, CATEGORY)).toBe(before + 1);
  expect(await postingTitles(page)).toContain(`${title} (calibration)`);
});

test("bad input is refused with its messages and the form keeps what was typed, without script", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signInAt(page, server.url, hr);
  await page.goto(`${server.url}/desk/openings/edit`);
  const title = `Night Shift Technician ${randomUUID().slice(0, 6)}`;
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Requirements (one a line)").fill("\n  \n");
  await page.getByLabel("Deadline").fill(daysFromToday(-1));
  await page.getByRole("button", { name: "Publish" }).click();

  const p = careersDesk.problems;
  const f = careersDesk.fields;
  const alert = page.getByRole("alert");
  await expect(alert).toContainText(careersDesk.edit.errors);
  for (const line of [
    `${f.categoryId}: ${p.category}`,
    `${f.type}: ${p.type}`,
    `${f.experience}: ${p.required}`,
    `${f.summary}: ${p.required}`,
    `${f.requirements}: ${p.requirements}`,
    `${f.deadline}: ${p.pastDeadline}`,
  ])
    await expect(alert.getByRole("link", { name: line })).toBeVisible();
  await expect(alert.getByRole("link", { name: new RegExp(`^${f.title}:`) })).toHaveCount(0);
  // Each field says its own problem, tied to it for a screen reader; what was typed is kept.
  await expect(page.getByLabel("Category")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Category")).toHaveAccessibleDescription(p.category);
  await expect(page.getByLabel("Deadline")).toHaveAccessibleDescription(
    `${careersDesk.hints.deadline} ${p.pastDeadline}`,
  );
  await expect(page.getByLabel("Title")).toHaveValue(title);

  // Corrected, it is published (still without script).
  await page.getByLabel("Category").selectOption({ label: "Quality Assurance" });
  await page.getByLabel("Type").selectOption("On-site");
  await page.getByLabel("Location").fill("Indore");
  await page.getByLabel("Experience").fill("1+ Years");
  await page.getByLabel("Summary").fill("Check the night shift's records.");
  await page.getByLabel("Requirements (one a line)").fill("Diploma in Electrical Engineering");
  await page.getByLabel("Deadline").fill(daysFromToday(0));
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status")).toHaveText(careersDesk.done.published(title));
  await context.close();
});

test("the form's errors pass axe", async ({ page }) => {
  await signInAt(page, server.url, hr);
  await page.goto(`${server.url}/desk/openings/edit`);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("alert")).toContainText(careersDesk.edit.errors);
  await expectNoAxeViolations(page);
});

test("a category with no openings says so and keeps the resume e-mail", async ({ page }) => {
  const category = (await boardIn(server.dbPath)).find((c) => c.name === "IT & Digital Solutions")!;
  await signInAt(page, server.url, hr);
  for (const opening of category.openings) {
    await page.goto(`${server.url}/desk/openings/edit?id=${opening.id}`);
    await closeConfirmed(page);
    await expect(page.getByRole("status")).toHaveText(careersDesk.done.closed(opening.title));
  }
  expect(await countOn(page, category.name)).toBe(0);
  await choose(page, category.name);
  const panel = board(page).locator(`#jobs-${category.id}`);
  await expect(panel.getByText(careerWords.noOpenings(category.name))).toBeVisible();
  await expect(panel.getByRole("link", { name: site.careersEmail })).toHaveAttribute(
    "href",
    `mailto:${site.careersEmail}`,
  );
  const titles = await postingTitles(page);
  for (const opening of category.openings) expect(titles).not.toContain(opening.title);
});

test.describe("the list's filters, without script", () => {
  test.use({ javaScriptEnabled: false });

  test("state and category narrow the list; a value it cannot use is a 400 that names it", async ({
    page,
  }, testInfo) => {
    const words = careersDesk.list;
    const rows = page.getByRole("table", { name: words.caption }).locator("tbody tr");
    await signInAt(page, server.url, hr);
    const total = await rows.count();
    await expect(page.getByText(`${total} openings`, { exact: true })).toBeVisible();

    const state = page.getByLabel(words.state);
    if (testInfo.project.name === "phone") {
      await expect(state).toBeHidden();
      await page.getByText(words.filters).click();
    }
    await page.getByLabel(words.category).selectOption({ label: CATEGORY });
    await page.getByRole("button", { name: words.apply }).click();
    await expect(page).toHaveURL(/\/desk\/openings\?state=&category=calibration-services$/);
    const inCategory = await rows.count();
    expect(inCategory).toBeGreaterThan(0);
    expect(inCategory).toBeLessThan(total);
    for (const row of await rows.all()) await expect(row).toContainText(CATEGORY);
    await expect(page.getByText(`${inCategory} of ${total} openings`)).toBeVisible();

    await state.selectOption({ label: careersDesk.states.onSite });
    await page.getByRole("button", { name: words.apply }).click();
    await expect(page).toHaveURL(/[?&]state=on-site&category=calibration-services$/);
    await expect(state).toHaveValue("on-site");
    expect(await rows.count()).toBeGreaterThan(0);
    for (const row of await rows.all()) {
      await expect(row).toContainText(CATEGORY);
      await expect(row).toContainText(careersDesk.states.onSite);
    }

    const wrong = await page.goto(`${server.url}/desk/openings?state=open&category=${CATEGORY}`);
    expect(wrong?.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(careersDesk.query.heading);
    await expect(page.getByRole("main").getByRole("listitem")).toHaveText([
      careersDesk.query.wrong.state,
      /^“category” must be one of electrical-testing-engineering, /,
    ]);
    await page.getByRole("link", { name: careersDesk.query.back }).click();
    await expect(page).toHaveURL(`${server.url}/desk/openings`);
  });
});

test("the filtered list and the page of a wrong filter pass axe and fit the screen", async ({
  page,
}, testInfo) => {
  const width = page.viewportSize()!.width;
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  const fits = async () =>
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  await signInAt(page, server.url, hr);

  await page.goto(`${server.url}/desk/openings?state=on-site&category=calibration-services`);
  // A filter is on: the filters are open on a phone too, and hold what was chosen.
  await expect(page.getByLabel(careersDesk.list.state)).toHaveValue("on-site");
  await expect(page.getByLabel(careersDesk.list.category)).toHaveValue("calibration-services");
  await expectNoAxeViolations(page);
  await fits();
  await shot("openings-filtered");

  expect((await page.goto(`${server.url}/desk/openings?state=open`))?.status()).toBe(400);
  await expect(page.getByText(careersDesk.query.wrong.state)).toBeVisible();
  await expectNoAxeViolations(page);
  await fits();
  await shot("openings-wrong-filter");
});
