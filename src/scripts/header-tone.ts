import { HEADER_SCROLL_THRESHOLD } from "@/lib/header";

/** Spec: past 78 px of scroll the header turns solid; back above, it takes its route's tone again. */
const header = document.querySelector<HTMLElement>("header[data-route-tone]");
if (header) {
  const routeTone = header.dataset.routeTone ?? "light";
  const update = () => {
    const scrolled = window.scrollY > HEADER_SCROLL_THRESHOLD;
    header.dataset.scrolled = String(scrolled);
    header.dataset.tone = scrolled ? "solid" : routeTone;
  };
  update();
  window.addEventListener("scroll", update, { passive: true });
}
