/** Header menu tree and footer columns, derived from the service catalogue (never typed twice). */
import { onSiteTestingMenu, services, serviceHref, trainingMenu, findService } from "./services";
import { brochureFileName, site } from "./site";
import { messageNotSent, messageSent } from "./messageResult";
import { ui } from "./ui";
import { menuName } from "./menuNames";
import { verifyLink } from "./reports";
import { scopeLink } from "./scopePage";

import type { HeaderMenus, MenuLink, ServiceMenuEntry } from "./menuTypes";

const detailsHref = (id: string) => `/service-details?id=${encodeURIComponent(id)}`;

export const serviceMenu: ServiceMenuEntry[] = [
  {
    text: "Testing",
    children: services.map((s) => ({ text: menuName(s.title), href: serviceHref(s) })),
  },
  { text: "Calibration", href: "/testing-and-certifications" },
  { text: "GIS & AIS", href: "/gis-and-ais" },
  { text: "Cable Testing", href: "/cable-testing" },
  {
    text: "Training",
    children: trainingMenu.map((name) => ({ text: menuName(name), href: detailsHref(name) })),
  },
  {
    text: "On Site Testing",
    children: onSiteTestingMenu.map((name) => ({ text: menuName(name), href: detailsHref(name) })),
  },
];

export const mainMenu = {
  before: [
    { text: "Home", href: "/" },
    { text: "About", href: "/about" },
  ],
  serviceLabel: "Service",
  serviceHref: "/service",
  after: [{ text: "Contact", href: "/contact" }],
} as const;

/** The large-screen "more" menu behind the small menu icon. */
export const moreMenu: MenuLink[] = [
  { text: "Blogs", href: "/blogs" },
  { text: "Career", href: "/career" },
  { text: "Gallery", href: "/gallery" },
  { text: verifyLink.text, href: verifyLink.href },
  { text: scopeLink.text, href: scopeLink.href },
];

export const brochure = {
  text: "Download Brochure",
  href: `/${brochureFileName}`,
  fileName: brochureFileName,
};

/** The brochure link's format and size, from the bytes of the file the site serves. */
export function brochureDetails(bytes: number): string {
  const kb = Math.max(1, Math.round(bytes / 1024));
  return kb < 1024 ? `(PDF, ${kb} KB)` : `(PDF, ${(kb / 1024).toFixed(1)} MB)`;
}

/** Inner pages with a light top area: brand and menu text use the accent colour there. */
export const accentHeaderRoutes = [
  "/service-details",
  "/service-steps",
  "/blog-details",
  "/feedback",
  "/privacy-policy",
  "/accessibility",
  messageSent.path,
  messageNotSent.path,
  "/verify",
  scopeLink.href,
];

/** A footer link to a service (found case-insensitively), named as menus name services. */
function footerService(label: string): MenuLink {
  const service = findService(label);
  if (!service) throw new Error(`Footer names an unknown service: ${label}`);
  return { text: menuName(service.title), href: serviceHref(service) };
}

export const footerColumns = {
  services: [
    { text: "Testing and Certifications", href: "/testing-and-certifications" },
    footerService("Transmission equipment"),
    footerService("Transformers"),
    footerService("Insulators"),
  ],
  links: [
    { text: "Blogs", href: "/blogs" },
    { text: "Career", href: "/career" },
    { text: "Gallery", href: "/gallery" },
    { text: verifyLink.text, href: verifyLink.href },
    { text: "Feedback", href: "/feedback" },
    { text: "Privacy Policy", href: "/privacy-policy" },
    { text: "Accessibility", href: "/accessibility" },
  ],
} satisfies Record<string, MenuLink[]>;

export const headerMenus: HeaderMenus = {
  siteName: site.name,
  before: mainMenu.before,
  after: mainMenu.after,
  serviceLabel: mainMenu.serviceLabel,
  serviceHref: mainMenu.serviceHref,
  allServices: { text: ui.allServices, href: mainMenu.serviceHref },
  mobileNavLabel: ui.landmarks.mobile,
  serviceMenu,
  moreMenu,
  moreLabel: "More pages and brochure",
  moreText: "More",
  openMenuLabel: "Open menu",
  closeMenuLabel: "Close menu",
  brochure,
};
