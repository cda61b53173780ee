import type { SendMailOptions } from "nodemailer";
import { smtpTransport } from "@/lib/platform/mail/transport";
import { acknowledgementWords as english } from "@/content/acknowledgements";
import { acknowledgementWords as hindi } from "@/content/hi/acknowledgements";
import { serverEnv } from "@/lib/env/server";
import { formatDateTimeIN, formatLongDateHi, indiaDateOf, indiaMinuteOf } from "@/lib/format";
import { attachmentsOf, escapeHtml, rowsTableHtml } from "@/lib/mail/parts";
import { choicesLinkFor } from "@/lib/privacy/consent/links";
import { oneLine } from "@/lib/security/oneLine";
import type { CaseFile } from "./files";
import type { NotifyAddresses } from "./mail";
import type { CaseNotifications } from "./notifications";
import { createNotifier, type AsyncOutbox, type Outbox } from "./notifier";

/**
 * The e-mail back to the person who sent the lab something (a lead, a job
 * application): what they sent, their reference, what happens next and when,
 * the lab's name, phones and address; Reply-To the lab's own inbox, and the
 * file the lab made of it (a test request's PDF) attached. Sent through its
 * own durable outbox (retried like the e-mails to staff, each once).
 */
export interface Acknowledgement {
  reference: string;
  /** The sender's address and name as they typed them. */
  email: string;
  name: string;
  /** What they sent, in words ("Test request", "Job application"). */
  what: string;
  receivedAt: string;
  rows: readonly (readonly [label: string, value: string])[];
  next: string;
  replyTo: string;
  file?: CaseFile | undefined;
  /** The person's "Your choices" link (lib/privacy/consent/links.ts). */
  choices?: string | undefined;
  /**
   * "hi" for what was sent from a Hindi page: the e-mail's own words in Hindi (content/hi), and
   * `what`, `rows` and `next` given in Hindi by its kind. English otherwise.
   */
  language?: "en" | "hi" | undefined;
}

/** "30 नवंबर 2026, 12:00": the moment in India time, the Hindi date and the 24-hour time. */
const hindiMoment = (at: string) =>
  `${formatLongDateHi(indiaDateOf(at))}, ${indiaMinuteOf(at).slice(-5)}`;

export function acknowledgementMessage(
  mail: Acknowledgement,
  addresses: Pick<NotifyAddresses, "from" | "siteUrl">,
): SendMailOptions {
  const host = new URL(addresses.siteUrl).hostname || "localhost";
  const inHindi = mail.language === "hi";
  const words = inHindi ? hindi : english;
  const when = inHindi ? hindiMoment(mail.receivedAt) : formatDateTimeIN(mail.receivedAt);
  const opening = [words.greeting(mail.name), "", words.received(mail.what, when)];
  const attached = mail.file ? [words.attached(mail.file.name)] : [];
  const choices = mail.choices ? ["", `${words.choices}: ${mail.choices}`] : [];
  return {
    from: addresses.from,
    to: mail.email,
    replyTo: mail.replyTo,
    subject: oneLine(words.subject(mail.what, mail.reference)).slice(0, 200),
    // One message id per acknowledgement: sent twice (a crash between the SMTP server's
    // acceptance and our record of it), mail programs show it once.
    messageId: `<ack-${mail.reference}@${host}>`,
    text: [
      ...opening,
      "",
      `${words.reference}: ${mail.reference}`,
      words.referenceHint,
      "",
      `${words.next}: ${mail.next}`,
      "",
      `${words.youSent}:`,
      ...mail.rows.map(([k, v]) => `  ${k}: ${v}`),
      ...attached,
      "",
      words.reply,
      ...choices,
      "",
      "--",
      ...words.signature,
    ].join("\n"),
    html: [
      ...opening.filter(Boolean).map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><strong>${escapeHtml(words.reference)}: ${escapeHtml(mail.reference)}</strong><br>${escapeHtml(words.referenceHint)}</p>`,
      `<p><strong>${escapeHtml(words.next)}:</strong> ${escapeHtml(mail.next)}</p>`,
      `<h2 style="font-size:16px">${escapeHtml(words.youSent)}</h2>`,
      rowsTableHtml(mail.rows),
      ...attached.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p>${escapeHtml(words.reply)}</p>`,
      ...(mail.choices
        ? [`<p><a href="${escapeHtml(mail.choices)}">${escapeHtml(words.choices)}</a></p>`]
        : []),
      `<p style="color:#475569">${words.signature.map(escapeHtml).join("<br>")}</p>`,
    ].join("\n"),
    attachments: attachmentsOf(mail.file),
  };
}

export interface AcknowledgementPlan<T extends { reference: string }> {
  outbox: () => Outbox<T> | AsyncOutbox<T>;
  acknowledgement: (item: T) => Acknowledgement;
  /** The server's line when they are on, or off (what to set). */
  words: { on: string; off: string };
}

/**
 * A kind's acknowledgements on this server, started once per process: on with
 * SMTP_URL and LEADS_NOTIFY_FROM (the lab's own recipients are not needed:
 * each goes to its sender), off and said so once without.
 */
export function startAcknowledgements<T extends { reference: string }>(
  plan: AcknowledgementPlan<T>,
): CaseNotifications {
  const { SMTP_URL, LEADS_NOTIFY_FROM } = serverEnv;
  if (!SMTP_URL || !LEADS_NOTIFY_FROM) {
    console.warn(plan.words.off);
    return { state: "off", poke: () => {} };
  }
  const notifier = createNotifier<T & { choices: string }>({
    outbox: () => withChoices(plan),
    message: (item, addresses) =>
      acknowledgementMessage({ ...plan.acknowledgement(item), choices: item.choices }, addresses),
    transport: smtpTransport(SMTP_URL),
    from: LEADS_NOTIFY_FROM,
    to: [],
    siteUrl: serverEnv.SITE_URL,
    firstRetryMs: serverEnv.LEADS_NOTIFY_RETRY_SECONDS * 1000,
  });
  console.info(plan.words.on);
  return { state: "pending", poke: () => notifier.poke() };
}

/**
 * The outbox with each record's "Your choices" link made as it is sent (a
 * new private link per e-mail: only its hash is kept).
 */
export function withChoices<T extends { reference: string }>(
  plan: AcknowledgementPlan<T>,
): AsyncOutbox<T & { choices: string }> {
  const outbox = plan.outbox();
  return {
    due: async (now, limit) => outbox.due(now, limit),
    item: async (id) => {
      const item = await outbox.item(id);
      if (!item) return undefined;
      const email = plan.acknowledgement(item).email;
      return { ...item, choices: await choicesLinkFor(email, serverEnv.SITE_URL) };
    },
    markSent: async (id, messageId, at) => outbox.markSent(id, messageId, at),
    markFailed: async (id, error, next) => outbox.markFailed(id, error, next),
  };
}

/** The e-mails to staff and the acknowledgements of one kind, poked together. */
export interface CaseMails {
  /** What a new record's staff e-mail starts as. */
  readonly state: "pending" | "off";
  /** What its acknowledgement starts as. */
  readonly acknowledge: "pending" | "off";
  poke(): void;
}

export const bothMails = (staff: CaseNotifications, sender: CaseNotifications): CaseMails => ({
  state: staff.state,
  acknowledge: sender.state,
  poke() {
    staff.poke();
    sender.poke();
  },
});
