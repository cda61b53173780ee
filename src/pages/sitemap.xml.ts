import type { APIRoute } from "astro";
import { livePosts } from "@/lib/articles/publicView";
import { sitemapEntries, type SitemapEntry } from "@/lib/routes/sitemap";

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

const alternates = (e: SitemapEntry) =>
  (e.alternates ?? [])
    .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escape(a.url)}"/>`)
    .join("");

/**
 * Every route, every service detail (header menu included) and every article on the site; a
 * translated page with its hreflang pair (xhtml:link).
 */
export const GET: APIRoute = async () =>
  new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${sitemapEntries(
      await livePosts(new Date()),
    )
      .map(
        (e) =>
          `<url><loc>${escape(e.url)}</loc><changefreq>${e.changeFrequency}</changefreq><priority>${e.priority}</priority>${alternates(e)}</url>`,
      )
      .join("\n")}\n</urlset>\n`,
    { headers: { "Content-Type": "application/xml; charset=utf-8" } },
  );
