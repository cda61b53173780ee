import { expect, test } from "@playwright/test";
import { blogHref, blogPosts } from "@/content/blog";
import { allServices, serviceHref, subServiceHref } from "@/content/services";
import { site } from "@/content/site";
import { sitePaths as routes } from "@/lib/routes/paths";

/** What search engines and link previews fetch, over HTTP. */

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
