import { site } from "./site";
import type { NewsCard, Picture } from "./types";

export type AboutIntro = { heading: string; paragraphs: string[]; imageAlt: string };
export type Value = { title: string; description: string };

export const aboutIntro: AboutIntro = {
  imageAlt: "Illustration of the laboratory: a high-voltage test bay beside calibration benches",
  heading: `About ${site.name}`,
  paragraphs: [
    `${site.name} has tested and calibrated electrical equipment in Indore since ${site.foundingYear}. What began as a small calibration room serving local panel builders is now an NABL-accredited laboratory accredited to ISO/IEC 17025:2017, with a high voltage hall, a temperature-controlled calibration laboratory and field teams that travel across Central India.`,
    "We test cables, conductors, insulators, transformers, transmission equipment and steel structures to IEC and IS standards, and calibrate the instruments, energy meters and instrument transformers that utilities and factories rely on. Dielectric tests reach 150kV AC and 200kV DC, and instrument transformers are calibrated up to 33kV.",
    "Our clients include DISCOMs, manufacturers, EPC contractors and industrial plants. They come to us for reports that are technically sound, clearly written and delivered when promised: 3-5 working days for standard work, and 24-48 hours when a dispatch cannot wait.",
  ],
};

export const values: Value[] = [
  {
    title: "Technical Integrity",
    description:
      "We report what we measure. Results are never adjusted to suit a deadline or a purchase order, and every accredited result is traceable to national standards.",
  },
  {
    title: "Impartiality",
    description:
      "We do not design, manufacture or sell the products we test. Conflicts of interest are identified and managed as ISO/IEC 17025 requires.",
  },
  {
    title: "Reliability on Time",
    description:
      "We give a firm completion date when we accept a job, and we tell you at once if a test reveals something that changes the plan.",
  },
  {
    title: "Safety First",
    description:
      "High voltage work is done only by authorised engineers inside interlocked areas, in the laboratory and at every site we visit.",
  },
  {
    title: "Confidentiality",
    description:
      "Your samples, drawings, specifications and results are treated as confidential and are shared only with you or those you authorise.",
  },
];

/** The "News and Update" strip: four cards, each linking to /contact. */
export const newsCards: NewsCard[] = [
  {
    id: "nabl-scope-extension-2026",
    image: {
      src: "/images/news/news-1.svg",
      width: 800,
      height: 500,
      alt: "Engineer performing partial discharge measurement on a cable sample in the high voltage hall",
    },
    title: "NABL Scope Extended to Partial Discharge Testing",
    description:
      "Our accreditation scope now includes partial discharge measurement to IEC 60270 on cables and cable accessories, in addition to AC and DC withstand tests.",
    date: "2026-08-18",
  },
  {
    id: "pithampur-field-office-2026",
    image: {
      src: "/images/news/news-2.svg",
      width: 800,
      height: 500,
      alt: "Field service van loaded with portable calibration and cable diagnostic equipment",
    },
    title: "Field Service Base Opens at Pithampur",
    description:
      "A new field service base at Pithampur brings our on-site calibration and diagnostic teams closer to the industrial area, cutting response times for plants in the belt.",
    date: "2026-04-06",
  },
  {
    id: "ct-pt-reference-upgrade-2025",
    image: {
      src: "/images/news/news-3.svg",
      width: 800,
      height: 500,
      alt: "Reference voltage transformer and instrument transformer test set in the calibration laboratory",
    },
    title: "Upgraded Reference System for CT and PT Calibration",
    description:
      "New reference current and voltage transformers allow calibration of metering CTs and PTs up to 33kV class at accuracy classes 0.2S and 0.2.",
    date: "2025-11-24",
  },
  {
    id: "utility-training-workshop-2025",
    image: {
      src: "/images/news/news-4.svg",
      width: 800,
      height: 500,
      alt: "Utility engineers attending a classroom session on ISO/IEC 17025 and measurement uncertainty",
    },
    title: "Measurement Uncertainty Workshop for Utility Engineers",
    description:
      "Engineers from DISCOM testing divisions joined our two-day workshop on ISO/IEC 17025, measurement uncertainty and proficiency testing with Z-score evaluation.",
    date: "2025-07-15",
  },
];

/** Accreditation logos shown on the home page and in the sidebar. */
export const accreditationBadges: Picture[] = [
  {
    src: "/images/accreditations/nabl.svg",
    width: 240,
    height: 240,
    alt: "NABL accredited laboratory, ISO/IEC 17025:2017",
  },
  {
    src: "/images/accreditations/iso-9001.svg",
    width: 240,
    height: 240,
    alt: "ISO 9001:2015 certified quality management system",
  },
  {
    src: "/images/accreditations/iec-17025.svg",
    width: 240,
    height: 240,
    alt: "IEC 17025: competence of testing and calibration laboratories",
  },
];

/** Headings and links of the about page's bands. */
export const aboutWords = {
  certifications: "Certifications",
  certificatesLabel: "Our certificates",
  values: "Our Values",
  news: "News and Update",
  contactUs: "Contact us",
  /** Said after "Contact us" on a news card. */
  contactAbout: (title: string) => ` about ${title}`,
};
