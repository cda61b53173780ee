import type { LeadFormSpec } from "./types";
import { emailField, fullWidth, messageField, nameField, phoneField } from "./common";

/** The services a general enquiry can be about (contact and feedback forms). */
export const consultationServiceOptions = [
  "Electrical Equipment Testing",
  "Calibration Services",
  "Manufacturing QA",
  "Other",
] as const;

export type ConsultationService = (typeof consultationServiceOptions)[number];

/** The id of the contact page's consultation form, so a link can open it. */
export const CONSULTATION_ANCHOR = "request-consultation";

/**
 * A link that opens the contact page's consultation with `service` chosen
 * (the visitor can still change it); /contact reads ?service=.
 */
export const consultationHref = (service: ConsultationService): string =>
  `/contact?service=${encodeURIComponent(service)}#${CONSULTATION_ANCHOR}`;

/** Contact page: "Request Consultation" (spec sections 3 to 5). */
export const consultationForm: LeadFormSpec = {
  id: "consultation",
  template: "contact",
  heading: "Request Consultation",
  purpose: "to answer your consultation request",
  submit: "Send Message",
  success: "Message sent successfully!",
  failure: "Failed to send message. Please try again.",
  fields: [
    nameField("user_name", "Full name"),
    emailField("user_email"),
    phoneField("user_phone", "Phone"),
    {
      kind: "select",
      name: "user_service",
      role: "service",
      id: "service",
      label: "Service",
      options: consultationServiceOptions,
      invalid: "Please choose a service",
      width: "half",
    },
    messageField(),
  ],
};

/** The home hero's quick enquiry: name, e-mail, 10-digit phone, message. */
export const heroForm: LeadFormSpec = {
  id: "hero",
  template: "contact",
  heading: "Quick Enquiry",
  purpose: "to reply to your enquiry",
  submit: "Submit",
  success: "Message sent successfully!",
  failure: "Failed to send message. Please try again.",
  fields: [
    fullWidth(nameField("user_name")),
    fullWidth(emailField("user_email")),
    {
      kind: "tenDigits",
      name: "user_phone",
      id: "phone",
      label: "Phone (10 digits)",
      role: "phone",
      required: "Please enter your phone number",
      invalid: "Please enter a 10-digit phone number",
      autoComplete: "tel",
    },
    messageField("Message", 6),
  ],
};
