import { consultationHref } from "./forms/contact";
import { site } from "./site";
import type { Picture } from "./types";

export type Cta = { label: string; href: string };
export type Hero = {
  eyebrow: string;
  heading: string;
  text: string;
  primaryCta: Cta;
  secondaryCta: Cta;
  image: Picture;
};
export type ShortcutCard = { title: string; text: string; image: Picture; href: string };
export type HomeIntro = { heading: string; paragraphs: string[]; image: Picture; cta: Cta };
export type SectionIntro = { heading: string; text: string };

export const hero: Hero = {
  eyebrow: "NABL-accredited laboratory · Indore",
  heading: "Electrical Testing and Calibration You Can Put Your Name To",
  text: "Type, routine and acceptance testing of cables, insulators, conductors and transformers, and traceable calibration of instruments and instrument transformers, for utilities and manufacturers across Central India.",
  primaryCta: {
    label: "Book a Test Schedule",
    href: consultationHref("Electrical Equipment Testing"),
  },
  secondaryCta: { label: "Tests & Services", href: "/service" },
  image: {
    src: "/images/hero/hero-lab.svg",
    width: 1600,
    height: 900,
    alt: "Engineers preparing a high voltage withstand test in the laboratory's shielded test hall",
  },
};

/** The three shortcut cards under the hero, each opening /contact's consultation with its service chosen. */
export const shortcutCards: ShortcutCard[] = [
  {
    title: "Transformer Testing",
    text: "Routine and type tests on distribution and special-design transformers to IEC 60076 and IS 2026, from winding resistance and losses to applied and induced voltage.",
    image: {
      src: "/images/shortcuts/transformer.svg",
      width: 600,
      height: 400,
      alt: "Distribution transformer connected to test leads",
    },
    href: consultationHref("Electrical Equipment Testing"),
  },
  {
    title: "CT Testing",
    text: "Ratio error, phase displacement, polarity and knee-point tests on metering and protection current transformers up to 33kV class.",
    image: {
      src: "/images/shortcuts/ct.svg",
      width: 600,
      height: 400,
      alt: "Current transformer on an instrument transformer test bench",
    },
    href: consultationHref("Calibration Services"),
  },
  {
    title: "PT Testing",
    text: "Accuracy calibration of potential transformers up to 33kV at rated and reduced burden, with insulation and polarity checks, to IS 16227.",
    image: {
      src: "/images/shortcuts/pt.svg",
      width: 600,
      height: 400,
      alt: "Potential transformer connected to a reference voltage transformer",
    },
    href: consultationHref("Calibration Services"),
  },
];

export const homeIntro: HomeIntro = {
  heading: "Trusted Testing for Central India's Power Sector",
  paragraphs: [
    `Since ${site.foundingYear}, ${site.name} has helped manufacturers prove their products and utilities accept them with confidence. Our high voltage hall performs dielectric tests up to 150kV AC and 200kV DC, and our calibration laboratory covers 200+ electrical parameters with reference standards traceable to national standards.`,
    "Standard tests are reported in 3-5 working days, fast-track reports in 24-48 hours, and our field teams test transformers, cables and switchgear on site when equipment cannot travel.",
  ],
  image: {
    src: "/images/home/intro-lab.svg",
    width: 800,
    height: 600,
    alt: "Calibration engineer recording readings at a reference standard bench",
  },
  cta: { label: "Test Your Product", href: "/contact" },
};

export const appointmentIntro: SectionIntro = {
  heading: "Schedule a Test or Calibration",
  text: "Choose the service, location and a convenient date and time. Our team confirms the appointment, the samples or equipment needed and any site requirements before the visit.",
};

export const certificateSliderHeading = "Our Accreditations and Certificates";

export const servicesHeading = "Our Testing Services";

export const homeWords = {
  figures: "The lab in figures",
  servicesEyebrow: "Services",
  shortcutsLabel: "Instrument transformer and transformer testing",
  appointmentsEyebrow: "Appointments",
  testimonialsEyebrow: "Testimonials",
  testimonialsTitle: "What our clients say",
  testimonialsLabel: "Client testimonials",
};
