import { serverEnv } from "@/lib/env/server";
import { site } from "@/content/site";

/** The public origin, from SITE_URL when the server starts (every page renders on request). */
export const siteUrl = serverEnv.SITE_URL;

export const absoluteUrl = (path: string) =>
  `${siteUrl}${path.startsWith("/") ? path : `/${path}`}`;

/** The share card every page uses (src/pages/opengraph-image.ts draws it at build time). */
export const SHARE_IMAGE = { path: "/opengraph-image", width: 1200, height: 630 } as const;

type PageMeta = {
  /** Page title without the brand (the brand is added once). */
  title: string;
  /** The home page puts the brand first. */
  brandFirst?: boolean;
  description: string;
  /** Canonical path, e.g. "/about" or "/service-details?id=Cables". */
  path: string;
  keywords?: readonly string[];
  image?: string;
  type?: "website" | "article";
};

/** Everything the layout writes into <head> for one page. */
export type PageHead = {
  title: string;
  description?: string;
  keywords?: string;
  canonical?: string;
  noindex?: boolean;
  social?: {
    title: string;
    description: string;
    url: string;
    type: "website" | "article";
    image: string;
    imageAlt: string;
  };
};

export const brandedTitle = (title: string) => `${title} | ${site.name}`;

/** One helper for every route's head: title, description, canonical URL, social cards. */
export function pageHead({
  title,
  description,
  path,
  keywords,
  image,
  type = "website",
  brandFirst,
}: PageMeta): PageHead {
  const url = absoluteUrl(path);
  return {
    title: brandFirst ? `${site.name} | ${title}` : brandedTitle(title),
    description,
    keywords: keywords?.join(","),
    canonical: url,
    social: {
      title: brandedTitle(title),
      description,
      url,
      type,
      image: absoluteUrl(image ?? SHARE_IMAGE.path),
      imageAlt: `${site.name}: ${title}`,
    },
  };
}

/** Pages that search engines should not list (message pages, not found). */
export const unlistedPage = (title: string): PageHead => ({
  title: brandedTitle(title),
  noindex: true,
});
