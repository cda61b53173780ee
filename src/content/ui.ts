/** Words of the pieces every page shares: landmarks, links that repeat, sliders, pagination. */
export const ui = {
  skipLink: "Skip to main content",
  /** The server's answer to a connection sending more forms at once than any person does (429). */
  tooManyAtOnce:
    "Your connection is sending us too many requests at once. Please try again in a moment.",
  landmarks: {
    main: "Main",
    mobile: "Mobile",
    sidebar: "Sidebar",
  },
  allServices: "All Services",
  /** Said after a link that opens the lab on Google Maps. */
  mapsNewTab: " (opens Google Maps in a new tab)",
  /** The accessible name of a link that opens in a new tab. */
  newTab: (name: string) => `${name} (opens in a new tab)`,
  accredited: "Accredited and certified",
  feedbackForm: "Feedback form",
  faq: "Frequently Asked Questions",
  readMore: "Read More",
  viewDetails: "View details",
  enquireNow: "Enquire now",
  /** Above a table wider than the screen. */
  scrollForMore: "Scroll for more",
  emailLabel: "E-mail:",
  carousel: {
    role: "carousel",
    slide: "slide",
    slideOf: (n: number, total: number) => `${n} of ${total}`,
    previous: "Previous slide",
    next: "Next slide",
    play: "Play",
    pause: "Pause",
  },
  pagination: {
    label: "Pagination",
    previous: "Previous",
    next: "Next",
    pageOf: (page: number, count: number) => `Page ${page} of ${count}`,
  },
  legal: {
    onThisPage: "On this page",
    lastUpdated: "Last updated:",
  },
};
