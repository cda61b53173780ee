import type { Metadata } from "next";
import { env } from "@/lib/env";
import { site } from "@/content/site";

export const siteUrl = env.NEXT_PUBLIC_SITE_URL.replace(/\/$/, "");

export const absoluteUrl = (path: string) =>
  `${siteUrl}${path.startsWith("/") ? path : `/${path}`}`;

type PageMeta = {
  /** Page title without the brand (the layout's template adds it). */
  title: string;
  /** The home page sits beside the layout, where the title template does not apply. */
  brandFirst?: boolean;
  description: string;
  /** Canonical path, e.g. "/about" or "/service-details?id=Cables". */
  path: string;
  keywords?: readonly string[];
  image?: string;
  type?: "website" | "article";
};

/** One helper for every route's metadata: title, description, canonical URL, social cards. */
export function pageMetadata({
  title,
  description,
  path,
  keywords,
  image,
  type = "website",
  brandFirst,
}: PageMeta): Metadata {
  const url = absoluteUrl(path);
  const images = [
    { url: image ?? "/opengraph-image", width: 1200, height: 630, alt: `${site.name}: ${title}` },
  ];
  return {
    title: brandFirst ? { absolute: `${site.name} | ${title}` } : title,
    description,
    keywords: keywords ? [...keywords] : undefined,
    alternates: { canonical: url },
    openGraph: {
      title: `${title} | ${site.name}`,
      description,
      url,
      siteName: site.name,
      locale: "en_IN",
      type,
      images,
    },
    twitter: {
      card: "summary_large_image",
      title: `${title} | ${site.name}`,
      description,
      images: images.map((i) => i.url),
    },
  };
}
