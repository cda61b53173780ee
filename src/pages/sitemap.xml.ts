import type { APIRoute } from "astro";
import { livePosts } from "@/lib/articles/publicView";
import { sitemapEntries } from "@/lib/routes/sitemap";

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

/** Every route, every service detail (header menu included) and every article on the site. */
export const GET: APIRoute = async () =>
  new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemapEntries(
      await livePosts(new Date()),
    )
      .map(
        (e) =>
          `<url><loc>${escape(e.url)}</loc><changefreq>${e.changeFrequency}</changefreq><priority>${e.priority}</priority></url>`,
      )
      .join("\n")}\n</urlset>\n`,
    { headers: { "Content-Type": "application/xml; charset=utf-8" } },
  );
