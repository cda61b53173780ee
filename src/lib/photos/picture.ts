import type { Photo } from "./types";

/** A format's `srcset`: each width's URL with its `w` descriptor, narrowest first. */
export function photoSrcset(photo: Photo, format: "avif" | "webp"): string {
  return photo.variants
    .filter((v) => v.format === format)
    .sort((a, b) => a.width - b.width)
    .map((v) => `${v.url} ${v.width}w`)
    .join(", ");
}

/** The <img>'s own src (for a browser without srcset): the widest WebP no wider than 960 px. */
export function photoFallbackSrc(photo: Photo): string {
  const webp = photo.variants.filter((v) => v.format === "webp").sort((a, b) => a.width - b.width);
  return (webp.filter((v) => v.width <= 960).at(-1) ?? webp[0])?.url ?? "";
}

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

/**
 * The same <picture> as components/PhotoPicture.tsx, as an HTML string (for
 * the article renderer, which works on HTML). Every value is escaped.
 */
export function photoPictureHtml(
  photo: Photo,
  sizes: string,
  { loading = "lazy", alt = photo.alt }: { loading?: "lazy" | "eager"; alt?: string } = {},
): string {
  const e = escapeHtml;
  return (
    `<picture class="block">` +
    `<source type="image/avif" srcset="${e(photoSrcset(photo, "avif"))}" sizes="${e(sizes)}">` +
    `<source type="image/webp" srcset="${e(photoSrcset(photo, "webp"))}" sizes="${e(sizes)}">` +
    `<img src="${e(photoFallbackSrc(photo))}" width="${photo.width}" height="${photo.height}" alt="${e(alt)}" loading="${loading}" decoding="async">` +
    `</picture>`
  );
}
