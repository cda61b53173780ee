import { leadForms, type FormKey } from "./forms";

/**
 * The e-mail the lab's staff receive for every lead, and the desk: which form
 * it came from and what each field is called.
 */
export const leadFormNames: Record<FormKey, string> = {
  consultation: "Consultation request",
  hero: "Quick enquiry",
  feedback: "Feedback",
  appointment: "Appointment request",
  enquiry: "Testing enquiry",
  serviceConsultation: "Service consultation",
  newsletter: "Newsletter sign-up",
};

/** One name per kind of value, whatever a form calls it. */
const staffLabels: Record<string, string> = {
  user_name: "Name",
  full_name: "Name",
  name: "Name",
  contact_person: "Contact person",
  company_name: "Company",
  company: "Company",
  user_email: "E-mail",
  email: "E-mail",
  work_email: "E-mail",
  newsletter_email: "E-mail",
  user_phone: "Phone",
  phone: "Phone",
  user_service: "Service",
  service: "Service",
  service_type: "Service type",
  selected_service: "Service",
  selected_service_id: "Service id",
  service_title: "Service page",
  location: "Location",
  date: "Date",
  time: "Time",
  preferred_date: "Preferred date",
  equipment_details: "Equipment details",
  user_rating: "Rating",
  message: "Message",
};

/** The label a visitor saw, for a field the list above does not name. */
const formLabels: Record<string, string> = Object.fromEntries(
  Object.values(leadForms).flatMap((form) =>
    form.fields.flatMap((field): [string, string][] => {
      if (field.kind === "checkboxes") return field.options.map((o) => [o.name, o.label]);
      if (field.kind === "rating") return [[field.name, field.legend]];
      if (field.kind === "hidden") return [];
      return [[field.name, field.label]];
    }),
  ),
);

/** What staff see beside a stored field; a name no form describes is shown as it is. */
export const fieldLabel = (name: string): string => staffLabels[name] ?? formLabels[name] ?? name;

/** The form's name for staff; a form since removed keeps its key. */
export const formNameOf = (form: string): string =>
  Object.hasOwn(leadFormNames, form) ? leadFormNames[form as FormKey] : form;

export const leadNotification = {
  received: "Received",
  reference: "Reference",
  form: "Form",
  file: "Attached file",
  replyHint: "Reply to this e-mail to answer the visitor directly.",
  onDesk: "On the lead desk:",
  off: "E-mail notifications are off: set SMTP_URL, LEADS_NOTIFY_TO and LEADS_NOTIFY_FROM to receive every lead by e-mail.",
};
