import { createTransport, type Transporter } from "nodemailer";

/**
 * How long one SMTP exchange may take at each step. Every e-mail the site
 * sends goes through a transport made here, so none waits on a silent server
 * for nodemailer's default ten minutes, and an outbox row is always answered
 * (sent or failed) well inside its claim's lease (platform/outbox/store.ts).
 */
export interface SmtpTimeouts {
  connectionTimeout: number;
  greetingTimeout: number;
  socketTimeout: number;
}

export const SMTP_TIMEOUTS: Readonly<SmtpTimeouts> = {
  connectionTimeout: 30_000,
  greetingTimeout: 30_000,
  socketTimeout: 60_000,
};

/**
 * The site's way to its SMTP server (`SMTP_URL`); shorter timeouts where a
 * request waits for the answer (a link e-mailed while the visitor waits).
 */
export const smtpTransport = (url: string, timeouts: Partial<SmtpTimeouts> = {}): Transporter =>
  createTransport({ url, ...SMTP_TIMEOUTS, ...timeouts });
