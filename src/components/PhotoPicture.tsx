import { photoFallbackSrc, photoSrcset } from "@/lib/photos/picture";
import type { Photo } from "@/lib/photos/types";

/**
 * A photo uploaded on the desk: AVIF for the browsers that take it, WebP for
 * the others, each at the width the layout needs (`sizes`); the <img> carries
 * the photo's width and height, so the page does not move as it loads.
 */
export function PhotoPicture({
  photo,
  sizes,
  className,
  loading = "lazy",
}: {
  photo: Photo;
  sizes: string;
  className?: string;
  loading?: "lazy" | "eager";
}) {
  return (
    <picture>
      <source type="image/avif" srcSet={photoSrcset(photo, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={photoSrcset(photo, "webp")} sizes={sizes} />
      <img
        src={photoFallbackSrc(photo)}
        width={photo.width}
        height={photo.height}
        alt={photo.alt}
        className={className}
        loading={loading}
        decoding="async"
        fetchPriority={loading === "eager" ? "high" : undefined}
      />
    </picture>
  );
}
