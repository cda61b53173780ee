/** Shape shared by the field-diagnostics landing pages (/cable-testing and /gis-and-ais). */
import type { Benefit, FaqItem, PageEnquiry, ServiceDoors, SpecTable } from "./types";

export type DiagnosticsCapability = {
  title: string;
  text: string;
  points: string[];
};

export type DiagnosticsContent = {
  path: string;
  /** Banner illustration in /public/images/banners. */
  banner: string;
  /** Prefix of the page's section anchors ("cable" gives #cable-benefits ...). */
  anchor: string;
  metaTitle: string;
  metaDescription: string;
  keywords: string[];
  hero: { heading: string; text: string; ctaLabel: string };
  /** Six Key Benefits cards. */
  benefits: Benefit[];
  /** Five capability sections. */
  capabilities: DiagnosticsCapability[];
  table: SpecTable;
  /** Three questions. */
  faqs: FaqItem[];
  closing: { heading: string; text: string; ctaLabel: "Schedule Testing" };
  /** The on-site enquiry the page's buttons open, its own service chosen. */
  enquiry: PageEnquiry;
  doors?: ServiceDoors;
};

/** The bands every diagnostics page (GIS and AIS, cable testing) shares. */
export const diagnosticsWords = {
  benefitsEyebrow: "Why us",
  benefits: "Key Benefits",
  capabilitiesEyebrow: "Capabilities",
  capabilities: "What we measure",
  specsEyebrow: "Specifications",
  specs: "Test specifications",
  specsCaption: (title: string) => `${title}: test specifications`,
};
