/** Gives each iframe[data-lazy-src] its address once it is within 200 px of the viewport (see MapEmbed). */
const lazyFrames = document.querySelectorAll<HTMLIFrameElement>("iframe[data-lazy-src]");
if (lazyFrames.length) {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const frame = entry.target as HTMLIFrameElement;
        observer.unobserve(frame);
        frame.src = frame.dataset.lazySrc ?? "";
      }
    },
    { rootMargin: "200px" },
  );
  lazyFrames.forEach((frame) => observer.observe(frame));
}
