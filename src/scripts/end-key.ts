/**
 * End (Ctrl+End, and Cmd+Down on a Mac) scrolls to the bottom of the page as it
 * is laid out at that moment. Sections the browser has not rendered yet hold
 * a placeholder height (global.css) and grow as the scroll passes them, so the
 * scroll would stop short of the footer. Rendering them all first gives End the
 * page's real length; the browser still does the scrolling itself.
 */
const toEnd = (event: KeyboardEvent) =>
  event.key === "End" || (event.metaKey && event.key === "ArrowDown");

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || target.matches("input, textarea, select"));

function renderAll(event: KeyboardEvent) {
  if (event.defaultPrevented || !toEnd(event) || typing(event.target)) return;
  document.documentElement.dataset.renderAll = "";
  window.removeEventListener("keydown", renderAll);
  // Should the page still grow while the scroll runs or just after it (a smooth scroll, a late
  // picture, a section rendering), follow it to the bottom, until the visitor scrolls themselves.
  window.addEventListener("scrollend", finishAtBottom, { once: true });
  const growth = new ResizeObserver(finishAtBottom);
  growth.observe(document.body);
  const stop = () => {
    growth.disconnect();
    for (const type of VISITOR_SCROLLS) window.removeEventListener(type, stop);
  };
  for (const type of VISITOR_SCROLLS) window.addEventListener(type, stop, { once: true });
  window.setTimeout(stop, 2000);
}

/** What a visitor does to scroll on their own: End stops following the page's growth then. */
const VISITOR_SCROLLS = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

function finishAtBottom() {
  const { scrollHeight } = document.documentElement;
  if (Math.ceil(window.scrollY + window.innerHeight) < scrollHeight)
    window.scrollTo(0, scrollHeight);
}

window.addEventListener("keydown", renderAll);
