import type { LeadFormSpec } from "./types";
import { consultationServiceOptions } from "./contact";
import { nameField } from "./common";

export const feedbackServiceOptions = consultationServiceOptions;

/** The feedback page (spec section 5): the spec's own messages, banner and 3-second status. */
export const feedbackForm: LeadFormSpec = {
  id: "feedback",
  template: "feedback",
  heading: "Rate your experience",
  purpose: "to review and improve our service",
  submit: "Submit Feedback",
  success: "Thank you for your feedback!",
  failure: "Failed to submit. Please try again.",
  invalidBanner: "Please fill all required fields correctly",
  statusClearsAfterMs: 3000,
  fields: [
    { ...nameField("user_name"), required: "Name is required" },
    {
      kind: "email",
      role: "email",
      name: "user_email",
      id: "email",
      label: "E-mail",
      required: "Invalid email address",
      invalid: "Invalid email address",
      autoComplete: "email",
      width: "half",
    },
    {
      kind: "tenDigits",
      name: "user_phone",
      id: "phone",
      label: "Phone (10 digits)",
      role: "phone",
      required: "Invalid phone number",
      invalid: "Invalid phone number",
      autoComplete: "tel",
      width: "half",
    },
    {
      kind: "select",
      name: "user_service",
      role: "service",
      id: "service",
      label: "Service type",
      placeholder: "Select Service",
      options: feedbackServiceOptions,
      required: "Please select a service type",
      invalid: "Please select a service type",
      width: "half",
    },
    {
      kind: "rating",
      name: "user_rating",
      id: "rating",
      legend: "Your rating",
      stars: 5,
      required: "Please select a rating",
    },
    {
      kind: "textarea",
      name: "message",
      id: "message",
      label: "Your comments",
      rows: 4,
      max: 2000,
    },
  ],
};
