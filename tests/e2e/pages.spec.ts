import { expect, test, type Locator, type Page } from "@playwright/test";
import { CERTIFICATE_AUTOPLAY_MS } from "@/components/sections/CertificateSlider";
import { blogDetailSections, blogPosts } from "@/content/blog";
import { galleryCategories } from "@/content/gallery";
import { services } from "@/content/services";
import { site } from "@/content/site";
import { boardIn } from "./careerBoard";
import { pauseClock } from "./clock";

const main = "main";

test("home: hero calls to action, shortcut cards, stats, six services, intro, appointment, testimonials", async ({
  page,
}) => {
  await page.goto("/");
  const m = page.locator(main);
  // The spec's /contact, with the service the button stands for chosen (issue 23).
  await expect(m.getByRole("link", { name: "Book a Test Schedule" })).toHaveAttribute(
    "href",
    /^\/contact\?service=/,
  );
  await expect(m.getByRole("link", { name: "Tests & Services" })).toHaveAttribute(
    "href",
    "/service",
  );
  await expect(m.getByRole("link", { name: /^Enquire now/ })).toHaveCount(3);
  for (const link of await m.getByRole("link", { name: /^Enquire now/ }).all())
    await expect(link).toHaveAttribute("href", /^\/contact\?service=/);
  await expect(m.getByRole("region", { name: "The lab in figures" }).locator("dd")).toHaveText([
    "8+",
    "60000+",
    "2+",
    "100+",
  ]);
  const grid = m
    .getByRole("heading", { name: "Our Testing Services" })
    .locator("xpath=ancestor::section[1]");
  await expect(grid.getByRole("article")).toHaveCount(6);
  await expect(m.getByRole("link", { name: "All Services" })).toHaveAttribute("href", "/service");
  await expect(m.getByRole("link", { name: "Test Your Product" })).toHaveAttribute(
    "href",
    "/contact",
  );
  await expect(m.getByRole("form", { name: "Book an appointment" })).toBeVisible();
  await expect(
    m.getByRole("form", { name: "Quick Enquiry" }).getByRole("button", { name: "Submit" }),
  ).toBeVisible();
  await expect(
    m.getByRole("form", { name: "Quick Enquiry" }).getByLabel("Message"),
  ).toHaveAttribute("rows", "6");
  await expect(
    m.getByRole("region", { name: "Client testimonials" }).getByRole("group"),
  ).toHaveCount(2);
});

/**
 * Runs the page's paused clock in steps until the slider's counter changes;
 * answers the new text. Gives up (failing) after `withinMs`.
 */
async function runUntilNextSlide(page: Page, counter: Locator, withinMs: number) {
  const before = await counter.textContent();
  for (let ran = 0; ran < withinMs; ran += STEP_MS) {
    await page.clock.runFor(STEP_MS);
    const now = await counter.textContent();
    if (now !== before) return now;
  }
  throw new Error(`the slider stayed on ${before} for ${withinMs} ms`);
}
const STEP_MS = 100;
/** The spec: the testimonials turn every 3 s. */
const TESTIMONIAL_AUTOPLAY_MS = 3_000;

test("testimonial slider autoplays every 3 s, loops, and pauses on hover and focus", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto("/");
  const slider = page.getByRole("region", { name: "Client testimonials" });
  await slider.scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  await expect(slider).toHaveAttribute("data-playing", "true");
  await pauseClock(page);
  const counter = slider.locator("span[aria-hidden=true]").filter({ hasText: "/" });
  await expect(counter).toHaveText("1 / 2");
  // The first turn comes within 3 s of the autoplay starting (which was before the pause)...
  expect(await runUntilNextSlide(page, counter, TESTIMONIAL_AUTOPLAY_MS + STEP_MS)).toBe("2 / 2");
  // ...and the next exactly 3 s after it (to a step), back to the first: a loop.
  await page.clock.runFor(TESTIMONIAL_AUTOPLAY_MS - 2 * STEP_MS);
  await expect(counter).toHaveText("2 / 2");
  await page.clock.runFor(3 * STEP_MS);
  await expect(counter).toHaveText("1 / 2");

  await slider.hover();
  await expect(slider).toHaveAttribute("data-playing", "false");
  await page.clock.runFor(4 * TESTIMONIAL_AUTOPLAY_MS);
  await expect(counter).toHaveText("1 / 2");
  await page.mouse.move(0, 0);
  await expect(slider).toHaveAttribute("data-playing", "true");
  expect(await runUntilNextSlide(page, counter, TESTIMONIAL_AUTOPLAY_MS + STEP_MS)).toBe("2 / 2");

  await slider.getByRole("button", { name: "Next slide" }).focus();
  await expect(slider).toHaveAttribute("data-playing", "false");
  await page.clock.runFor(4 * TESTIMONIAL_AUTOPLAY_MS);
  await expect(counter).toHaveText("2 / 2");
});

test("certificate slider autoplays and loops too, with a pause button", async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  const slider = page.getByRole("region", { name: "Our certificates" });
  await slider.scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  await expect(slider).toHaveAttribute("data-playing", "true");
  await pauseClock(page);
  const counter = slider.locator("span[aria-hidden=true]").filter({ hasText: "/" });
  const first = await counter.textContent();
  expect(await runUntilNextSlide(page, counter, CERTIFICATE_AUTOPLAY_MS + STEP_MS)).not.toBe(first);
  await slider.getByRole("button", { name: "Pause" }).click();
  await expect(slider.getByRole("button", { name: "Play" })).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(slider).toHaveAttribute("data-playing", "false");
  const paused = await counter.textContent();
  await page.clock.runFor(4 * CERTIFICATE_AUTOPLAY_MS);
  await expect(counter).toHaveText(paused!);
});

test("no autoplay under reduced motion", async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.goto("/");
  const slider = page.getByRole("region", { name: "Client testimonials" });
  await expect(slider).toHaveAttribute("data-playing", "false");
  await expect(slider.getByRole("button", { name: "Pause" })).toHaveCount(0);
  await context.close();
});

test("/service: every service card links to its details; five stats; six FAQs", async ({
  page,
}) => {
  await page.goto("/service");
  const cards = page.locator(main).getByRole("link", { name: /^View details/ });
  await expect(cards).toHaveCount(services.length);
  for (const [i, s] of services.entries()) {
    await expect(cards.nth(i)).toHaveAttribute(
      "href",
      `/service-details?id=${encodeURIComponent(s.title)}`,
    );
  }
  await expect(
    page.getByRole("region", { name: "Why clients choose us" }).locator("dd"),
  ).toHaveCount(5);
  await expect(
    page.locator("#service-faq-title").locator("xpath=ancestor::section[1]").locator("summary"),
  ).toHaveCount(6);
});

test("FAQ: one answer open at a time; clicking the open question closes it", async ({ page }) => {
  await page.goto("/service");
  const faq = page.locator("#service-faq-title").locator("xpath=ancestor::section[1]");
  // An exclusive <details name> accordion: the open state is the details element's.
  const q = faq.locator("summary");
  const item = faq.locator("details");
  const open = faq.locator("details[open]");
  await q.nth(0).click();
  await expect(item.nth(0)).toHaveAttribute("open");
  await q.nth(1).click();
  await expect(item.nth(1)).toHaveAttribute("open");
  await expect(item.nth(0)).not.toHaveAttribute("open");
  await expect(open).toHaveCount(1);
  await expect(item.nth(1).getByRole("paragraph")).toBeVisible();
  await q.nth(1).click();
  await expect(open).toHaveCount(0);
  // keyboard
  await q.nth(2).focus();
  await page.keyboard.press("Enter");
  await expect(item.nth(2)).toHaveAttribute("open");
  await page.keyboard.press("Space");
  await expect(item.nth(2)).not.toHaveAttribute("open");
});

test("/service-details matches ids case-insensitively and shows sub-services, form, FAQ and sidebar", async ({
  page,
}) => {
  const response = await page.goto("/service-details?id=insulators");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Insulators");
  const explore = page.locator(main).getByRole("link", { name: /^Explore/ });
  await expect(explore).toHaveCount(6);
  await expect(explore.first()).toHaveAttribute("href", /^\/service-steps\?id=INSULATORS&subId=/);
  await expect(page.getByRole("form", { name: /Request Insulators Testing/ })).toBeVisible();
  await expect(
    page.locator("#service-faq-title").locator("xpath=..").locator("summary"),
  ).toHaveCount(6);
  const sidebar = page.getByRole("complementary", { name: "Sidebar" });
  await expect(
    sidebar.getByRole("navigation", { name: "Testing Services" }).getByRole("link"),
  ).toHaveCount(services.length);
  await expect(
    sidebar
      .getByRole("heading", { name: "Recent Publications" })
      .locator("xpath=..")
      .getByRole("listitem"),
  ).toHaveCount(5);
  await expect(
    sidebar.getByRole("heading", { name: "Portfolio" }).locator("xpath=..").getByRole("img"),
  ).toHaveCount(4);
  await expect(sidebar.getByPlaceholder("Enter professional email")).toBeVisible();
  await expect(sidebar.getByRole("link", { name: site.phones[0]!.display })).toBeVisible();
});

test("the service's own options fill the enquiry selector (Cables)", async ({ page }) => {
  await page.goto("/service-details?id=CABLES");
  const select = page.getByRole("form", { name: /Request Cables Testing/ }).getByLabel("Service");
  // The visitor reads title case; the spec's values are what the lead records.
  await expect(select.locator("option")).toHaveText([
    "Choose a service...",
    "High Voltage",
    "Low Voltage",
    "AB Cables",
    "Other",
  ]);
  expect(
    await select.locator("option").evaluateAll((os) => os.map((o) => o.getAttribute("value"))),
  ).toEqual(["", "HIGH VOLTAGE", "LOW VOLTAGE", "AB CABLES", "Other"]);
});

test("sub-service view on /service-steps and /service-details, case-insensitive", async ({
  page,
}) => {
  for (const url of [
    "/service-steps?id=transformers&subId=dtr",
    "/service-details?id=TRANSFORMERS&subId=Dtr",
  ]) {
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("DTR");
    await expect(page.getByRole("heading", { name: "Specification" })).toBeVisible();
    await expect(page.getByRole("form", { name: "Schedule Your Testing" })).toBeVisible();
  }
});

test("unknown service, sub-service or post: helpful 404 with links back; no id: an index", async ({
  page,
  request,
}) => {
  for (const url of [
    "/service-details?id=nothing",
    "/service-steps?id=Cables&subId=nothing",
    "/service-details?id=Cables&subId=zzz",
  ]) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service not found");
    await expect(page.locator(main).getByRole("link", { name: "All Services" })).toHaveAttribute(
      "href",
      "/service",
    );
  }
  // Every article on the site: the seed's 8, or more once the lab (or another spec) publishes.
  const live = ((await (await request.get("/rss.xml")).text()).match(/<item>/g) ?? []).length;
  expect(live).toBeGreaterThanOrEqual(8);
  const blog = await page.goto("/blog-details?id=nope");
  expect(blog?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Article not found");
  // Every article, then the ways back.
  await expect(page.locator(main).getByRole("listitem").getByRole("link")).toHaveCount(live);
  await expect(page.locator(main).getByRole("link", { name: "All Articles" })).toHaveAttribute(
    "href",
    "/blogs",
  );
  await expect(page.locator(main).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");

  for (const url of ["/service-details", "/service-steps"]) {
    expect((await page.goto(url))?.status()).toBe(200);
    await expect(
      page
        .locator(main)
        .getByRole("link", { name: new RegExp(`(^|: )${services[0]!.title}$`) })
        .first(),
    ).toBeVisible();
  }
  expect((await page.goto("/blog-details"))?.status()).toBe(200);
  await expect(page.locator(main).getByRole("link", { name: /^Read More/ })).toHaveCount(live);
});

test("blogs: 8 cards and Load More; list with working pagination; details with fixed sections", async ({
  page,
  request,
}) => {
  // The seed has 8 articles; the lab (or another spec) may have published more.
  const live = ((await (await request.get("/rss.xml")).text()).match(/<item>/g) ?? []).length;
  expect(live).toBeGreaterThanOrEqual(8);
  await page.goto("/blogs");
  await expect(page.locator(main).getByRole("article")).toHaveCount(8);
  await page.getByRole("link", { name: "Load More" }).click();
  await expect(page).toHaveURL(/\/blogs-list$/);
  // The spec's 8 article rows a page; a later page only when there are more.
  await expect(page.locator(main).getByRole("article")).toHaveCount(8);
  const pager = page.getByRole("navigation", { name: "Pagination" });
  await expect(pager.getByRole("button", { name: "Previous" })).toBeDisabled();
  if (live === 8) await expect(pager.getByRole("button", { name: "Next" })).toBeDisabled();
  else await expect(pager.getByRole("link", { name: "Next" })).toBeVisible();
  expect((await page.goto("/blogs-list?page=2"))?.status()).toBe(live > 8 ? 200 : 404);

  const post = blogPosts[0]!;
  await page.goto(`/blog-details?id=${post.id.toUpperCase()}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
  await expect(page.getByText("by Senior Calibration Specialist | 8 min read")).toBeVisible();
  for (const s of blogDetailSections)
    await expect(page.getByRole("heading", { name: s.heading, exact: true })).toBeVisible();
  await expect(page.getByText("Share", { exact: true })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Sidebar" })).toBeVisible();
});

test("career: tabs with counts, first selected, arrows move; rows with en-IN dates and an Apply link", async ({
  page,
}) => {
  // The board the database holds today (the seed on a fresh one; the desk may have changed it).
  const jobCategories = await boardIn();
  await page.goto("/career");
  await expect(page.locator(main).getByRole("link", { name: "Career Benefits" })).toHaveAttribute(
    "href",
    "/career-benefit",
  );
  await expect(page.locator(main).getByRole("link", { name: "Contact Now" })).toHaveAttribute(
    "href",
    "/contact",
  );
  // The tabs are radios (they work before and without script); only the chosen category's openings show.
  const board = page.getByRole("region", { name: "Current Openings" });
  const tabs = board.getByRole("group", { name: "Job categories" }).getByRole("radio");
  await expect(tabs).toHaveCount(jobCategories.length);
  for (const [i, c] of jobCategories.entries())
    await expect(tabs.nth(i)).toHaveAccessibleName(`${c.name} ${c.openings.length}`);
  await expect(tabs.first()).toBeChecked();
  const openings = board.getByRole("listitem").filter({ has: page.getByRole("heading") });
  await expect(openings).toHaveCount(jobCategories[0]!.openings.length);
  const job = jobCategories[0]!.openings[0]!;
  const [y, mth, d] = job.deadline.split("-").map(Number);
  await expect(openings.first()).toContainText(`Apply before ${d}/${mth}/${y}`);
  await expect(
    board.getByRole("link", { name: new RegExp(`^Apply now ?: ${job.title}$`) }),
  ).toHaveAttribute("href", `/career/apply?opening=${job.id}`);
  await tabs.first().focus();
  await page.keyboard.press("ArrowRight");
  await expect(tabs.nth(1)).toBeChecked();
  await expect(openings).toHaveCount(jobCategories[1]!.openings.length);
  await expect(openings.first()).toContainText(jobCategories[1]!.openings[0]!.title);
});

test("career-benefit: six blocks and 'Career-Related Questions' with 8 questions", async ({
  page,
}) => {
  await page.goto("/career-benefit");
  await expect(page.getByRole("region", { name: "Benefits" }).getByRole("listitem")).toHaveCount(6);
  const faq = page
    .getByRole("heading", { name: "Career-Related Questions" })
    .locator("xpath=ancestor::section[1]");
  await expect(faq.locator("summary")).toHaveCount(8);
});

test("about: 5 certificates, FAQ of 6, 4 news cards to /contact", async ({ page }) => {
  await page.goto("/about");
  await expect(
    page
      .getByRole("heading", { name: "Certifications" })
      .locator("xpath=ancestor::section[1]")
      .getByRole("figure"),
  ).toHaveCount(5);
  await expect(
    page
      .getByRole("heading", { name: "Frequently Asked Questions" })
      .locator("xpath=ancestor::section[1]")
      .locator("summary"),
  ).toHaveCount(6);
  const news = page
    .getByRole("heading", { name: "News and Update" })
    .locator("xpath=ancestor::section[1]")
    .getByRole("link");
  await expect(news).toHaveCount(4);
  for (const link of await news.all()) await expect(link).toHaveAttribute("href", "/contact");
});

test("gallery: four tabs, first selected, image grid per tab", async ({ page }) => {
  await page.goto("/gallery");
  const group = page.getByRole("group", { name: "Gallery categories" });
  const tabs = group.getByRole("radio");
  await expect(tabs).toHaveCount(4);
  await expect(tabs.first()).toBeChecked();
  // The seed's drawings (photos the lab uploads come first in their tab).
  const shown = page.locator("main").getByRole("listitem").locator('img[src^="/images/gallery/"]');
  await expect(shown).toHaveCount(galleryCategories[0]!.images.length);
  await group.getByText(galleryCategories[3]!.caption).click();
  await expect(tabs.nth(3)).toBeChecked();
  await expect(shown).toHaveCount(galleryCategories[3]!.images.length);
  await expect(shown.first()).toHaveAttribute("alt", galleryCategories[3]!.images[0]!.alt);
});

test("contact: address, phones, e-mail, five expertise items, consultation form, map", async ({
  page,
}) => {
  await page.goto("/contact");
  const m = page.locator(main);
  await expect(m.getByRole("link", { name: site.email })).toHaveAttribute(
    "href",
    `mailto:${site.email}`,
  );
  for (const p of site.phones)
    await expect(
      m.getByRole("link", { name: new RegExp(p.display.replace("+", "\\+")) }),
    ).toHaveAttribute("href", `tel:${p.tel}`);
  await expect(
    m.getByRole("heading", { name: "Our Expertise" }).locator("xpath=..").getByRole("listitem"),
  ).toHaveCount(5);
  await expect(m.getByRole("form", { name: "Request Consultation" })).toBeVisible();
  const map = m.locator("iframe");
  await expect(map).toHaveAttribute("title", /Map/);
  // The map's address goes in as the visitor comes near it, not with the first paint.
  await expect(map).not.toHaveAttribute("src");
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute("src", site.mapEmbedUrl);
});

// Issue 23: the booking buttons open the page's own on-site enquiry (services.spec.ts), not /contact.
for (const [path, columns, rows, cta, enquiry] of [
  [
    "/cable-testing",
    ["Test Type", "Equipment Specification", "Measurement/Application", "Testing Standard"],
    6,
    "Book Cable Testing",
    "#cable-enquiry",
  ],
  [
    "/gis-and-ais",
    ["Parameter/Equipment", "Specification/Range", "Application", "Standard Compliance"],
    9,
    "Book Testing Service",
    "#gis-enquiry",
  ],
] as const) {
  test(`${path}: meta, hero CTA, six benefits, five capabilities, spec table, three FAQs, Schedule Testing`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", /.+/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
    await expect(page.locator(main).getByRole("link", { name: cta })).toHaveAttribute(
      "href",
      enquiry,
    );
    await expect(
      page
        .getByRole("heading", { name: "Key Benefits" })
        .locator("xpath=ancestor::section[1]")
        .getByRole("listitem"),
    ).toHaveCount(6);
    await expect(
      page
        .getByRole("heading", { name: "What we measure" })
        .locator("xpath=ancestor::section[1]")
        .getByRole("article"),
    ).toHaveCount(5);
    const table = page.getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText([...columns]);
    await expect(table.locator("tbody tr")).toHaveCount(rows);
    await expect(
      page.locator("[id$='-faq-title']").locator("xpath=ancestor::section[1]").locator("summary"),
    ).toHaveCount(3);
    await expect(
      page.locator(main).getByRole("link", { name: "Schedule Testing" }),
    ).toHaveAttribute("href", enquiry);
  });
}

test("testing-and-certifications: five programmes, why-choose-us, Enquire Now, maps link", async ({
  page,
}) => {
  await page.goto("/testing-and-certifications");
  await expect(page.getByRole("heading", { name: "Modules" })).toHaveCount(5);
  await expect(page.locator(main).getByRole("link", { name: "Enquire Now" })).toHaveAttribute(
    "href",
    "#training-enquiry",
  );
  await expect(page.locator(main).getByRole("link", { name: /opens Google Maps/ })).toHaveAttribute(
    "href",
    site.mapsUrl,
  );
});

test("privacy policy: DPDP Act text and six FAQ items", async ({ page }) => {
  await page.goto("/privacy-policy");
  await expect(page.locator(main)).toContainText("Digital Personal Data Protection Act");
  await expect(
    page.locator("#privacy-faq-title").locator("xpath=ancestor::section[1]").locator("summary"),
  ).toHaveCount(6);
});

test("index pages whose first screen is a list fetch its first photo early and the rest lazily", async ({
  page,
}) => {
  for (const url of ["/service-details", "/blog-details"]) {
    const response = await page.goto(url);
    const photos = page.locator(`${main} article > img:first-child`);
    const first = photos.first();
    await expect(first, url).toHaveAttribute("loading", "eager");
    await expect(first, url).toHaveAttribute("fetchpriority", "high");
    // It really is on the first screen, at phone and desktop widths alike.
    const box = await first.boundingBox();
    expect(box!.y, url).toBeLessThan(page.viewportSize()!.height);
    await expect(photos.nth(1), url).toHaveAttribute("loading", "lazy");
    // The preload hint is at the top of <head>, before the inline styles.
    const src = await first.getAttribute("src");
    const head = (await response!.text()).split("<style")[0]!;
    expect(head, url).toContain(
      `<link rel="preload" as="image" href="${src}" fetchpriority="high">`,
    );
  }
  // On the home page the service cards are further down: they stay lazy.
  await page.goto("/");
  await expect(page.locator(`${main} li > article > img:first-child`).first()).toHaveAttribute(
    "loading",
    "lazy",
  );
});
