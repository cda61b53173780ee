import type { TemplateKey } from "@/lib/env";

/**
 * The lead forms' keys, choices and messages: plain data with no zod, so the
 * browser forms can render without loading the validation library (the schemas
 * in ./schemas.ts load when a visitor first submits).
 */

// ---------------------------------------------------------------------------
// Keys, options and messages
// ---------------------------------------------------------------------------

export const formKeys = [
  "consultation",
  "hero",
  "feedback",
  "appointment",
  "enquiry",
  "serviceConsultation",
  "newsletter",
] as const;
export type FormKey = (typeof formKeys)[number];

export function isFormKey(value: unknown): value is FormKey {
  return typeof value === "string" && (formKeys as readonly string[]).includes(value);
}

/** Which provider template (service/template id pair in emailConfig) each form sends with. */
export const formTemplate: Record<FormKey, TemplateKey> = {
  consultation: "contact",
  hero: "contact",
  feedback: "feedback",
  appointment: "appointment",
  enquiry: "enquiry",
  serviceConsultation: "serviceConsultation",
  newsletter: "newsletter",
};

export const consultationServiceOptions = [
  "Electrical Equipment Testing",
  "Calibration Services",
  "Manufacturing QA",
  "Other",
] as const;

export const feedbackServiceOptions = consultationServiceOptions;

export const appointmentServiceOptions = [
  "Electrical Safety Testing",
  "Equipment Calibration",
  "Transformer Testing",
  "Circuit Breaker Analysis",
  "Power Quality Assessment",
  "Manufacturing System Certification",
  "High Voltage Testing",
  "other",
] as const;

export const appointmentLocations = [
  "Indore",
  "Bhopal",
  "Nagpur",
  "Jabalpur",
  "Ujjain",
  "Gwalior",
  "Raipur",
  "Vadodara",
  "Aurangabad",
  "Pithampur Industrial Area",
] as const;

/** Default options of the service-enquiry form; service pages may pass their own. */
export const enquiryServiceOptions = [
  "Electrical Equipment Testing",
  "Calibration Services",
  "Manufacturing QA",
  "other",
] as const;

export const serviceConsultationServiceOptions = [
  "Electrical Safety Testing",
  "Equipment Calibration",
  "Power Quality Analysis",
  "Transformer Testing",
  "Custom Project Requirement",
] as const;

/** Banner of the feedback form when any field is invalid (spec section 5). */
export const FEEDBACK_FAILED_BANNER = "Please fill all required fields correctly";

/** What each form tells the visitor after a send (spec sections 4 and 9). */
export const formMessages: Record<FormKey, { success: string; failure: string }> = {
  consultation: {
    success: "Message sent successfully!",
    failure: "Failed to send message. Please try again.",
  },
  hero: {
    success: "Message sent successfully!",
    failure: "Failed to send message. Please try again.",
  },
  feedback: {
    success: "Thank you for your feedback!",
    failure: "Failed to submit. Please try again.",
  },
  appointment: {
    success: "Appointment scheduled successfully!",
    failure: "Failed to schedule appointment. Please try again.",
  },
  enquiry: {
    success: "Thank you. Our team will contact you within 24 working hours.",
    failure: "Failed to send your enquiry. Please try again.",
  },
  serviceConsultation: {
    success: "Thank you. Our consultants will respond within 1 working day.",
    failure: "Failed to send your request. Please try again.",
  },
  newsletter: {
    success: "Thank you for subscribing.",
    failure: "Failed to subscribe. Please try again.",
  },
};

export const HONEYPOT_MESSAGE = "Leave this field empty";
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const UPLOAD_EXTENSIONS = [".pdf", ".doc", ".docx"] as const;
export const UPLOAD_TYPE_MESSAGE = "Upload a PDF, DOC or DOCX file";
export const UPLOAD_SIZE_MESSAGE = "The file must be 10 MB or smaller";
