/** Header menu tree and footer columns, derived from the service catalogue (never typed twice). */
import { onSiteTestingMenu, services, serviceHref, trainingMenu, findService } from "./services";
import { brochureFileName, site } from "./site";
import { messageNotSent, messageSent } from "./messageResult";
import { ui } from "./ui";

import type { HeaderMenus, MenuLink, ServiceMenuEntry } from "./menuTypes";

const detailsHref = (id: string) => `/service-details?id=${encodeURIComponent(id)}`;

export const serviceMenu: ServiceMenuEntry[] = [
  { text: "Testing", children: services.map((s) => ({ text: s.title, href: serviceHref(s) })) },
  { text: "Calibration", href: "/testing-and-certifications" },
  { text: "GIS & AIS", href: "/gis-and-ais" },
  { text: "Cable Testing", href: "/cable-testing" },
  {
    text: "Training",
    children: trainingMenu.map((name) => ({ text: name, href: detailsHref(name) })),
  },
  {
    text: "On Site Testing",
    children: onSiteTestingMenu.map((name) => ({ text: name, href: detailsHref(name) })),
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
];

export const brochure = {
  text: "Download Brochure",
  href: `/${brochureFileName}`,
  fileName: brochureFileName,
};

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
];

/** A footer link to a service, labelled as the spec quotes it (its casing may differ from the service's title). */
function footerService(label: string): MenuLink {
  const service = findService(label);
  if (!service) throw new Error(`Footer names an unknown service: ${label}`);
  return { text: label, href: serviceHref(service) };
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
  openMenuLabel: "Open menu",
  closeMenuLabel: "Close menu",
  brochure,
};
