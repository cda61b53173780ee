import { site } from "./site";

export type ContactIntro = { heading: string; text: string };

export const contactIntro: ContactIntro = {
  heading: "Get in Touch with Our Laboratory",
  text: `Call our marketing team, e-mail ${site.email} or visit our laboratory in ${site.address.locality}. We are open Monday to Saturday, 10:00 to 18:30, and closed on Sunday.`,
};

/** The expertise list on the contact page: five items. */
export const expertise: string[] = [
  "High voltage dielectric testing up to 150kV AC and 200kV DC",
  "Transformer routine and type testing to IEC 60076 and IS 2026",
  "CT and PT calibration up to 33kV and energy meter accuracy testing",
  "Cable diagnostics: VLF tan delta, partial discharge and fault location",
  "On-site calibration and GIS/AIS switchgear diagnostics",
];

export const consultationIntro: ContactIntro = {
  heading: "Request a Consultation",
  text: "Tell us about the equipment you need tested or calibrated and the standard you must meet. An engineer will review your requirement and reply with a test plan and quotation.",
};

export const contactWords = {
  office: "Head Office & Laboratory",
  expertise: "Our Expertise",
  mapSection: "Map of the laboratory",
  mapTitle: `Map: ${site.name}, ${site.address.locality}`,
};
