import { footerVideo } from "@/content/footerVideo";

/** Fills the footer's video frame once it is within 300 px of the viewport (see FooterVideo). */
const frame = document.querySelector<HTMLElement>("[data-footer-video]");
if (frame) {
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)");

  const poster = () => {
    const img = document.createElement("img");
    img.src = footerVideo.poster;
    img.alt = "";
    img.decoding = "async";
    img.className = "absolute inset-0 size-full object-cover opacity-60";
    img.dataset.testid = "footer-poster";
    return img;
  };
  const video = () => {
    const v = document.createElement("video");
    v.className = "size-full object-cover opacity-60";
    Object.assign(v, { autoplay: true, muted: true, loop: true, playsInline: true });
    v.poster = footerVideo.poster;
    v.preload = "auto";
    v.dataset.testid = "footer-video";
    for (const s of footerVideo.sources) {
      const source = document.createElement("source");
      source.src = s.src;
      source.type = s.type;
      v.append(source);
    }
    return v;
  };
  const fill = () => frame.replaceChildren(reduce.matches ? poster() : video());

  const observer = new IntersectionObserver(
    ([entry]) => {
      if (!entry?.isIntersecting) return;
      observer.disconnect();
      fill();
      reduce.addEventListener("change", fill);
    },
    { rootMargin: "300px" },
  );
  observer.observe(frame);
}
