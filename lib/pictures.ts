/**
 * Which illustrations pages show as WebP copies instead of their SVG source.
 *
 * An SVG in an <img> is a whole document that the page's main thread parses,
 * lays out and paints; a WebP is decoded off the main thread. Measured in
 * Lighthouse on /about (4 runs each): total blocking time 52-75 ms with its
 * SVG pictures, 5-13 ms without them. The copies are made by
 * scripts/media/raster.ts from the SVGs, which stay the source (the brochure,
 * the share image and the structured data use them).
 *
 * Logos, icons and the first screen's picture (hero, banners: `priority`, the
 * largest paint) stay SVG: small, sharp at any size, and no larger download on
 * the way to the first paint.
 */
export const rasterFolders = [
  "about",
  "blog",
  "certificates",
  "gallery",
  "home",
  "news",
  "portfolio",
  "services",
] as const;

const RASTERED = new RegExp(`^/images/(${rasterFolders.join("|")})/[^?#]+\\.svg$`);

/** The file a page shows for `src`: its WebP copy where one is made, else `src`. */
export function shownPicture(src: string): string {
  return RASTERED.test(src) ? src.replace(/\.svg$/, ".webp") : src;
}
