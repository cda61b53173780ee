import { z } from "@/lib/zod";

/**
 * Every environment variable the site reads, validated once, with defaults so
 * that a fresh clone runs with no configuration at all.
 *
 * Forms send through @emailjs/browser. With no provider public key configured
 * the sender points at the site's own protocol-compatible lead inbox
 * (same origin, /api/v1.0/email/...), which stores leads in SQLite.
 * NEXT_PUBLIC_* values are inlined into the browser bundle at build time.
 */
const schema = z.object({
  NEXT_PUBLIC_SITE_URL: z.url().default("http://localhost:3000"),
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: z.string().min(1).optional(),
  NEXT_PUBLIC_EMAILJS_ORIGIN: z.url().optional(),
  NEXT_PUBLIC_EMAILJS_SERVICE_CONTACT: z.string().min(1).default("service_contact"),
  NEXT_PUBLIC_EMAILJS_TEMPLATE_CONTACT: z.string().min(1).default("template_contact"),
  NEXT_PUBLIC_EMAILJS_SERVICE_FEEDBACK: z.string().min(1).default("service_feedback"),
  NEXT_PUBLIC_EMAILJS_TEMPLATE_FEEDBACK: z.string().min(1).default("template_feedback"),
  NEXT_PUBLIC_EMAILJS_SERVICE_APPOINTMENT: z.string().min(1).default("service_appointment"),
  NEXT_PUBLIC_EMAILJS_TEMPLATE_APPOINTMENT: z.string().min(1).default("template_appointment"),
  NEXT_PUBLIC_EMAILJS_SERVICE_LEADS: z.string().min(1).default("service_leads"),
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ENQUIRY: z.string().min(1).default("template_enquiry"),
  NEXT_PUBLIC_EMAILJS_TEMPLATE_SERVICE_CONSULTATION: z
    .string()
    .min(1)
    .default("template_service_consultation"),
  NEXT_PUBLIC_EMAILJS_TEMPLATE_NEWSLETTER: z.string().min(1).default("template_newsletter"),
  /** Server only: where the built-in lead inbox keeps its SQLite file. */
  LEADS_DB_PATH: z.string().min(1).default("data/leads.sqlite"),
  /** Server only: accepted submissions per client per minute. */
  LEADS_RATE_PER_MINUTE: z.coerce.number().int().positive().default(20),
});

// Each NEXT_PUBLIC_ variable is named literally so that Next.js can inline it in the browser bundle.
const raw = {
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL || undefined,
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY || undefined,
  NEXT_PUBLIC_EMAILJS_ORIGIN: process.env.NEXT_PUBLIC_EMAILJS_ORIGIN || undefined,
  NEXT_PUBLIC_EMAILJS_SERVICE_CONTACT: process.env.NEXT_PUBLIC_EMAILJS_SERVICE_CONTACT || undefined,
  NEXT_PUBLIC_EMAILJS_TEMPLATE_CONTACT:
    process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_CONTACT || undefined,
  NEXT_PUBLIC_EMAILJS_SERVICE_FEEDBACK:
    process.env.NEXT_PUBLIC_EMAILJS_SERVICE_FEEDBACK || undefined,
  NEXT_PUBLIC_EMAILJS_TEMPLATE_FEEDBACK:
    process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_FEEDBACK || undefined,
  NEXT_PUBLIC_EMAILJS_SERVICE_APPOINTMENT:
    process.env.NEXT_PUBLIC_EMAILJS_SERVICE_APPOINTMENT || undefined,
  NEXT_PUBLIC_EMAILJS_TEMPLATE_APPOINTMENT:
    process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_APPOINTMENT || undefined,
  NEXT_PUBLIC_EMAILJS_SERVICE_LEADS: process.env.NEXT_PUBLIC_EMAILJS_SERVICE_LEADS || undefined,
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ENQUIRY:
    process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ENQUIRY || undefined,
  NEXT_PUBLIC_EMAILJS_TEMPLATE_SERVICE_CONSULTATION:
    process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_SERVICE_CONSULTATION || undefined,
  NEXT_PUBLIC_EMAILJS_TEMPLATE_NEWSLETTER:
    process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_NEWSLETTER || undefined,
  LEADS_DB_PATH: process.env.LEADS_DB_PATH || undefined,
  LEADS_RATE_PER_MINUTE: process.env.LEADS_RATE_PER_MINUTE || undefined,
};

export const env = schema.parse(raw);

/** The public key the browser sends as user_id; the built-in inbox accepts this default. */
export const LOCAL_INBOX_PUBLIC_KEY = "local-inbox";

export const emailConfig = {
  /** "provider" when a real provider key is configured, else the built-in inbox. */
  mode: env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY ? ("provider" as const) : ("inbox" as const),
  publicKey: env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY ?? LOCAL_INBOX_PUBLIC_KEY,
  /** "" = same origin: the library then posts to /api/v1.0/email/... on this site. */
  origin: env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY
    ? (env.NEXT_PUBLIC_EMAILJS_ORIGIN ?? "https://api.emailjs.com")
    : "",
  templates: {
    contact: {
      serviceId: env.NEXT_PUBLIC_EMAILJS_SERVICE_CONTACT,
      templateId: env.NEXT_PUBLIC_EMAILJS_TEMPLATE_CONTACT,
    },
    feedback: {
      serviceId: env.NEXT_PUBLIC_EMAILJS_SERVICE_FEEDBACK,
      templateId: env.NEXT_PUBLIC_EMAILJS_TEMPLATE_FEEDBACK,
    },
    appointment: {
      serviceId: env.NEXT_PUBLIC_EMAILJS_SERVICE_APPOINTMENT,
      templateId: env.NEXT_PUBLIC_EMAILJS_TEMPLATE_APPOINTMENT,
    },
    enquiry: {
      serviceId: env.NEXT_PUBLIC_EMAILJS_SERVICE_LEADS,
      templateId: env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ENQUIRY,
    },
    serviceConsultation: {
      serviceId: env.NEXT_PUBLIC_EMAILJS_SERVICE_LEADS,
      templateId: env.NEXT_PUBLIC_EMAILJS_TEMPLATE_SERVICE_CONSULTATION,
    },
    newsletter: {
      serviceId: env.NEXT_PUBLIC_EMAILJS_SERVICE_LEADS,
      templateId: env.NEXT_PUBLIC_EMAILJS_TEMPLATE_NEWSLETTER,
    },
  },
} as const;

export type TemplateKey = keyof typeof emailConfig.templates;
