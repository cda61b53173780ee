import { createTransport, type Transporter } from "nodemailer";

/**
 * How long one SMTP exchange may take at each step. Every e-mail the site
 * sends goes through a transport made here, so none waits on a silent server
 * for nodemailer's default ten minutes, and an outbox row is always answered
 * (sent or failed) well inside its claim's lease (platform/outbox/store.ts).
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 30_000,
  greetingTimeout: 30_000,
  socketTimeout: 60_000,
} as const;

/** The site's way to its SMTP server (`SMTP_URL`). */
export const smtpTransport = (url: string): Transporter =>
  createTransport({ url, ...SMTP_TIMEOUTS });
