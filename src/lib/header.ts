/** Spec: the header changes style once the page has scrolled beyond 78 px. */
export const HEADER_SCROLL_THRESHOLD = 78;
