import type { LeadFormSpec } from "./types";
import { companyField, emailField, nameField } from "./common";

export const serviceConsultationServiceOptions = [
  "Electrical Safety Testing",
  "Equipment Calibration",
  "Power Quality Analysis",
  "Transformer Testing",
  "Custom Project Requirement",
] as const;

/** The /service page's consultation request. */
export const serviceConsultationForm: LeadFormSpec = {
  id: "service-consultation",
  template: "serviceConsultation",
  heading: "Request a Consultation",
  promise: "Our consultants respond within 1 working day.",
  purpose: "to prepare your consultation",
  submit: "Request Consultation",
  success: "Thank you. Our consultants will respond within 1 working day.",
  failure: "Failed to send your request. Please try again.",
  fields: [
    { ...nameField("full_name", "Full name"), required: "Please enter your full name" },
    emailField("work_email", {
      label: "Work e-mail",
      required: "Please enter your work e-mail address",
    }),
    companyField("company_name"),
    {
      kind: "phone",
      role: "phone",
      name: "phone",
      id: "phone",
      label: "Phone (optional)",
      invalid: "Please enter a valid phone number",
      autoComplete: "tel",
      width: "half",
    },
    {
      kind: "select",
      name: "service_type",
      role: "service",
      id: "type",
      label: "Service type",
      placeholder: "Select a service type",
      options: serviceConsultationServiceOptions,
      required: "Please choose a service type",
      invalid: "Please choose a service type",
    },
    {
      kind: "textarea",
      name: "message",
      id: "message",
      label: "Your requirements",
      rows: 4,
      max: 2000,
      required: "Please describe your requirements",
    },
  ],
};
