import { blogPosts } from "@/content/blog";
import { pages } from "@/content/pages";
import { allServices, serviceHref } from "@/content/services";
import { absoluteUrl } from "@/lib/seo";

const diagnosticsRoutes = ["/gis-and-ais", "/cable-testing"];

/** Every route, every service detail (header menu included) and every blog post. */
export type SitemapEntry = {
  url: string;
  changeFrequency: "monthly" | "yearly";
  priority: number;
};

export function sitemapEntries(): SitemapEntry[] {
  const staticPaths = [...Object.values(pages).map((p) => p.path), ...diagnosticsRoutes];
  return [
    ...staticPaths.map((path) => ({
      url: absoluteUrl(path),
      changeFrequency: "monthly" as const,
      priority: path === "/" ? 1 : 0.7,
    })),
    ...allServices.map((s) => ({
      url: absoluteUrl(serviceHref(s)),
      changeFrequency: "monthly" as const,
      priority: 0.8,
    })),
    ...blogPosts.map((p) => ({
      url: absoluteUrl(`/blog-details?id=${encodeURIComponent(p.id)}`),
      changeFrequency: "yearly" as const,
      priority: 0.5,
    })),
  ];
}
