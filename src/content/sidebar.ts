import { site } from "./site";
import type { Picture } from "./types";

export const sidebarAbout = `${site.name} is an NABL-accredited electrical testing and calibration laboratory in Indore, serving utilities, manufacturers and industry across Central India since ${site.foundingYear}. We test cables, insulators, conductors, transformers and switchgear, and calibrate the instruments that measure them.`;

/** The sidebar's four-image portfolio. */
export const portfolio: Picture[] = [
  {
    src: "/images/portfolio/portfolio-1.svg",
    width: 400,
    height: 400,
    alt: "Cable drum sample ready for routine testing",
  },
  {
    src: "/images/portfolio/portfolio-2.svg",
    width: 400,
    height: 400,
    alt: "Polymer insulators on the mechanical load test frame",
  },
  {
    src: "/images/portfolio/portfolio-3.svg",
    width: 400,
    height: 400,
    alt: "Distribution transformer during a load loss measurement",
  },
  {
    src: "/images/portfolio/portfolio-4.svg",
    width: 400,
    height: 400,
    alt: "Reference multimeter and calibrator on a calibration bench",
  },
];

/** Headings of the sidebar's boxes. */
export const sidebarWords = {
  about: `About ${site.name}`,
  accreditations: "Accreditations",
  contact: "Contact the Lab",
  publications: "Recent Publications",
  services: "Testing Services",
  portfolio: "Portfolio",
};
