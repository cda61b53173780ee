import type { ImgHTMLAttributes } from "react";

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt" | "width" | "height"> & {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  /** Cover the positioned parent (the image's box is the parent's). */
  fill?: boolean;
  /**
   * The largest thing on the first screen: eager, high fetch priority, and a
   * preload hint in <head> (src/middleware.ts).
   */
  priority?: boolean;
};

/**
 * Our pictures are static SVG files: a plain <img> with its intrinsic size (no
 * layout shift) that loads lazily unless it is the first screen's picture.
 */
export function SiteImage({ priority, fill, className, src, alt, ...props }: Props) {
  return (
    <img
      {...props}
      src={src}
      alt={alt}
      className={fill ? `absolute inset-0 size-full ${className ?? ""}` : className}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
    />
  );
}
