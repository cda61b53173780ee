import type { TemplateKey } from "@/lib/env/public";
import { formKeys, isFormKey, leadForms, type FormKey, type TemplateName } from "@/content/forms";

/**
 * The lead forms' keys, templates, messages and upload rules, derived from
 * their descriptions in content/forms: plain data with no zod, so the browser
 * forms render without loading the validation library (the schemas in
 * ./schemas.ts load when a visitor first submits).
 */

export { formKeys, isFormKey, type FormKey };
export {
  appointmentLocations,
  appointmentServiceOptions,
  consultationServiceOptions,
  enquiryServiceOptions,
  feedbackServiceOptions,
  serviceConsultationServiceOptions,
} from "@/content/forms";

// Every template a form names is one the e-mail configuration knows.
const templateKeys: Record<TemplateName, TemplateKey> = {
  contact: "contact",
  feedback: "feedback",
  appointment: "appointment",
  enquiry: "enquiry",
  serviceConsultation: "serviceConsultation",
  newsletter: "newsletter",
};

function byForm<T>(pick: (key: FormKey) => T): Record<FormKey, T> {
  return Object.fromEntries(formKeys.map((key) => [key, pick(key)])) as Record<FormKey, T>;
}

/** Which provider template (service/template id pair in emailConfig) each form sends with. */
export const formTemplate = byForm((key) => templateKeys[leadForms[key].template]);

/** What each form tells the visitor after a send (spec sections 4 and 9). */
export const formMessages = byForm((key) => ({
  success: leadForms[key].success,
  failure: leadForms[key].failure,
}));

/** The form a submission belongs to, given the template it was sent with and its form_name. */
export function formForTemplate(template: TemplateKey, formNameValue: unknown): FormKey {
  if (template === "contact") return formNameValue === "hero" ? "hero" : "consultation";
  return template;
}
