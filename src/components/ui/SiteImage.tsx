import type { ImgHTMLAttributes } from "react";
import type { PictureCopy } from "@/content/types";

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
 * the widest, counts as one of them.
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
  return (
    <img
      width={fill ? undefined : width}
      height={fill ? undefined : height}
      {...props}
      srcSet={srcset && srcsetOf(src, width, srcset)}
      sizes={srcset && sizes}
      src={src}
      alt={alt}
      className={fill ? `absolute inset-0 size-full ${className ?? ""}` : className}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
    />
  );
}

function srcsetOf(src: string, width: number | undefined, copies: PictureCopy[]): string {
  const all = width === undefined ? copies : [...copies, { src, width }];
  return all.map((copy) => `${copy.src} ${copy.width}w`).join(", ");
}
