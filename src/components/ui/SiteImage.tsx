import type { ImgHTMLAttributes } from "react";
import type { PictureCopy } from "@/content/types";
import { drawingCopies } from "@/lib/pictures/drawingCopies";

type Props = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  "src" | "srcSet" | "sizes" | "alt" | "width" | "height"
> & {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  /** Narrower copies of a photo; with `sizes`, the browser fetches the one the layout needs. */
  srcset?: PictureCopy[];
  /** How wide the picture is drawn; written only with a srcset (HTML allows it nowhere else). */
  sizes?: string;
  /** Cover the positioned parent: the box is the parent's, so width and height are not written. */
  fill?: boolean;
  /**
   * The largest thing on the first screen: eager, high fetch priority, and a
   * preload hint in <head> (src/middleware.ts).
   */
  priority?: boolean;
};

/**
 * A picture from /public, drawing (SVG) or photo (JPEG, WebP): a plain <img>
 * with its intrinsic size (no layout shift) that loads lazily unless it is the
 * first screen's picture. A photo's narrower copies become its srcset; `src`,
 * the widest, counts as one of them. A drawing below the first screen is sent
 * as its AVIF copies (lib/pictures/drawingCopies.ts).
 */
export function SiteImage({
  priority,
  fill,
  className,
  src,
  alt,
  width,
  height,
  srcset,
  sizes,
  ...props
}: Props) {
  // The first screen's drawing stays SVG: fewer bytes before the largest paint.
  const drawing = priority || srcset ? undefined : drawingCopies(src, width);
  const copies =
    drawing ?? (srcset && (width === undefined ? srcset : [...srcset, { src, width }]));
  return (
    <img
      width={fill ? undefined : width}
      height={fill ? undefined : height}
      {...props}
      srcSet={copies?.map((copy) => `${copy.src} ${copy.width}w`).join(", ")}
      sizes={
        copies
          ? (sizes ?? (fill || !width ? "100vw" : `(min-width: ${width}px) ${width}px, 100vw`))
          : undefined
      }
      src={drawing?.at(-1)?.src ?? src}
      alt={alt}
      className={fill ? `absolute inset-0 size-full ${className ?? ""}` : className}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
    />
  );
}
