import { blogHref } from "@/content/blog";
import type { BlogPost } from "@/content/types";
import { allServices, serviceHref } from "@/content/services";
import { sitePaths } from "./paths";
import { absoluteUrl } from "@/lib/seo";
import { alternateLinks } from "@/lib/i18n/pages";

/** Every route, every service detail (header menu included) and every article on the site. */
export type SitemapEntry = {
  url: string;
  changeFrequency: "monthly" | "yearly";
  priority: number;
  /** A translated page's hreflang pair (both languages and x-default), absolute. */
  alternates?: { hreflang: string; url: string }[];
};

const alternatesOf = (path: string) => {
  const links = alternateLinks(path);
  return links.length
    ? { alternates: links.map((l) => ({ hreflang: l.hreflang, url: absoluteUrl(l.path) })) }
    : {};
};

export function sitemapEntries(posts: readonly BlogPost[]): SitemapEntry[] {
  return [
    ...sitePaths.map((path) => ({
      url: absoluteUrl(path),
      changeFrequency: "monthly" as const,
      priority: path === "/" ? 1 : 0.7,
      ...alternatesOf(path),
    })),
    ...allServices.map((s) => ({
      url: absoluteUrl(serviceHref(s)),
      changeFrequency: "monthly" as const,
      priority: 0.8,
    })),
    ...posts.map((p) => ({
      url: absoluteUrl(blogHref(p)),
      changeFrequency: "yearly" as const,
      priority: 0.5,
    })),
  ];
}
