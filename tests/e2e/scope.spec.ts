import { expect, test, type Page } from "@playwright/test";
import { scopeSeed } from "@/content/scope";
import { allScopeRows, scopeRowsOfService, type ScopeRow } from "@/lib/scope/rows";
import { scopeLink, scopePage, serviceScope } from "@/content/scopePage";
import { ui } from "@/content/ui";
import { SCOPE_PAGE_ROWS } from "@/lib/scope/publicQuery";
import { findService, serviceHref } from "@/content/services";
import { expectNoAxeViolations } from "./axe";
import { suiteDb } from "./deskStaff";
import { onRecord } from "./record";

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
async function held<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await onRecord(suiteDb, read);
  } finally {
  }
}
const heldRows = (): Promise<ScopeRow[]> => held(allScopeRows);
const card = (page: Page, id: number) => page.locator(`li#row-${id}`);

/** Every card's text, page after page, following the list's own "Next" links. */
async function everyCard(page: Page): Promise<string[]> {
  const texts: string[] = [];
  for (let n = 1; ; n++) {
    // The address changes when the new page commits; its cards are there once it is parsed.
    await page.waitForLoadState("domcontentloaded");
    texts.push(...(await cards(page).allTextContents()));
    const next = page
      .getByRole("navigation", { name: words.search.pages })
      .getByRole("link", { name: ui.pagination.next });
    if ((await next.count()) === 0) return texts;
    await next.click();
    // Read the next page only once it is the one shown.
    await expect(page).toHaveURL(new RegExp(`[?&]page=${n + 1}(&|#|$)`));
  }
}

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
  // Thirty rows a page; the rest page after page, each row once.
  const all = (await heldRows()).length;
  expect(await cards(page).count()).toBe(Math.min(all, SCOPE_PAGE_ROWS));
  await expect(page.getByText(words.search.shown(1, SCOPE_PAGE_ROWS, all))).toBeVisible();
  expect(await everyCard(page)).toHaveLength(all);
  await expect(
    page.getByText(
      words.search.shown(SCOPE_PAGE_ROWS * (Math.ceil(all / SCOPE_PAGE_ROWS) - 1) + 1, all, all),
    ),
  ).toBeVisible();
  // "Add to request" on a later page comes back to the same page, at the row.
  await page.goto("/scope?page=2");
  const second = cards(page).first();
  const secondId = (await second.getAttribute("id"))!.slice("row-".length);
  await expect(second.getByRole("link", { name: new RegExp(words.add) })).toHaveAttribute(
    "href",
    `/scope?page=2&rows=${secondId}x1#row-${secondId}`,
  );
  // A page the list does not have: said, 400, the first page.
  const past = await page.goto("/scope?page=999");
  expect(past?.status()).toBe(400);
  await expect(page.getByText(words.search.wrongPage)).toBeVisible();
  await expect(page.getByText(words.search.shown(1, SCOPE_PAGE_ROWS, all))).toBeVisible();
  await page.goto("/scope");

  await page.getByLabel(words.search.label).fill("IS 2026");
  await page.getByLabel(words.search.label).press("Enter");
  await expect(page).toHaveURL(/\/scope\?q=IS\+2026/);
  await expect(page.getByText(/^\d+ rows found\.$/)).toBeVisible();
  const found = cards(page);
  expect(await found.count()).toBeGreaterThan(3);
  for (const text of await found.allTextContents()) expect(text).toContain("IS 2026");
  // Best matches first, each card naming its group.
  await expect(page.getByRole("heading", { level: 2, name: words.search.ranked })).toBeVisible();
  await expect(card(page, WINDING)).toContainText("Transformers");
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
  const calibration = await everyCard(page);
  expect(calibration.length).toBe(
    (await heldRows()).filter((r) => r.kind === "calibration").length,
  );
  for (const text of calibration) expect(text).toContain(words.columns.cmc);
  // Group and search together.
  await page.goto("/scope?q=withstand&group=Insulators");
  for (const text of await cards(page).allTextContents()) expect(text).toMatch(/withstand/i);
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
    /Find a test/,
    words.search.ranked,
  ]);
  // A filter the scope does not have: said, 400, all rows.
  const wrong = await page.goto("/scope?group=Bananas");
  expect(wrong?.status()).toBe(400);
  await expect(page.getByText(words.search.wrongFilter)).toBeVisible();
});

test("with no script, the search is a form that answers in the page; one character is too short", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/scope");
  await page.getByLabel(words.search.label).fill("I");
  await page.getByRole("button", { name: words.search.submit }).click();
  await expect(page).toHaveURL(/\/scope\?q=I&/);
  await expect(page.getByText(words.search.tooShort(2))).toBeVisible();
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

test("a buyer finds three rows with three spellings, words in any order, and takes them to the request", async ({
  page,
}, testInfo) => {
  const search = async (q: string) => {
    await page.getByLabel(words.search.label).fill(q);
    await page.getByRole("button", { name: words.search.submit }).click();
    await expect(page.getByRole("heading", { level: 2, name: words.search.ranked })).toBeVisible();
  };
  const add = async (id: number) => {
    await card(page, id)
      .getByRole("link", { name: new RegExp(words.add) })
      .click();
    await expect(card(page, id)).toContainText(words.added);
  };
  await page.goto("/scope");
  // The standard glued, then a word: the transformer's impulse test first.
  await search("IS2026 impulse");
  await expect(cards(page).first()).toHaveAttribute("id", `row-${IMPULSE}`);
  await add(IMPULSE);
  // An abbreviation among words in another order.
  await search("transformer oil BDV");
  await expect(cards(page).first()).toHaveAttribute("id", `row-${OIL_BDV}`);
  await add(OIL_BDV);
  // The standard with a colon, after the words.
  await search("winding resistance IS:2026");
  await expect(cards(page).first()).toHaveAttribute("id", `row-${WINDING}`);
  await add(WINDING);
  await expect(page.getByText(words.basket.count(3))).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({
    path: testInfo.outputPath(`scope-three-spellings-${testInfo.project.name}.png`),
  });
  await page.getByRole("link", { name: words.basket.go }).click();
  await expect(page).toHaveURL(
    new RegExp(`/request\\?rows=${IMPULSE}x1%2C${OIL_BDV}x1%2C${WINDING}x1$`),
  );

  // No row has every word: said, and the nearest rows shown.
  await page.goto("/scope?q=bushing+impulse+transformer+oil");
  await expect(page.getByText(words.search.none)).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: words.search.nearest })).toBeVisible();
  expect(await cards(page).count()).toBeGreaterThan(0);
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
  expect(badges.length).toBe((await held(() => scopeRowsOfService("transformers"))).length);
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
