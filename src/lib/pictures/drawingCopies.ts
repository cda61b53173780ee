import type { PictureCopy } from "@/content/types";

/** Widths of the AVIF copies `npm run pictures` makes of every drawing under /images. */
export const drawingCopyWidths = [400, 800, 1200] as const;

/** Where the copy of a drawing at a width lives (and where the build writes it). */
export function drawingCopyPath(svg: string, width: number): string {
  return `/raster${svg.replace(/\.svg$/, "")}-${width}.avif`;
}

/**
 * A drawing shown below the first screen is sent as AVIF copies: each SVG <img> costs the main
 * thread a document of its own while the page loads (30-60 ms at Lighthouse's 4x slowdown), an
 * AVIF is decoded off it. At quality 50 and effort 2 the 800 px copy of a service drawing is
 * 13 KB beside the SVG's 8 KB (WebP at quality 80: 22 KB; effort 4 saves 1.5 KB for 7x the
 * build time).
 * Copies up to twice the drawing's width (sharp screens); none for small drawings (icons), which
 * stay SVG.
 */
export function drawingCopies(src: string, width: number | undefined): PictureCopy[] | undefined {
  if (!src.startsWith("/images/") || !src.endsWith(".svg") || !width || width < 400) return;
  const fit = drawingCopyWidths.filter((w) => w <= 2 * width);
  return fit.map((w) => ({ src: drawingCopyPath(src, w), width: w }));
}
