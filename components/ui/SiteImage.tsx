import { getImageProps, type ImageProps } from "next/image";
import { preload } from "react-dom";

/**
 * next/image's markup (sizes, lazy loading, priority) without its client code:
 * <SiteImage> is a client component and would add ~6 KB of script to every page,
 * although our images are static files that need no script to show. `priority`
 * keeps its meaning: eager, high fetch priority and a preload hint in the head.
 */
export function SiteImage({ priority, ...props }: ImageProps) {
  const { props: img } = getImageProps({ ...props, preload: false });
  if (priority) {
    preload(img.src, {
      as: "image",
      fetchPriority: "high",
      imageSrcSet: img.srcSet,
      imageSizes: img.sizes,
    });
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- this is what next/image renders, built on the server
    <img
      {...img}
      alt={props.alt}
      loading={priority ? "eager" : img.loading}
      fetchPriority={priority ? "high" : img.fetchPriority}
    />
  );
}
