/**
 * Every environment variable the site reads, validated once, with defaults so
 * that a fresh clone runs with no configuration at all.
 *
 * Forms send through @emailjs/browser. With no provider public key configured
 * the sender points at the site's own protocol-compatible lead inbox
 * (same origin, /api/v1.0/email/...), which stores leads in SQLite.
 * PUBLIC_* values are inlined into the browser bundle at build time, so
 * this module is shared with the browser and validates without zod (zod loads
 * only when a visitor submits a form).
 */

function fail(name: string, problem: string): never {
  throw new Error(`Invalid environment variable ${name}: ${problem}`);
}

function text(_name: string, value: string | undefined, fallback: string): string {
  const v = value?.trim();
  return v ? v : fallback;
}

function url(name: string, value: string | undefined): string | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  try {
    const parsed = new URL(v);
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:")
      fail(name, "must be an http(s) URL");
  } catch {
    fail(name, `"${v}" is not a URL`);
  }
  return v.replace(/\/$/, "");
}

function wholeNumber(
  name: string,
  value: string | undefined,
  fallback: number,
  min: 0 | 1,
): number {
  const v = value?.trim();
  if (!v) return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < min)
    fail(name, `"${v}" is not a ${min === 1 ? "positive " : ""}whole number`);
  return n;
}

function smtpUrl(name: string, value: string | undefined): string | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  let protocol: string;
  try {
    protocol = new URL(v).protocol;
  } catch {
    fail(name, "is not a URL (smtp://user:password@host:587)");
  }
  if (protocol !== "smtp:" && protocol !== "smtps:")
    fail(name, "must start with smtp:// or smtps://");
  return v;
}

function addressList(name: string, value: string | undefined): string[] {
  const list = (value ?? "")
    .split(",")
    .map((a) => a.trim())
    .filter(Boolean);
  for (const address of list)
    if (!/^[^\s@]+@[^\s@]+$/.test(address.replace(/^.*<(.+)>$/, "$1")))
      fail(name, `"${address}" is not an e-mail address`);
  return list;
}

const positiveInt = (name: string, value: string | undefined, fallback: number) =>
  wholeNumber(name, value, fallback, 1);

// Each PUBLIC_ variable is named literally so that the build can inline it in the browser bundle.
export const env = {
  PUBLIC_SITE_URL: url("PUBLIC_SITE_URL", process.env.PUBLIC_SITE_URL) ?? "http://localhost:3000",
  PUBLIC_EMAILJS_PUBLIC_KEY: process.env.PUBLIC_EMAILJS_PUBLIC_KEY?.trim() || undefined,
  PUBLIC_EMAILJS_ORIGIN: url("PUBLIC_EMAILJS_ORIGIN", process.env.PUBLIC_EMAILJS_ORIGIN),
  PUBLIC_EMAILJS_SERVICE_CONTACT: text(
    "PUBLIC_EMAILJS_SERVICE_CONTACT",
    process.env.PUBLIC_EMAILJS_SERVICE_CONTACT,
    "service_contact",
  ),
  PUBLIC_EMAILJS_TEMPLATE_CONTACT: text(
    "PUBLIC_EMAILJS_TEMPLATE_CONTACT",
    process.env.PUBLIC_EMAILJS_TEMPLATE_CONTACT,
    "template_contact",
  ),
  PUBLIC_EMAILJS_SERVICE_FEEDBACK: text(
    "PUBLIC_EMAILJS_SERVICE_FEEDBACK",
    process.env.PUBLIC_EMAILJS_SERVICE_FEEDBACK,
    "service_feedback",
  ),
  PUBLIC_EMAILJS_TEMPLATE_FEEDBACK: text(
    "PUBLIC_EMAILJS_TEMPLATE_FEEDBACK",
    process.env.PUBLIC_EMAILJS_TEMPLATE_FEEDBACK,
    "template_feedback",
  ),
  PUBLIC_EMAILJS_SERVICE_APPOINTMENT: text(
    "PUBLIC_EMAILJS_SERVICE_APPOINTMENT",
    process.env.PUBLIC_EMAILJS_SERVICE_APPOINTMENT,
    "service_appointment",
  ),
  PUBLIC_EMAILJS_TEMPLATE_APPOINTMENT: text(
    "PUBLIC_EMAILJS_TEMPLATE_APPOINTMENT",
    process.env.PUBLIC_EMAILJS_TEMPLATE_APPOINTMENT,
    "template_appointment",
  ),
  PUBLIC_EMAILJS_SERVICE_LEADS: text(
    "PUBLIC_EMAILJS_SERVICE_LEADS",
    process.env.PUBLIC_EMAILJS_SERVICE_LEADS,
    "service_leads",
  ),
  PUBLIC_EMAILJS_TEMPLATE_ENQUIRY: text(
    "PUBLIC_EMAILJS_TEMPLATE_ENQUIRY",
    process.env.PUBLIC_EMAILJS_TEMPLATE_ENQUIRY,
    "template_enquiry",
  ),
  PUBLIC_EMAILJS_TEMPLATE_SERVICE_CONSULTATION: text(
    "PUBLIC_EMAILJS_TEMPLATE_SERVICE_CONSULTATION",
    process.env.PUBLIC_EMAILJS_TEMPLATE_SERVICE_CONSULTATION,
    "template_service_consultation",
  ),
  PUBLIC_EMAILJS_TEMPLATE_NEWSLETTER: text(
    "PUBLIC_EMAILJS_TEMPLATE_NEWSLETTER",
    process.env.PUBLIC_EMAILJS_TEMPLATE_NEWSLETTER,
    "template_newsletter",
  ),
  /** Server only: where the built-in lead inbox keeps its SQLite file. */
  LEADS_DB_PATH: text("LEADS_DB_PATH", process.env.LEADS_DB_PATH, "data/leads.sqlite"),
  /** Server only: accepted submissions per client per minute. */
  LEADS_RATE_PER_MINUTE: positiveInt(
    "LEADS_RATE_PER_MINUTE",
    process.env.LEADS_RATE_PER_MINUTE,
    20,
  ),
  /** Server only: inbox requests handled at once; more wait for a 503 with Retry-After. */
  LEADS_MAX_CONCURRENT: positiveInt("LEADS_MAX_CONCURRENT", process.env.LEADS_MAX_CONCURRENT, 16),
  /**
   * Server only: how many reverse proxies in front of the server append to
   * X-Forwarded-For. 0 (the default): the throttle uses the socket's address and
   * ignores the header, which any client can write.
   */
  TRUST_PROXY_HOPS: wholeNumber("TRUST_PROXY_HOPS", process.env.TRUST_PROXY_HOPS, 0, 0),
  /** Server only: where lead notifications are sent from (smtp://user:pass@host:587 or smtps://…); unset = off. */
  SMTP_URL: smtpUrl("SMTP_URL", process.env.SMTP_URL),
  /** Server only: who receives a notification for every lead (comma-separated). */
  LEADS_NOTIFY_TO: addressList("LEADS_NOTIFY_TO", process.env.LEADS_NOTIFY_TO),
  /** Server only: the notifications' sender. */
  LEADS_NOTIFY_FROM: text("LEADS_NOTIFY_FROM", process.env.LEADS_NOTIFY_FROM, ""),
  /** Server only: the first pause before a failed notification is tried again (doubles each time, at most an hour). */
  LEADS_NOTIFY_RETRY_SECONDS: positiveInt(
    "LEADS_NOTIFY_RETRY_SECONDS",
    process.env.LEADS_NOTIFY_RETRY_SECONDS,
    30,
  ),
};

/** The public key the browser sends as user_id; the built-in inbox accepts this default. */
export const LOCAL_INBOX_PUBLIC_KEY = "local-inbox";

export const emailConfig = {
  /** "provider" when a real provider key is configured, else the built-in inbox. */
  mode: env.PUBLIC_EMAILJS_PUBLIC_KEY ? ("provider" as const) : ("inbox" as const),
  publicKey: env.PUBLIC_EMAILJS_PUBLIC_KEY ?? LOCAL_INBOX_PUBLIC_KEY,
  /** "" = same origin: the library then posts to /api/v1.0/email/... on this site. */
  origin: env.PUBLIC_EMAILJS_PUBLIC_KEY
    ? (env.PUBLIC_EMAILJS_ORIGIN ?? "https://api.emailjs.com")
    : "",
  templates: {
    contact: {
      serviceId: env.PUBLIC_EMAILJS_SERVICE_CONTACT,
      templateId: env.PUBLIC_EMAILJS_TEMPLATE_CONTACT,
    },
    feedback: {
      serviceId: env.PUBLIC_EMAILJS_SERVICE_FEEDBACK,
      templateId: env.PUBLIC_EMAILJS_TEMPLATE_FEEDBACK,
    },
    appointment: {
      serviceId: env.PUBLIC_EMAILJS_SERVICE_APPOINTMENT,
      templateId: env.PUBLIC_EMAILJS_TEMPLATE_APPOINTMENT,
    },
    enquiry: {
      serviceId: env.PUBLIC_EMAILJS_SERVICE_LEADS,
      templateId: env.PUBLIC_EMAILJS_TEMPLATE_ENQUIRY,
    },
    serviceConsultation: {
      serviceId: env.PUBLIC_EMAILJS_SERVICE_LEADS,
      templateId: env.PUBLIC_EMAILJS_TEMPLATE_SERVICE_CONSULTATION,
    },
    newsletter: {
      serviceId: env.PUBLIC_EMAILJS_SERVICE_LEADS,
      templateId: env.PUBLIC_EMAILJS_TEMPLATE_NEWSLETTER,
    },
  },
} as const;

export type TemplateKey = keyof typeof emailConfig.templates;
