import { expect, test } from "@playwright/test";
import { blogPosts } from "@/content/blog";
import { galleryCategories } from "@/content/gallery";
import { sitePaths as routes } from "@/lib/routes/paths";

/** Every page is finished HTML: with scripts off it still has its heading, its text and working links. */
test.use({ javaScriptEnabled: false });

const pages = [
  ...routes,
  "/service-details?id=cables",
  "/service-steps?id=INSULATORS&subId=polymer%20pin%20insulator",
  `/blog-details?id=${blogPosts[0]!.id}`,
  "/blogs-list?page=1",
];

const checked = new Map<string, number>();

for (const route of pages) {
  test(`without script ${route} shows its heading, text and working links`, async ({
    page,
    request,
  }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
    expect((await main.innerText()).replace(/\s+/g, " ").length).toBeGreaterThan(300);

    const hrefs = await page
      .locator("main a[href], footer a[href]")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
    expect(hrefs.length).toBeGreaterThan(3);
    for (const href of new Set(hrefs)) {
      if (!href.startsWith("/") || href.startsWith("//")) continue;
      if (!checked.has(href)) checked.set(href, (await request.get(href)).status());
      expect(checked.get(href), `${route} links to ${href}`).toBeLessThan(400);
    }
  });
}

test("without script the gallery's tabs choose a category, the FAQ opens, the slider scrolls", async ({
  page,
}) => {
  await page.goto("/gallery");
  // The category tabs are radios: they choose without script.
  const tabs = page.getByRole("group", { name: "Gallery categories" });
  const shown = page.locator("main").getByRole("listitem").getByRole("img");
  await expect(shown).toHaveCount(galleryCategories[0]!.images.length);
  await tabs.getByText(galleryCategories[2]!.caption).click();
  await expect(tabs.getByRole("radio").nth(2)).toBeChecked();
  await expect(shown).toHaveCount(galleryCategories[2]!.images.length);
  await expect(shown.first()).toHaveAttribute("alt", galleryCategories[2]!.images[0]!.alt);

  await page.goto("/service");
  const faq = page.locator("#service-faq-title").locator("xpath=ancestor::section[1]");
  await faq.locator("summary").first().click();
  await expect(faq.locator("details").first()).toHaveAttribute("open");

  await page.goto("/");
  const slider = page.getByRole("region", { name: "Client testimonials" });
  const track = slider.locator("div").first();
  expect(await track.evaluate((t) => getComputedStyle(t).overflowX)).toBe("auto");
});

test("without script a lead form still sends: the browser posts it to the inbox", async ({
  page,
}) => {
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Request Consultation" });
  await form.getByLabel(/^Full name/).fill("Asha Nair");
  await form.getByLabel(/^E-mail/).fill("asha@example.in");
  await form.getByLabel(/^Phone/).fill("9826011223");
  await form.getByLabel(/^Message/).fill("Calibrate 12 energy meters.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page).toHaveURL(/\/message-sent\?form=consultation&ref=LEAD-/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("without script the browser checks each form before it goes: nothing empty or malformed reaches the inbox", async ({
  page,
}) => {
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Request Consultation" });
  const send = form.getByRole("button", { name: "Send Message" });
  const invalid = (label: RegExp) =>
    form.getByLabel(label).evaluate((el: HTMLInputElement) => !el.checkValidity());

  await send.click();
  await expect(page).toHaveURL(/\/contact$/);
  expect(await invalid(/^Full name/)).toBe(true);

  await form.getByLabel(/^Full name/).fill("Asha Nair");
  await form.getByLabel(/^E-mail/).fill("asha@");
  await form.getByLabel(/^Phone/).fill("12");
  await form.getByLabel(/^Message/).fill("Calibrate 12 energy meters.");
  await send.click();
  await expect(page).toHaveURL(/\/contact$/);
  expect(await invalid(/^E-mail/)).toBe(true);
  expect(await invalid(/^Phone/)).toBe(true);

  // The enquiry's file and service, and the appointment's date, carry their rules too.
  await page.goto("/service-steps?id=INSULATORS&subId=polymer%20pin%20insulator");
  const enquiry = page.locator("form").filter({ has: page.locator('input[type="file"]') });
  await expect(enquiry.locator('input[type="file"]')).toHaveAttribute("accept", ".pdf,.doc,.docx");
  await expect(enquiry.locator("select").first()).toHaveAttribute("required", "");
  await page.goto("/");
  const date = page.getByRole("form", { name: "Book an appointment" }).getByLabel(/^Date/);
  await expect(date).toHaveAttribute("min", /^\d{4}-\d{2}-\d{2}$/);
});

test("without script the header's menu opens as a plain disclosure with every page", async ({
  page,
}) => {
  await page.goto("/about");
  const menu = page
    .locator("header")
    .getByRole("group")
    .filter({ has: page.locator('summary[aria-label="Open menu"]') });
  await menu.locator("summary").click();
  for (const name of ["Home", "About", "All Services", "Cables", "ISO 9001", "Contact", "Gallery"])
    await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Download Brochure" })).toBeVisible();
  await menu.getByRole("link", { name: "Calibration", exact: true }).click();
  await expect(page).toHaveURL(/\/testing-and-certifications$/);
});

test("without script an unknown service or post answers 404 with its page and a way back", async ({
  page,
}) => {
  for (const [path, heading, back] of [
    ["/service-details?id=no-such-id", "Service not found", "/service"],
    ["/service-steps?id=Cables&subId=no-such-sub", "Service not found", "/service"],
    ["/blog-details?id=no-such-post", "Article not found", "/blogs"],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    const main = page.getByRole("main");
    await expect(main.locator(`a[href="${back}"]`).first()).toBeVisible();
    await expect(main.locator('a[href="/"]').first()).toBeVisible();
  }
});
