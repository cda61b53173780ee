import { createHash } from "node:crypto";

/**
 * The inline script that hands the heading font to the browser as bytes
 * (components/layout/HeadingFont.astro), and its hash for the page's
 * Content-Security-Policy. The hash is given to Astro in astro.config.mjs,
 * not added while the page renders: a layout that awaits its data (the
 * certificates, the brochure) renders its <head> after Astro has written the
 * policy header, and a hash added then was lost (the font refused, fetched as
 * a file, on every page).
 */
export const headingFontScript = (woff2Base64: string): string =>
  `document.fonts.add(new FontFace("Outfit",Uint8Array.from(atob("${woff2Base64}"),(c)=>c.charCodeAt(0)),{weight:"500 700"}));`;

export const scriptHash = (code: string): `sha256-${string}` =>
  `sha256-${createHash("sha256").update(code).digest("base64")}`;
