import { blogPosts } from "@/content/blog";
import { allServices, serviceHref } from "@/content/services";
import { sitePaths } from "./paths";
import { absoluteUrl } from "@/lib/seo";

/** Every route, every service detail (header menu included) and every blog post. */
export type SitemapEntry = {
  url: string;
  changeFrequency: "monthly" | "yearly";
  priority: number;
};

export function sitemapEntries(): SitemapEntry[] {
  return [
    ...sitePaths.map((path) => ({
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
