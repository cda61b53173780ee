import { requestStaffLabels, requestValueWords } from "./request";
import {
  everyForm,
  fieldNamesWithRole,
  recalibrationForm,
  type FieldRole,
  type FormKey,
  type SiteFormKey,
} from "./forms";

/**
 * The e-mail the lab's staff receive for every lead, and the desk: which form
 * it came from and what each field is called.
 */
export const leadFormNames: Record<FormKey | SiteFormKey, string> = {
  consultation: "Consultation request",
  hero: "Quick enquiry",
  feedback: "Feedback",
  appointment: "Appointment request",
  enquiry: "Testing enquiry",
  serviceConsultation: "Service consultation",
  newsletter: "Newsletter sign-up",
  recalibration: recalibrationForm.name,
  request: "Test request",
};

/** What staff call a field by its role (content/forms/types.ts), whatever a form calls it. */
const roleLabels: Partial<Record<FieldRole, string>> = {
  name: "Name",
  company: "Company",
  email: "E-mail",
  phone: "Phone",
};

/**
 * Fields staff call otherwise than their role or the form's label does: one
 * name for a value several forms label differently, hidden fields, and the
 * enquiry's contact person (a name, kept as the visitor saw it).
 */
const staffLabels: Record<string, string> = {
  contact_person: "Contact person",
  user_service: "Service",
  selected_service_id: "Service id",
  service_title: "Service page",
  service_kind: "Kind of service",
  preferred_date: "Preferred date",
  user_rating: "Rating",
  message: "Message",
  ...requestStaffLabels,
};

const byRole: Record<string, string> = Object.fromEntries(
  Object.entries(roleLabels).flatMap(([role, label]) =>
    fieldNamesWithRole(role as FieldRole).map((name) => [name, label]),
  ),
);

/**
 * The label a visitor saw, for a field the lists above do not name. Each kind
 * of enquiry's own fields keep their own labels; a name several kinds share
 * keeps its first label (the laboratory testing enquiry's, the spec's).
 */
const formLabels: Record<string, string> = {};
for (const form of everyForm) {
  for (const field of form.fields) {
    const labels: [string, string][] =
      field.kind === "checkboxes"
        ? field.options.map((o) => [o.name, o.label])
        : field.kind === "rating"
          ? [[field.name, field.legend]]
          : field.kind === "hidden"
            ? []
            : [[field.name, field.label]];
    for (const [name, label] of labels) formLabels[name] ??= label;
  }
}

/** What staff see beside a stored field; a name no form describes is shown as it is. */
export const fieldLabel = (name: string): string =>
  staffLabels[name] ?? byRole[name] ?? formLabels[name] ?? name;

/** Stored values staff read in other words: the enquiry's kind of service is stored as a key. */
const valueWords: Record<string, Record<string, string>> = {
  service_kind: {
    testing: "Laboratory testing",
    calibration: "Calibration",
    training: "Training",
    onSite: "On-site service",
  },
  ...requestValueWords,
};

/** What staff see for a stored value: in words where the value is a key, else as stored. */
export const fieldValueText = (name: string, value: unknown): string => {
  const text = String(value ?? "");
  const words = Object.hasOwn(valueWords, name) ? valueWords[name]! : undefined;
  return words && Object.hasOwn(words, text) ? words[text]! : text;
};

/** The form's name for staff; a form since removed keeps its key. */
export const formNameOf = (form: string): string =>
  Object.hasOwn(leadFormNames, form) ? leadFormNames[form as keyof typeof leadFormNames] : form;

export const leadNotification = {
  received: "Received",
  reference: "Reference",
  form: "Form",
  file: "Attached file",
  replyHint: "Reply to this e-mail to answer the visitor directly.",
  onDesk: "On the lead desk:",
  off: "E-mail notifications are off: set SMTP_URL, LEADS_NOTIFY_TO and LEADS_NOTIFY_FROM to receive every lead by e-mail.",
  on: (to: string) => `Lead notifications on: every lead is e-mailed to ${to}`,
};
