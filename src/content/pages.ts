import { services } from "./services";

/** "a, b and c". */
const inSentence = (items: string[]) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/** Every route's title, meta description and banner words: the site map in one place. */

export type PageInfo = {
  path: string;
  /** Short title; the layout adds the brand. */
  title: string;
  description: string;
  heading: string;
  intro: string;
  /** Banner illustration in /public/images/banners. */
  banner?: string;
  consultationHeading?: string;
  consultationIntro?: string;
};

export const pages = {
  home: {
    path: "/",
    title: "NABL-Accredited Electrical Testing & Calibration Lab in Indore",
    description:
      "NABL-accredited electrical testing and calibration in Indore: cables, conductors, insulators, transformers, switchgear and instruments tested to IS and IEC standards for utilities and manufacturers across Central India.",
    heading: "Electrical testing and calibration you can certify against",
    intro: "",
  },
  about: {
    path: "/about",
    title: "About the Laboratory",
    description:
      "Who we are: an ISO/IEC 17025 accredited electrical testing and calibration laboratory in Indore with NABL and ISO 9001:2015 certification, serving Central India since 2009.",
    heading: "About Us",
    intro: "Accredited competence, traceable results and engineers who answer the phone.",
    banner: "about",
  },
  service: {
    path: "/service",
    title: "Testing & Calibration Services",
    description: `All our testing services: ${inSentence(services.map((s) => s.listName))}, tested to IS and IEC standards.`,
    heading: "Our Services",
    intro: "Type, routine and acceptance tests for the materials that keep power flowing.",
    banner: "services",
    consultationHeading: "Not sure which test you need?",
    consultationIntro:
      "Tell us about your equipment, the standard your buyer or utility specifies and your deadline. A test engineer will recommend the test plan, sample quantity and turnaround before you dispatch anything.",
  },
  serviceDetails: {
    path: "/service-details",
    title: "Service Details",
    description:
      "Scope, standards, sub-services and test parameters for each of our electrical testing services, with an enquiry form for your equipment.",
    heading: "Service Details",
    intro: "Choose a service to see its scope, the standards we test to and how to send samples.",
    banner: "services",
  },
  serviceSteps: {
    path: "/service-steps",
    title: "Sub-Service Specifications",
    description:
      "Detailed specifications of each sub-service: tests performed, standards, sample sizes and turnaround, beside an enquiry form to schedule testing.",
    heading: "Test Specifications",
    intro: "Pick a service and sub-service to see the tests we perform and schedule yours.",
    banner: "services",
  },
  contact: {
    path: "/contact",
    title: "Contact & Request a Consultation",
    description:
      "Contact our Indore laboratory: head office address, marketing phone numbers, e-mail, map and a consultation request form answered by our test engineers.",
    heading: "Contact Us",
    intro: "Tell us what you need tested or calibrated; an engineer will get back to you.",
    banner: "contact",
  },
  blogs: {
    path: "/blogs",
    title: "Blog: Testing & Calibration Insights",
    description:
      "Articles from our engineers on cable diagnostics, transformer testing, CT/PT calibration, NABL accreditation and on-site testing practice.",
    heading: "Insights from the Lab",
    intro: "Practical notes on testing, calibration and compliance from our engineers.",
    banner: "blog",
  },
  blogsList: {
    path: "/blogs-list",
    title: "All Articles",
    description:
      "Every article from our testing and calibration blog, newest first, with short summaries.",
    heading: "All Articles",
    intro: "Browse every article from our engineers.",
    banner: "blog",
  },
  blogDetails: {
    path: "/blog-details",
    title: "Article",
    description: "Read an article from our testing and calibration engineers.",
    heading: "Articles",
    intro: "Choose an article to read.",
    banner: "blog",
  },
  career: {
    path: "/career",
    title: "Careers",
    description:
      "Join our NABL-accredited laboratory in Indore: openings in electrical testing, calibration, IT and quality assurance, with apply-before dates.",
    heading: "Build Your Career With Us",
    intro: "Engineers, metrologists and quality professionals who care about getting it right.",
    banner: "career",
  },
  careerBenefit: {
    path: "/career-benefit",
    title: "Career Benefits",
    description:
      "What working with us offers: paid leave, learning budgets, accreditation training, internal promotion and a modern laboratory.",
    heading: "Career Benefits",
    intro: "How we look after the people who look after the measurements.",
    banner: "career",
  },
  gallery: {
    path: "/gallery",
    title: "Gallery",
    description:
      "Pictures from our high-voltage hall, calibration laboratories, safety practice and energy-systems work in the field.",
    heading: "Gallery",
    intro: "Inside our high-voltage hall, calibration labs and field work.",
    banner: "gallery",
  },
  feedback: {
    path: "/feedback",
    title: "Share Your Feedback",
    description: "Rate our testing and calibration service and tell us how we can improve.",
    heading: "Share Your Feedback",
    intro: "Your rating and comments reach our quality manager directly.",
    banner: "feedback",
  },
  privacy: {
    path: "/privacy-policy",
    title: "Privacy Policy",
    description:
      "How we collect, use, store and protect personal data under India's Digital Personal Data Protection Act, 2023, and how to exercise your rights.",
    heading: "Privacy Policy",
    intro: "What happens to the details you send us, and your rights under the DPDP Act, 2023.",
    banner: "privacy",
  },
  training: {
    path: "/testing-and-certifications",
    title: "Calibration, Training & Certification Programmes",
    description:
      "Training on ISO/IEC 17025, ISO/IEC 17020, measurement uncertainty, CT/PT testing and Z-score proficiency testing, delivered by practising assessors.",
    heading: "Testing & Certifications",
    intro: "Calibration and training programmes run by practising laboratory assessors.",
    banner: "training",
  },
  accessibility: {
    path: "/accessibility",
    title: "Accessibility Statement",
    description:
      "Our commitment to WCAG 2.2 AA: how this website is built and tested for accessibility, its known limits, and how to report a problem.",
    heading: "Accessibility Statement",
    intro:
      "This site is built to be usable by everyone, with any input and any assistive technology.",
    banner: "privacy",
  },
} as const satisfies Record<string, PageInfo>;

/** A way back from a page that does not exist; the first link is the main one. */
export type WayBack = { text: string; href: string }[];

export const serviceNotFound = {
  heading: "Service not found",
  intro:
    "We could not find that service or specification. It may have been renamed; choose one of our services below or talk to us.",
  wayBack: [
    { text: "All Services", href: "/service" },
    { text: "Home", href: "/" },
    { text: "Contact Us", href: "/contact" },
  ] satisfies WayBack,
};

export const articleNotFound = {
  heading: "Article not found",
  intro: "That article does not exist or has moved. Here are all our articles.",
  wayBack: [
    { text: "All Articles", href: "/blogs" },
    { text: "Home", href: "/" },
  ] satisfies WayBack,
};

/** An article on the site whose page is not ready yet (a slow start: lib/articles/unrenderedBodies.ts). */
export const articlePreparing = {
  heading: "This article is being prepared",
  intro:
    "It will be here in a minute or two: please try again shortly. Meanwhile, here are all our articles.",
  wayBack: articleNotFound.wayBack,
};

export const notFoundPage = {
  title: "Page Not Found",
  heading: "404 - Page Not Found",
  text: "The page you're looking for doesn't exist or has been moved. Please check the URL or navigate back to the homepage.",
  cta: "Go to Homepage",
};
