import { companyField, emailField } from "./common";
import type { LeadField } from "./types";

/** How much one recalibration request may carry, and how often an address may send one. */
export const recalibrationLimits = {
  /** Instruments in one request. */
  instruments: 50,
  /** Characters of the customer's message. */
  message: 1000,
  /** Requests an hour from one signed-in address. */
  perHour: 10,
};

/**
 * "Request recalibration" in the customer portal (issue 38 item 6): not a
 * public form (the lead inbox does not take it; only the signed-in portal
 * makes it), stored as a lead of this form so the desk, the CSV and the lab's
 * e-mail show it like any lead, under its name, with these labels.
 */
export const recalibrationForm = {
  id: "recalibration",
  name: "Recalibration request",
  fields: [
    emailField("email"),
    // The customer's organisation (the desk's Customers), when the address belongs to one.
    { ...companyField("company_name"), required: undefined },
    {
      kind: "textarea",
      name: "instruments",
      id: "instruments",
      label: "Instruments",
      // 50 lines of make, model, serial number, item, certificate and due date.
      max: 50 * 600,
    },
    {
      kind: "textarea",
      name: "message",
      id: "message",
      label: "Message",
      max: recalibrationLimits.message,
    },
  ] satisfies readonly LeadField[],
};

/** The forms only the site itself makes leads of, by the key stored with the lead. */
export const siteLeadForms = { recalibration: recalibrationForm } as const;
export type SiteFormKey = keyof typeof siteLeadForms;
