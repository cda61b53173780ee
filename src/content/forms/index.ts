import { appointmentForm } from "./appointment";
import { consultationForm, heroForm } from "./contact";
import { enquiryForm } from "./enquiry";
import { feedbackForm } from "./feedback";
import { newsletterForm } from "./newsletter";
import { serviceConsultationForm } from "./serviceConsultation";
import type { LeadFormSpec } from "./types";

export * from "./types";
export { formWords, privacyNotice, upload } from "./common";
export { appointmentLocations, appointmentServiceOptions } from "./appointment";
export { consultationServiceOptions } from "./contact";
export { enquiryServiceOptions } from "./enquiry";
export { feedbackServiceOptions } from "./feedback";
export { serviceConsultationServiceOptions } from "./serviceConsultation";

/** Every lead form of the site, by the key it posts as `form_name`. */
export const leadForms = {
  consultation: consultationForm,
  hero: heroForm,
  feedback: feedbackForm,
  appointment: appointmentForm,
  enquiry: enquiryForm,
  serviceConsultation: serviceConsultationForm,
  newsletter: newsletterForm,
} as const satisfies Record<string, LeadFormSpec>;

export type FormKey = keyof typeof leadForms;

export const formKeys = Object.keys(leadForms) as FormKey[];

export function isFormKey(value: unknown): value is FormKey {
  return typeof value === "string" && Object.hasOwn(leadForms, value);
}
