import { appointmentForm } from "./appointment";
import { consultationForm, heroForm } from "./contact";
import { enquiryForm } from "./enquiry";
import { feedbackForm } from "./feedback";
import { newsletterForm } from "./newsletter";
import { contactOf, fieldWithRole, namesWithRole } from "./roles";
import { serviceConsultationForm } from "./serviceConsultation";
import type { FieldRole, LeadFormSpec } from "./types";

export * from "./types";
export type { Contact } from "./roles";
export { formWords, privacyNotice, upload } from "./common";
export { LEAD_REFERENCE, isLeadReference } from "./reference";
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

const everyForm: readonly LeadFormSpec[] = Object.values(leadForms);

/** Who sent a stored lead: name, company, e-mail and phone, by the roles of every form's fields. */
export const leadContact = (fields: Record<string, unknown>) => contactOf(fields, everyForm);

/** The names the fields with this role have in any form. */
export const fieldNamesWithRole = (role: FieldRole) => namesWithRole(everyForm, role);

/** The form's file field: a form takes a file only when it has one. */
export const fileFieldOf = (key: FormKey) => fieldWithRole(leadForms[key], "file")?.name;
