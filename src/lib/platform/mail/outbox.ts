import type { SendMailOptions } from "nodemailer";
import { serverEnv } from "@/lib/env/server";
import { CLAIM_LEASE_MS } from "@/lib/platform/outbox/store";
import { openSecret, sealSecret } from "@/lib/platform/secretBox";
import { oneLine } from "@/lib/security/oneLine";
import {
  claimDueMail,
  endUnsentMail,
  insertMailRow,
  markMailFailed,
  markMailSent,
  pendingMailRow,
  type MailRow,
  type NewMailRow,
} from "./store";
import { smtpTransport, type SmtpTimeouts } from "./transport";

/**
 * The site's plain e-mails to one person (a set-password link, "Forgot
 * password", the wrong-codes warning, a portal sign-in link), through one
 * durable outbox (migration 0046) on the SMTP server the lead notifications
 * use (SMTP_URL, from LEADS_NOTIFY_FROM).
 *
 * `sendMailNow` stores the e-mail, its body sealed with the secrets key
 * (platform/secretBox.ts: a copy of the database alone holds no link), then
 * tries it at once with short timeouts, while the visitor waits or just after
 * the answer. The row is written already claimed by that try for the claim's
 * lease, so the outbox's job (lib/server/mailOutbox.ts, where JOBS=on) never
 * sends it too; a failed try leaves it pending for the job, retried with a
 * growing pause (lib/cases/notifier.ts) until the e-mail ends (its link
 * expires). A sent or ended e-mail's body is erased.
 */

/** Taken by the SMTP server; not taken now (the outbox tries again); or e-mail is not set up (nothing kept). */
export type Delivery = "mailed" | "failed" | "not-configured";

/** Kept for the outbox's job to send, nothing tried yet; or e-mail is not set up (nothing kept). */
export type Queued = "queued" | "not-configured";

/** The site's SMTP server and sender. */
export interface MailServer {
  url: string;
  from: string;
}

/** SMTP_URL and LEADS_NOTIFY_FROM, or undefined: e-mail is not set up on this server. */
export function mailServer(): MailServer | undefined {
  const { SMTP_URL, LEADS_NOTIFY_FROM } = serverEnv;
  return SMTP_URL && LEADS_NOTIFY_FROM ? { url: SMTP_URL, from: LEADS_NOTIFY_FROM } : undefined;
}

export const mailConfigured = () => mailServer() !== undefined;

export interface PlainMail {
  /** What the e-mail is for, as its row and the log name it ("set-password"). */
  purpose: string;
  to: string;
  subject: string;
  text: string;
  /** Header lines of its own (a newsletter's List-Unsubscribe), sealed like the body. */
  headers?: Record<string, string> | undefined;
  /** When it is of no more use (its link ends): never sent after, its body erased. */
  endsAt: Date;
}

/** A try while a request waits: a few seconds at each step. */
export const AT_ONCE_TIMEOUTS: Readonly<SmtpTimeouts> = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 15_000,
};

export interface SendOptions {
  /** Default: the server's settings (mailServer). */
  server?: MailServer | undefined;
  now?: () => Date;
  /** The job's first pause after a failure (LEADS_NOTIFY_RETRY_SECONDS). */
  firstRetryMs?: number;
}

/** The e-mail of a row, its body opened (inside the sender's try: a body the key cannot open fails the attempt). */
export function mailMessage(
  row: MailRow,
  from: string,
  siteUrl: string = serverEnv.SITE_URL,
): SendMailOptions {
  const host = new URL(siteUrl).hostname || "localhost";
  return {
    from,
    to: row.recipient,
    subject: row.subject,
    text: openSecret(row.body),
    messageId: `<mail-${row.id}@${host}>`,
    ...(row.headers
      ? { headers: JSON.parse(openSecret(row.headers)) as Record<string, string> }
      : {}),
  };
}

/** The e-mail as its outbox row keeps it: body and own headers sealed; the job may take it from `firstTryAt`. */
const outboxRow = (mail: PlainMail, at: Date, firstTryAt: Date): NewMailRow => ({
  purpose: mail.purpose,
  recipient: mail.to,
  subject: mail.subject,
  body: sealSecret(mail.text),
  headers: mail.headers ? sealSecret(JSON.stringify(mail.headers)) : null,
  createdAt: at,
  endsAt: mail.endsAt,
  firstTryAt,
});

/**
 * Keeps the e-mail in the outbox and tries it at once. Answers "mailed" when
 * the SMTP server took it, "failed" when it did not within the short timeouts
 * (the job tries again; the failure is logged without the text, which may
 * hold a link), "not-configured" (nothing kept) without e-mail on the server.
 */
export async function sendMailNow(mail: PlainMail, options: SendOptions = {}): Promise<Delivery> {
  const server = options.server ?? mailServer();
  if (!server) return "not-configured";
  const now = options.now ?? (() => new Date());
  const at = now();
  const id = await insertMailRow(outboxRow(mail, at, new Date(at.getTime() + CLAIM_LEASE_MS)));
  const transport = smtpTransport(server.url, AT_ONCE_TIMEOUTS);
  try {
    const row = await pendingMailRow(id);
    if (!row) throw new Error("the e-mail is no longer waiting");
    const message = mailMessage(row, server.from);
    const info = await transport.sendMail(message);
    await markMailSent(id, info.messageId || String(message.messageId), now());
    return "mailed";
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    const retryMs = options.firstRetryMs ?? serverEnv.LEADS_NOTIFY_RETRY_SECONDS * 1000;
    await markMailFailed(id, text.slice(0, 500), new Date(now().getTime() + retryMs));
    console.error(
      `${mail.purpose} e-mail ${id} to ${mail.to} failed (the outbox tries again): ${oneLine(text)}`,
    );
    return "failed";
  } finally {
    transport.close();
  }
}

/** What wakes this server's outbox job when an e-mail is queued (lib/server/mailOutbox.ts). */
const queuedListeners = new Set<() => void>();

/** Calls `listener` whenever an e-mail is queued; answers the way to stop. */
export function onMailQueued(listener: () => void): () => void {
  queuedListeners.add(listener);
  return () => queuedListeners.delete(listener);
}

/**
 * Keeps the e-mail in the outbox for its job to send, trying nothing while
 * the caller waits (a newsletter's hundreds of e-mails): the row is due at
 * once, this server's job is woken, and another server's finds it on its
 * next look. Retries and the end are the outbox's, as for any e-mail.
 */
export async function queueMail(mail: PlainMail, options: SendOptions = {}): Promise<Queued> {
  if (!(options.server ?? mailServer())) return "not-configured";
  const at = (options.now ?? (() => new Date()))();
  await insertMailRow(outboxRow(mail, at, at));
  for (const listener of queuedListeners) listener();
  return "queued";
}

/** A pending e-mail as the outbox's sender takes it. */
export interface QueuedMail extends MailRow {
  reference: string;
}

/**
 * The outbox as its job drains it (lib/cases/notifier.ts): e-mails past their
 * end are closed unsent (bodies erased) before the due ones are claimed.
 */
export const mailOutbox = {
  async due(now: Date, limit: number) {
    await endUnsentMail(now);
    return claimDueMail(now, limit);
  },
  async item(id: number): Promise<QueuedMail | undefined> {
    const row = await pendingMailRow(id);
    return row && { ...row, reference: `${row.purpose} e-mail ${row.id}` };
  },
  markSent: markMailSent,
  markFailed: markMailFailed,
};
