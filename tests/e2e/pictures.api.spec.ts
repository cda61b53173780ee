import { expect, test } from "@playwright/test";
import { blogHref, blogPosts } from "@/content/blog";
import { allServices, serviceHref, subServiceHref } from "@/content/services";
import { sitePaths as routes } from "@/lib/routes/paths";

/** Every picture a page names (src and each srcset copy) is served as an image. */
test("every picture on every page is there, in every copy", async ({ request }) => {
  test.setTimeout(180_000);
  const pages = [
    ...routes,
    ...allServices.flatMap((s) => [
      serviceHref(s),
      ...s.subServices.map((sub) => subServiceHref(s, sub)),
    ]),
    ...blogPosts.map(blogHref),
  ];
  const pictures = new Map<string, string>();
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    for (const img of html.matchAll(/<img\b[^>]*>/g)) {
      const src = /\bsrc="([^"]+)"/i.exec(img[0])?.[1];
      const srcset = /\bsrcset="([^"]+)"/i.exec(img[0])?.[1] ?? "";
      const copies = srcset.split(",").map((c) => c.trim().split(/\s+/)[0]!);
      for (const url of [src, ...copies]) if (url) pictures.set(url.replace(/&amp;/g, "&"), path);
    }
  }
  expect(pictures.size).toBeGreaterThan(50);
  for (const [url, page] of pictures) {
    const response = await request.get(url);
    expect(response.status(), `${url} on ${page}`).toBe(200);
    expect(response.headers()["content-type"], `${url} on ${page}`).toMatch(/^image\//);
  }
});
