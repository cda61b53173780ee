import { appointmentForm } from "./appointment";
import { consultationForm, heroForm } from "./contact";
import { enquiryForm, enquiryForms, serviceKindOf } from "./enquiry";
import { feedbackForm } from "./feedback";
import { newsletterForm } from "./newsletter";
import { recalibrationForm } from "./recalibration";
import { requestForm } from "./request";
import { contactOf, fieldWithRole, namesWithRole } from "./roles";
import { serviceConsultationForm } from "./serviceConsultation";
import type { FieldRole, LeadField, LeadFormSpec } from "./types";

export * from "./types";
export type { Contact } from "./roles";
export { formWords, upload } from "./common";
export {
  englishNotice,
  fieldPurposes,
  noticeItemsOf,
  noticeLinks,
  noticeWords,
  type NoticeGround,
  type NoticeItem,
  type NoticeText,
} from "./notice";
export { LEAD_REFERENCE, isLeadReference, leadReferencePrefix } from "./reference";
export { appointmentLocations, appointmentServiceOptions } from "./appointment";
export {
  CONSULTATION_ANCHOR,
  consultationHref,
  consultationServiceOptions,
  type ConsultationService,
} from "./contact";
export {
  enquiryForms,
  enquiryServiceOptions,
  SERVICE_KIND_FIELD,
  serviceKindOf,
  serviceKinds,
} from "./enquiry";
export { feedbackServiceOptions } from "./feedback";
export {
  recalibrationForm,
  recalibrationLimits,
  siteLeadForms,
  type SiteFormKey,
} from "./recalibration";
export {
  REQUEST_ROWS_FIELD,
  requestForm,
  requestReportingFields,
  requestSampleFields,
  requestBillingFields,
} from "./request";
export { enquiryPersonFields } from "./enquiry";
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
  request: requestForm,
} as const satisfies Record<string, LeadFormSpec>;

export type FormKey = keyof typeof leadForms;

export const formKeys = Object.keys(leadForms) as FormKey[];

export function isFormKey(value: unknown): value is FormKey {
  return typeof value === "string" && Object.hasOwn(leadForms, value);
}

/**
 * The form's description for these values: the service enquiry has one per
 * kind of service (the values' SERVICE_KIND_FIELD), every other form one.
 */
export function leadFormOf(key: FormKey, values: Record<string, unknown> = {}): LeadFormSpec {
  return key === "enquiry" ? enquiryForms[serviceKindOf(values)] : leadForms[key];
}

/**
 * Every form's fields, each kind of enquiry included, and the forms only the
 * site makes leads of (a recalibration request from the customer portal).
 */
export const everyForm: readonly Pick<LeadFormSpec, "fields">[] = [
  ...Object.values(leadForms).filter((form) => form !== enquiryForm),
  ...Object.values(enquiryForms),
  recalibrationForm,
];

/** Who sent a stored lead: name, company, e-mail and phone, by the roles of every form's fields. */
export const leadContact = (fields: Record<string, unknown>) => contactOf(fields, everyForm);

/** The names the fields with this role have in any form. */
export const fieldNamesWithRole = (role: FieldRole) => namesWithRole(everyForm, role);

/** The names of every form's fields of this kind (the hidden ones, the dates). */
export const fieldNamesOfKind = (kind: LeadField["kind"]): string[] => [
  ...new Set(
    everyForm.flatMap((form) =>
      form.fields.flatMap((f) => (f.kind === kind && "name" in f ? [f.name] : [])),
    ),
  ),
];

/** The form's file field: a form takes a file only when it has one. */
export const fileFieldOf = (key: FormKey) => fieldWithRole(leadForms[key], "file")?.name;
