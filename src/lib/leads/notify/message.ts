import type { SendMailOptions } from "nodemailer";
import { leadContact } from "@/content/forms";
import {
  fieldLabel,
  fieldValueText,
  formNameOf,
  leadNotification as words,
} from "@/content/leadNotification";
import { formatDateTimeIN } from "@/lib/format";
import { safeFileName } from "@/lib/http/safeFileName";

/** What the notification needs of a stored lead. */
export interface NotifiableLead {
  reference: string;
  form: string;
  createdAt: string;
  fields: Record<string, unknown>;
  file?: { name: string; type: string; bytes: Uint8Array } | undefined;
}

export interface NotifyAddresses {
  from: string;
  to: string[];
  /** The site's public address: the message id's domain. */
  siteUrl: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Header values must stay on one line, whatever a visitor typed. */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, " ").slice(0, 120);

/**
 * One lead as an e-mail to the lab: every field as typed (plain text and
 * escaped HTML), the uploaded file attached, Reply-To the visitor. The message
 * id comes from the reference, so a message sent twice (a crash between the
 * SMTP server's acceptance and our record of it) is one message to mail clients.
 */
export function notificationMessage(lead: NotifiableLead, to: NotifyAddresses): SendMailOptions {
  const formName = formNameOf(lead.form);
  const contact = leadContact(lead.fields);
  const who = contact.name || contact.company;
  const replyTo = contact.email;
  const rows: [string, string][] = [
    [words.reference, lead.reference],
    [words.form, formName],
    [words.received, formatDateTimeIN(lead.createdAt)],
    ...Object.entries(lead.fields).map(([name, value]): [string, string] => [
      fieldLabel(name),
      fieldValueText(name, value),
    ]),
  ];
  if (lead.file) rows.push([words.file, lead.file.name]);
  const host = new URL(to.siteUrl).hostname || "localhost";
  const deskLink = new URL(`/desk/lead?id=${encodeURIComponent(lead.reference)}`, to.siteUrl).href;

  return {
    from: to.from,
    to: to.to,
    ...(replyTo ? { replyTo } : {}),
    subject: oneLine(`${formName} ${lead.reference}${who ? ` – ${who}` : ""}`),
    messageId: `<${lead.reference}@${host}>`,
    text: [
      ...rows.map(([k, v]) => `${k}: ${v}`),
      "",
      ...(replyTo ? [words.replyHint] : []),
      `${words.onDesk} ${deskLink}`,
    ].join("\n"),
    html: [
      `<table cellpadding="6" style="border-collapse:collapse">`,
      ...rows.map(
        ([k, v]) =>
          `<tr><th align="left" valign="top">${escapeHtml(k)}</th><td style="white-space:pre-wrap">${escapeHtml(v)}</td></tr>`,
      ),
      `</table>`,
      ...(replyTo ? [`<p>${escapeHtml(words.replyHint)}</p>`] : []),
      `<p>${escapeHtml(words.onDesk)} <a href="${escapeHtml(deskLink)}">${escapeHtml(lead.reference)}</a></p>`,
    ].join("\n"),
    attachments: lead.file
      ? [
          {
            filename: safeFileName(lead.file.name),
            content: Buffer.from(lead.file.bytes),
            contentType: lead.file.type,
          },
        ]
      : [],
  };
}
