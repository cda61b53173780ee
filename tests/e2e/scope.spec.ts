import { expect, test, type Page } from "@playwright/test";
import { scopeSeed } from "@/content/scope";
import { openDatabase } from "@/lib/db/connection";
import { allScopeRows, scopeRowsOfService, type ScopeRow } from "@/lib/scope/rows";
import { scopeLink, scopePage, serviceScope } from "@/content/scopePage";
import { findService, serviceHref } from "@/content/services";
import { expectNoAxeViolations } from "./axe";
import { suiteDb } from "./deskStaff";

/**
 * The public scope of accreditation (/scope) on the suite's server, whose
 * scope is the seed (content/scope.ts): the search with and without a
 * script, the filters, the badges in words, a service page's own rows, and
 * "Add to request" carrying the rows in the address of /request.
 */

const words = scopePage;
/** A seed row's public number: its place in the seed. */
const idOf = (parameter: string, product?: string) =>
  scopeSeed.findIndex((r) => r.parameter === parameter && (!product || r.product === product)) + 1;
const WINDING = idOf("Measurement of winding resistance");
const IMPULSE = idOf("Lightning impulse test on the windings");
const OIL_BDV = idOf("Breakdown voltage (electric strength)");

const cards = (page: Page) => page.locator("li[id^='row-']");

/** What the suite's server holds now (its seed, unless a spec changed it), read where it keeps it. */
function held<T>(read: (db: ReturnType<typeof openDatabase>) => T): T {
  const db = openDatabase(suiteDb, { readOnly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}
const heldRows = (): ScopeRow[] => held(allScopeRows);
const card = (page: Page, id: number) => page.locator(`li#row-${id}`);

test("a search for a standard finds its rows, grouped, with the badge in words; filters narrow them", async ({
  page,
}, testInfo) => {
  await page.goto("/scope");
  await expect(page.getByRole("heading", { level: 1, name: words.heading })).toBeVisible();
  // The certificates beside the heading, and NABL's own copy of the scope.
  await expect(page.getByText(/NABL accreditation: testing, certificate TC-\d+/)).toBeVisible();
  await expect(page.getByRole("link", { name: words.nablDocument })).toHaveAttribute(
    "href",
    /^https:\/\//,
  );
  expect(await cards(page).count()).toBe(heldRows().length);

  await page.getByLabel(words.search.label).fill("IS 2026");
  await page.getByLabel(words.search.label).press("Enter");
  await expect(page).toHaveURL(/\/scope\?q=IS\+2026/);
  await expect(page.getByText(/^\d+ rows found\.$/)).toBeVisible();
  const found = cards(page);
  expect(await found.count()).toBeGreaterThan(3);
  for (const text of await found.allTextContents()) expect(text).toContain("IS 2026");
  await expect(page.getByRole("heading", { level: 2, name: /Transformers/ })).toBeVisible();
  await expect(card(page, WINDING).getByText(words.accredited, { exact: true })).toBeVisible();
  await expect(card(page, IMPULSE).getByText(words.notAccredited, { exact: true })).toBeVisible();
  // The NABL mark stands beside accredited rows only.
  await expect(card(page, WINDING).locator("img[src*='nabl']")).toHaveCount(1);
  await expect(card(page, IMPULSE).locator("img[src*='nabl']")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({
    path: testInfo.outputPath(`scope-search-${testInfo.project.name}.png`),
    fullPage: false,
  });
  await page.screenshot({
    path: testInfo.outputPath(`scope-search-full-${testInfo.project.name}.png`),
    fullPage: true,
  });

  // The kind filter: calibration rows only, each with its CMC.
  await page.goto("/scope");
  await page.getByLabel(words.search.kind).selectOption("calibration");
  await page.getByRole("button", { name: words.search.submit }).click();
  await expect(page).toHaveURL(/kind=calibration/);
  const calibration = await cards(page).allTextContents();
  expect(calibration.length).toBe(heldRows().filter((r) => r.kind === "calibration").length);
  for (const text of calibration) expect(text).toContain(words.columns.cmc);
  // Group and search together.
  await page.goto("/scope?q=withstand&group=Insulators");
  for (const text of await cards(page).allTextContents()) expect(text).toMatch(/withstand/i);
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
    /Find a test/,
    /Insulators/,
  ]);
  // A filter the scope does not have: said, 400, all rows.
  const wrong = await page.goto("/scope?group=Bananas");
  expect(wrong?.status()).toBe(400);
  await expect(page.getByText(words.search.wrongFilter)).toBeVisible();
});

test("with no script, the search is a form that answers in the page; under three characters it says so", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/scope");
  await page.getByLabel(words.search.label).fill("IS");
  await page.getByRole("button", { name: words.search.submit }).click();
  await expect(page).toHaveURL(/\/scope\?q=IS/);
  await expect(page.getByText(words.search.tooShort(3))).toBeVisible();
  await expect(page.getByLabel(words.search.label)).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel(words.search.label).fill("insulating oil");
  await page.getByRole("button", { name: words.search.submit }).click();
  await expect(card(page, OIL_BDV)).toBeVisible();
  await page.getByLabel(words.search.label).fill("zzzqqq");
  await page.getByRole("button", { name: words.search.submit }).click();
  await expect(page.getByText(words.search.none)).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await context.close();
});

test("Add to request keeps the rows in the address, through a search, and the request link carries them", async ({
  browser,
}) => {
  // With no script: links and a GET form are all it takes.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/scope?q=winding");
  await card(page, WINDING)
    .getByRole("link", { name: new RegExp(words.add) })
    .click();
  await expect(page).toHaveURL(new RegExp(`rows=${WINDING}x1`));
  await expect(card(page, WINDING)).toContainText(words.added);
  await expect(page.getByRole("heading", { name: words.basket.heading })).toBeVisible();
  // A new search keeps the pick (the form carries it), and a second row joins it.
  await page.getByLabel(words.search.label).fill("breakdown voltage");
  await page.getByRole("button", { name: words.search.submit }).click();
  await expect(page).toHaveURL(new RegExp(`rows=${WINDING}x1`));
  await card(page, OIL_BDV)
    .getByRole("link", { name: new RegExp(words.add) })
    .click();
  await expect(page.getByText(words.basket.count(2))).toBeVisible();
  await expect(page.getByRole("link", { name: words.basket.go })).toHaveAttribute(
    "href",
    `/request?rows=${WINDING}x1%2C${OIL_BDV}x1`,
  );
  await context.close();
});

test("a service page lists its own rows, accredited first, and Add to request goes to /request with the row", async ({
  page,
}, testInfo) => {
  const transformers = findService("Transformers")!;
  await page.goto(serviceHref(transformers));
  const section = page.getByRole("region", { name: serviceScope.heading });
  await expect(section).toBeVisible();
  await expect(section).toContainText(serviceScope.accreditedIntro);
  const badges = await section.locator("li[id^='row-'] span.rounded-full").allTextContents();
  const firstOutside = badges.indexOf(words.notAccredited);
  expect(firstOutside).toBeGreaterThan(0);
  expect(badges.slice(firstOutside).every((b) => b === words.notAccredited)).toBe(true);
  expect(badges.length).toBe(held((db) => scopeRowsOfService(db, "transformers")).length);
  await expect(
    section.locator(`li#row-${WINDING}`).getByRole("link", { name: new RegExp(words.add) }),
  ).toHaveAttribute("href", `/request?rows=${WINDING}x1`);
  await expect(section.getByRole("link", { name: serviceScope.all })).toHaveAttribute(
    "href",
    "/scope",
  );
  await expectNoAxeViolations(page);
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({
    path: testInfo.outputPath(`service-scope-${testInfo.project.name}.png`),
  });
});

test("the home page's accreditation section links to the scope", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: scopeLink.action })).toHaveAttribute(
    "href",
    "/scope",
  );
});
