/**
 * The configuration the browser may see: PUBLIC_* variables only. Islands import
 * this module, so it validates without zod (zod loads only when a visitor
 * submits a form) and holds nothing else; everything else is in ./server.
 *
 * Forms send through @emailjs/browser. With no provider public key configured
 * the sender points at the site's own protocol-compatible lead inbox
 * (same origin, /api/v1.0/email/...), which stores leads in SQLite.
 */
import { text, url } from "./parse";

// Each variable is named literally: the build inlines it (astro.config.mjs), tsx and
// Vitest read it at run time.
export const publicEnv = {
  PUBLIC_EMAILJS_PUBLIC_KEY: process.env.PUBLIC_EMAILJS_PUBLIC_KEY?.trim() || undefined,
  PUBLIC_EMAILJS_ORIGIN: url("PUBLIC_EMAILJS_ORIGIN", process.env.PUBLIC_EMAILJS_ORIGIN),
  PUBLIC_EMAILJS_SERVICE_CONTACT: text(
    process.env.PUBLIC_EMAILJS_SERVICE_CONTACT,
    "service_contact",
  ),
  PUBLIC_EMAILJS_TEMPLATE_CONTACT: text(
    process.env.PUBLIC_EMAILJS_TEMPLATE_CONTACT,
    "template_contact",
  ),
  PUBLIC_EMAILJS_SERVICE_FEEDBACK: text(
    process.env.PUBLIC_EMAILJS_SERVICE_FEEDBACK,
    "service_feedback",
  ),
  PUBLIC_EMAILJS_TEMPLATE_FEEDBACK: text(
    process.env.PUBLIC_EMAILJS_TEMPLATE_FEEDBACK,
    "template_feedback",
  ),
  PUBLIC_EMAILJS_SERVICE_APPOINTMENT: text(
    process.env.PUBLIC_EMAILJS_SERVICE_APPOINTMENT,
    "service_appointment",
  ),
  PUBLIC_EMAILJS_TEMPLATE_APPOINTMENT: text(
    process.env.PUBLIC_EMAILJS_TEMPLATE_APPOINTMENT,
    "template_appointment",
  ),
  PUBLIC_EMAILJS_SERVICE_LEADS: text(process.env.PUBLIC_EMAILJS_SERVICE_LEADS, "service_leads"),
  PUBLIC_EMAILJS_TEMPLATE_ENQUIRY: text(
    process.env.PUBLIC_EMAILJS_TEMPLATE_ENQUIRY,
    "template_enquiry",
  ),
  PUBLIC_EMAILJS_TEMPLATE_SERVICE_CONSULTATION: text(
    process.env.PUBLIC_EMAILJS_TEMPLATE_SERVICE_CONSULTATION,
    "template_service_consultation",
  ),
  PUBLIC_EMAILJS_TEMPLATE_NEWSLETTER: text(
    process.env.PUBLIC_EMAILJS_TEMPLATE_NEWSLETTER,
    "template_newsletter",
  ),
};

/** The public key the browser sends as user_id; the built-in inbox accepts this default. */
export const LOCAL_INBOX_PUBLIC_KEY = "local-inbox";

export const emailConfig = {
  /** "provider" when a real provider key is configured, else the built-in inbox. */
  mode: publicEnv.PUBLIC_EMAILJS_PUBLIC_KEY ? ("provider" as const) : ("inbox" as const),
  publicKey: publicEnv.PUBLIC_EMAILJS_PUBLIC_KEY ?? LOCAL_INBOX_PUBLIC_KEY,
  /** "" = same origin: the library then posts to /api/v1.0/email/... on this site. */
  origin: publicEnv.PUBLIC_EMAILJS_PUBLIC_KEY
    ? (publicEnv.PUBLIC_EMAILJS_ORIGIN ?? "https://api.emailjs.com")
    : "",
  templates: {
    contact: {
      serviceId: publicEnv.PUBLIC_EMAILJS_SERVICE_CONTACT,
      templateId: publicEnv.PUBLIC_EMAILJS_TEMPLATE_CONTACT,
    },
    feedback: {
      serviceId: publicEnv.PUBLIC_EMAILJS_SERVICE_FEEDBACK,
      templateId: publicEnv.PUBLIC_EMAILJS_TEMPLATE_FEEDBACK,
    },
    appointment: {
      serviceId: publicEnv.PUBLIC_EMAILJS_SERVICE_APPOINTMENT,
      templateId: publicEnv.PUBLIC_EMAILJS_TEMPLATE_APPOINTMENT,
    },
    enquiry: {
      serviceId: publicEnv.PUBLIC_EMAILJS_SERVICE_LEADS,
      templateId: publicEnv.PUBLIC_EMAILJS_TEMPLATE_ENQUIRY,
    },
    serviceConsultation: {
      serviceId: publicEnv.PUBLIC_EMAILJS_SERVICE_LEADS,
      templateId: publicEnv.PUBLIC_EMAILJS_TEMPLATE_SERVICE_CONSULTATION,
    },
    newsletter: {
      serviceId: publicEnv.PUBLIC_EMAILJS_SERVICE_LEADS,
      templateId: publicEnv.PUBLIC_EMAILJS_TEMPLATE_NEWSLETTER,
    },
  },
} as const;

export type TemplateKey = keyof typeof emailConfig.templates;
