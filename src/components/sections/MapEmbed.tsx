const frame = "h-96 w-full rounded-2xl border border-steel-200 bg-steel-100";

/**
 * The embedded map. Its address goes in only when the visitor scrolls near it
 * (src/scripts/lazy-frames.ts): the browser's own lazy loading starts a map
 * this far down the page during the first load, and a third-party page on the
 * way to the first paint cost /contact 0.5 s of LCP. Without script the map
 * loads as usual.
 */
export function MapEmbed({ src, title }: { src: string; title: string }) {
  return (
    <>
      <iframe
        data-lazy-src={src}
        title={title}
        referrerPolicy="no-referrer-when-downgrade"
        className={`${frame} noscript:hidden`}
      />
      <noscript>
        <iframe
          src={src}
          title={title}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className={frame}
        />
      </noscript>
    </>
  );
}
