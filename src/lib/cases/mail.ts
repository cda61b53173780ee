import type { SendMailOptions } from "nodemailer";
import { attachmentsOf, escapeHtml, rowsTableHtml } from "@/lib/mail/parts";
import { oneLine } from "@/lib/security/oneLine";

/** Who sends the e-mails to staff, to whom, and the site's public address (links, message ids). */
export interface NotifyAddresses {
  from: string;
  to: string[];
  siteUrl: string;
}

/** One case as its e-mail to staff tells it; each kind says what its rows are. */
export interface CaseMail {
  reference: string;
  subject: string;
  /** Label and value, in order, every value as typed. */
  rows: readonly (readonly [label: string, value: string])[];
  /** The sender's address, when they gave one: staff answer with a reply. */
  replyTo?: string | undefined;
  file?: { name: string; type: string; bytes: Uint8Array } | undefined;
  /** The desk page of the case, `?id=` its reference. */
  deskPage: string;
  /** The kind's words: how to answer the sender, and what the desk link is. */
  words: { replyHint: string; onDesk: string };
}

/** A subject longer than this is cut (the whole text is in the body). */
const MAX_SUBJECT = 200;

/**
 * A case as an e-mail to staff: every row as plain text and as escaped HTML,
 * the file attached (with a safe name), Reply-To the sender, a link to its
 * desk page. The subject stays on one line whatever was typed. The message id
 * comes from the reference, so a message sent twice (a crash between the SMTP
 * server's acceptance and our record of it) is one message to mail clients.
 */
export function caseMessage(mail: CaseMail, to: NotifyAddresses): SendMailOptions {
  const host = new URL(to.siteUrl).hostname || "localhost";
  const deskLink = new URL(`${mail.deskPage}?id=${encodeURIComponent(mail.reference)}`, to.siteUrl)
    .href;
  const { words } = mail;
  const hint = mail.replyTo ? [words.replyHint] : [];
  return {
    from: to.from,
    to: to.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: oneLine(mail.subject).slice(0, MAX_SUBJECT),
    messageId: `<${mail.reference}@${host}>`,
    text: [
      ...mail.rows.map(([k, v]) => `${k}: ${v}`),
      "",
      ...hint,
      `${words.onDesk} ${deskLink}`,
    ].join("\n"),
    html: [
      rowsTableHtml(mail.rows),
      ...hint.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p>${escapeHtml(words.onDesk)} <a href="${escapeHtml(deskLink)}">${escapeHtml(mail.reference)}</a></p>`,
    ].join("\n"),
    attachments: attachmentsOf(mail.file),
  };
}
