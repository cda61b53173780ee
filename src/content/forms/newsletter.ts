import type { LeadFormSpec } from "./types";
import { emailField, fullWidth } from "./common";

/** The sidebar's newsletter: one e-mail address, as the spec has it (subscribing is the visitor's own act). */
export const newsletterForm: LeadFormSpec = {
  id: "newsletter",
  template: "newsletter",
  heading: "Newsletter",
  promise:
    "One e-mail a month on standards, testing practice and lab news. Unsubscribe at any time.",
  purpose: "to send you the newsletter you asked for",
  ground: "consent",
  submit: "Subscribe",
  success: "Thank you for subscribing.",
  failure: "Failed to subscribe. Please try again.",
  fields: [fullWidth(emailField("newsletter_email", { placeholder: "Enter professional email" }))],
};
