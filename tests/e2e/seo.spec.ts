import { expect, test, type Page } from "@playwright/test";
import { blogPosts } from "@/content/blog";
import { services } from "@/content/services";
import { sitePaths as routes } from "@/lib/routes/paths";
import { boardIn } from "./careerBoard";

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

test("JSON-LD: a JobPosting per opening on the board with Google's required fields", async ({
  page,
}) => {
  await page.goto("/career");
  const jobs = ofType(await jsonLd(page), "JobPosting");
  expect(jobs.map((j) => j.title)).toEqual(
    (await boardIn()).flatMap((c) => c.openings.map((o) => o.title)),
  );
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
  expect(ofType(await jsonLd(page), "Service").length).toBe(services.length);
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
