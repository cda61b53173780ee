import type { LeadFormSpec } from "./types";
import { companyField, emailField, phoneField, upload } from "./common";

/** Default choices of the service enquiry; a service page offers its own. */
export const enquiryServiceOptions = [
  "Electrical Equipment Testing",
  "Calibration Services",
  "Manufacturing QA",
  "other",
] as const;

/** Service enquiry with the specification file (service detail pages). */
export const enquiryForm: LeadFormSpec = {
  id: "enquiry",
  template: "enquiry",
  heading: "Schedule Your Testing",
  promise: "Our team will contact you within 24 working hours.",
  purpose: "to prepare your test quotation and schedule",
  submit: "Submit Enquiry",
  success: "Thank you. Our team will contact you within 24 working hours.",
  failure: "Failed to send your enquiry. Please try again.",
  fields: [
    companyField("company_name"),
    {
      kind: "text",
      name: "contact_person",
      id: "person",
      label: "Contact person",
      max: 100,
      required: "Please enter the contact person's name",
      autoComplete: "name",
      width: "half",
      role: "name",
    },
    emailField("email"),
    phoneField("phone"),
    {
      kind: "select",
      name: "selected_service",
      role: "service",
      id: "service",
      label: "Service",
      placeholder: "Choose a service...",
      options: enquiryServiceOptions,
      required: "Please choose a service",
      invalid: "Please choose a service",
      anyOption: { max: 120 },
    },
    {
      kind: "textarea",
      name: "equipment_details",
      id: "equipment",
      label: "Equipment details",
      rows: 4,
      max: 3000,
      required: "Please describe the equipment",
      hint: "Make/model, voltage rating, quantity and any special requirements.",
    },
    {
      kind: "date",
      name: "preferred_date",
      id: "date",
      label: "Preferred testing date",
      invalid: "Please choose a valid date",
      width: "half",
    },
    {
      kind: "file",
      role: "file",
      name: "specification_file",
      id: "file",
      label: "Specification file",
      hint: `PDF, DOC or DOCX, up to ${upload.maxMegabytes} MB.`,
      width: "half",
    },
    { kind: "hidden", name: "selected_service_id", max: 120 },
    { kind: "hidden", name: "service_title", max: 200 },
  ],
};
