import { expect, test, type Page } from "@playwright/test";
import { blogHref, blogPosts } from "@/content/blog";
import { jobCategories } from "@/content/careers";
import { allServices, serviceHref, subServiceHref } from "@/content/services";
import { site } from "@/content/site";
import { sitePaths as routes } from "@/lib/routes/paths";

async function jsonLd(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((b) => {
    const parsed = JSON.parse(b) as unknown;
    return (Array.isArray(parsed) ? parsed : [parsed]) as Record<string, unknown>[];
  });
}
const ofType = (items: Record<string, unknown>[], type: string) =>
  items.filter(
    (i) => i["@type"] === type || (Array.isArray(i["@type"]) && i["@type"].includes(type)),
  );

test("every route has a unique title and description, a canonical URL and social cards", async ({
  page,
}) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const route of routes) {
    await page.goto(route);
    const title = await page.title();
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(titles.has(title), `${route} title "${title}" repeats`).toBe(false);
    expect(descriptions.has(description!), `${route} description repeats`).toBe(false);
    titles.add(title);
    descriptions.add(description!);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`${route === "/" ? "/?" : route}$`),
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /.+/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      /opengraph-image/,
    );
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
      "content",
      "summary_large_image",
    );
  }
});

test("the share image is a generated PNG", async ({ request }) => {
  const response = await request.get("/opengraph-image");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
});

test("sitemap lists every route, service detail and blog post; robots points at it", async ({
  request,
}) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  for (const route of routes) expect(xml).toContain(`${route === "/" ? "" : route}</loc>`);
  for (const s of allServices)
    expect(xml).toContain(`/service-details?id=${encodeURIComponent(s.title)}</loc>`);
  for (const p of blogPosts)
    expect(xml).toContain(`/blog-details?id=${encodeURIComponent(p.id)}</loc>`);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Sitemap: ");
  expect(robots).toContain("Disallow: /api/");
});

test("JSON-LD: LocalBusiness on the home page with the required properties", async ({ page }) => {
  await page.goto("/");
  const [lab] = ofType(await jsonLd(page), "LocalBusiness");
  expect(lab).toBeDefined();
  for (const key of [
    "name",
    "address",
    "geo",
    "telephone",
    "email",
    "openingHoursSpecification",
    "sameAs",
    "hasCertification",
    "url",
  ]) {
    expect(lab![key], key).toBeDefined();
  }
  expect((lab!.sameAs as string[]).length).toBe(2);
});

test("JSON-LD: a JobPosting per opening with Google's required fields", async ({ page }) => {
  await page.goto("/career");
  const jobs = ofType(await jsonLd(page), "JobPosting");
  expect(jobs).toHaveLength(jobCategories.flatMap((c) => c.openings).length);
  for (const job of jobs) {
    for (const key of [
      "title",
      "description",
      "datePosted",
      "validThrough",
      "hiringOrganization",
      "jobLocation",
      "employmentType",
    ]) {
      expect(job[key], `${String(job.title)} ${key}`).toBeDefined();
    }
  }
  expect(ofType(await jsonLd(page), "BreadcrumbList")).toHaveLength(1);
});

test("JSON-LD: Service and BreadcrumbList on service pages, BlogPosting on posts", async ({
  page,
}) => {
  await page.goto("/service");
  expect(ofType(await jsonLd(page), "Service").length).toBe(10);
  await page.goto("/service-details?id=Cables");
  const [service] = ofType(await jsonLd(page), "Service");
  expect(service).toMatchObject({ name: "Cables" });
  expect(ofType(await jsonLd(page), "BreadcrumbList")).toHaveLength(1);
  await page.goto(`/blog-details?id=${blogPosts[0]!.id}`);
  const [post] = ofType(await jsonLd(page), "BlogPosting");
  for (const key of ["headline", "datePublished", "image", "author", "publisher"])
    expect(post![key], key).toBeDefined();
  expect(String(post!.datePublished)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

test("the brand appears exactly once in every title and no word is doubled in titles and headings", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const pages = [
    ...routes,
    ...allServices.flatMap((s) => [
      serviceHref(s),
      ...s.subServices.map((sub) => subServiceHref(s, sub)),
    ]),
    ...blogPosts.map(blogHref),
  ];
  const doubled = /\b(\p{L}+)\s+\1\b/iu;
  const decode = (text: string) =>
    text
      .replace(/<[^>]+>/g, " ")
      .replace(/&amp;/g, "&")
      .replace(/&#39;|&apos;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/\s+/g, " ")
      .trim();
  const brand = new RegExp(site.name, "g");
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    const titles = [
      /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "",
      /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1] ?? "",
      /<meta name="twitter:title" content="([^"]*)"/.exec(html)?.[1] ?? "",
    ].map(decode);
    for (const title of titles) {
      expect(title.match(brand)?.length, `${path}: "${title}"`).toBe(1);
      expect(title, path).not.toMatch(doubled);
    }
    const headings = [...html.matchAll(/<(h[1-3]|caption|legend)\b[^>]*>([\s\S]*?)<\/\1>/g)].map(
      (m) => decode(m[2]!),
    );
    for (const heading of headings) expect(heading, `${path}: heading`).not.toMatch(doubled);
    // Breadcrumb and service names in structured data.
    for (const json of html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)) {
      for (const name of json[1]!.matchAll(/"name":"([^"]*)"/g)) {
        expect(name[1]!.match(brand)?.length ?? 0, `${path}: "${name[1]}"`).toBeLessThanOrEqual(1);
        expect(name[1], path).not.toMatch(doubled);
      }
    }
  }
});
