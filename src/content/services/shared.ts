import type { Picture } from "../types";
import type { PictureId, ServiceId } from "./ids";

/** Card / listing artwork of a service, drawn by the illustrator as /images/services/{id}.svg. */
export const serviceImage = (imageId: PictureId, alt: string): Picture => ({
  src: `/images/services/${imageId}.svg`,
  width: 800,
  height: 600,
  alt,
});

/** Wide banner shown at the top of /service-details. */
export const headingImage = (imageId: PictureId, alt: string): Picture => ({
  src: `/images/services/heading/${imageId}.svg`,
  width: 1600,
  height: 500,
  alt,
});

export const iconPrimary = (iconId: ServiceId): string => `/images/icons/${iconId}.svg`;
export const iconSecondary = (iconId: ServiceId): string => `/images/icons/${iconId}-light.svg`;

export const trainingImage = (alt: string): Picture => serviceImage("training", alt);
export const trainingHeading = (alt: string): Picture => headingImage("training", alt);

/** Wording shared by every accredited report. */
export const NABL_REPORT = "NABL-accredited test report with ULR number, traceable to NPL-India";
export const TURNAROUND = "3-5 working days from receipt of samples";
