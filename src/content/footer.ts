import { site } from "./site";

/** The footer's headings and lines (its links come from navigation.ts, its facts from site.ts). */
export const footerWords = {
  contact: "Quick Contact",
  services: "Services",
  links: "Links",
  social: "Social Media",
  /** The accessible name of a social network's icon link. */
  onSocial: (network: string) => `${site.name} on ${network}`,
  hours: "Opening Hours",
  schedule: "Schedule Your Test",
  rights: (year: number | string) => `© ${year} ${site.name}. All Rights Reserved.`,
};
