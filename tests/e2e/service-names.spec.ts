import { expect, test, type Page } from "@playwright/test";
import { TESTING_NAMES } from "./menuNames";

/** The catalogue's ids written in capitals: they stay in links and `?id=` values, never in what a visitor reads. */
const CAPITAL_IDS = [
  "INSULATORS",
  "H BEAM",
  "PVC CONDUIT PIPE",
  "AB SWITCH",
  "ISOLATOR",
  "HIGH VOLTAGE",
  "AB CABLES",
];

/** What a visitor reads on the page: its text, its <title>, and the names its structured data gives. */
async function readable(page: Page) {
  const text = await page.locator("body").innerText();
  const title = await page.title();
  const names = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.flatMap((s) =>
        JSON.stringify(JSON.parse(s.textContent ?? "null")).match(/"name":"[^"]*"/g),
      ),
    );
  return [text, title, ...names].join("\n");
}

async function expectNoCapitalIds(page: Page) {
  const words = await readable(page);
  for (const id of CAPITAL_IDS) expect(words, id).not.toContain(id);
}

test("service cards name the services in title case; their links keep the ids", async ({
  page,
}) => {
  await page.goto("/service");
  const cards = page.locator("main article h3");
  await expect(cards).toHaveText(TESTING_NAMES);
  await expect(
    page.getByRole("link", { name: /^View details ?: PVC Conduit Pipe$/ }),
  ).toHaveAttribute("href", "/service-details?id=PVC%20CONDUIT%20PIPE");
  await expectNoCapitalIds(page);
});

test("a service's page: heading, enquiry, title, breadcrumbs and structured data in title case", async ({
  page,
}) => {
  await page.goto("/service-details?id=INSULATORS");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Insulators");
  await expect(page.getByRole("form", { name: "Request Insulators Testing" })).toBeVisible();
  await expect(page).toHaveTitle(/^Insulators Testing/);
  const ld = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "null")));
  const flat = JSON.stringify(ld);
  expect(flat).toContain('"@type":"Service","name":"Insulators"');
  expect(flat).toContain('"name":"Insulators","item":');
  // The ids stay where the site needs them: links and the enquiry's recorded service.
  await expect(page.locator('input[name="service_title"]')).toHaveValue("INSULATORS");
  await expectNoCapitalIds(page);
});

test("a sub-service: heading, back link and title name service and sub-service in title case", async ({
  page,
}) => {
  await page.goto("/service-steps?id=Transmission%20equipment&subId=AB%20SWITCH");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("AB Switch");
  const back = page.getByRole("link", { name: "Back to Transmission Equipment" });
  await expect(back).toHaveAttribute("href", "/service-details?id=Transmission%20equipment");
  await expect(page).toHaveTitle(/^AB Switch \| Transmission Equipment/);
  await expectNoCapitalIds(page);
});

test("/service-steps and the service index name every service and sub-service in title case", async ({
  page,
}) => {
  for (const path of [
    "/",
    "/service-steps",
    "/service-steps?id=INSULATORS",
    "/service-details",
    "/service-details?id=nothing-like-this",
    "/service-details?id=Cables",
  ]) {
    await page.goto(path);
    await expectNoCapitalIds(page);
  }
  await page.goto("/service-steps?id=INSULATORS");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Insulators");
});
