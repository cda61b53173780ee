import type { DatabaseSync } from "node:sqlite";
import type { SendMailOptions } from "nodemailer";
import { applicationMail as words } from "@/content/applicationMail";
import type { NotifyAddresses } from "@/lib/leads/notify/message";
import type { Outbox } from "@/lib/leads/notify/notifier";
import { formatDateTimeIN } from "@/lib/format";
import { safeFileName } from "@/lib/http/safeFileName";
import { oneLine } from "@/lib/security/oneLine";
import { applicationById, applicationCv, type Application, type Cv } from "./applications";

/** An application as its e-mail to HR needs it: everything sent, the CV attached. */
export type NotifiableApplication = Application & { cv: Cv | undefined };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * One application as an e-mail to HR: every field as typed (plain text and
 * escaped HTML), the CV attached, Reply-To the applicant, a link to the desk.
 * The message id comes from the reference, so a repeat is one message.
 */
export function applicationMessage(
  application: NotifiableApplication,
  to: NotifyAddresses,
): SendMailOptions {
  const rows: [string, string][] = [
    [words.reference, application.reference],
    [words.opening, application.openingTitle ?? words.general],
    [words.received, formatDateTimeIN(application.createdAt)],
    [words.name, application.name],
    [words.email, application.email],
    [words.phone, application.phone],
    [words.currentRole, application.currentRole],
    [words.experience, application.experience],
    [words.noticePeriod, application.noticePeriod],
    ...(application.note ? [[words.note, application.note] as [string, string]] : []),
    [words.cv, application.cvName],
  ];
  const host = new URL(to.siteUrl).hostname || "localhost";
  const deskLink = new URL(
    `/desk/applications/view?id=${encodeURIComponent(application.reference)}`,
    to.siteUrl,
  ).href;
  return {
    from: to.from,
    to: to.to,
    replyTo: application.email,
    subject: oneLine(
      words.subject(application.reference, application.name, application.openingTitle),
    ).slice(0, 200),
    messageId: `<${application.reference}@${host}>`,
    text: [
      ...rows.map(([k, v]) => `${k}: ${v}`),
      "",
      words.replyHint,
      `${words.onDesk} ${deskLink}`,
    ].join("\n"),
    html: [
      `<table cellpadding="6" style="border-collapse:collapse">`,
      ...rows.map(
        ([k, v]) =>
          `<tr><th align="left" valign="top">${escapeHtml(k)}</th><td style="white-space:pre-wrap">${escapeHtml(v)}</td></tr>`,
      ),
      `</table>`,
      `<p>${escapeHtml(words.replyHint)}</p>`,
      `<p>${escapeHtml(words.onDesk)} <a href="${escapeHtml(deskLink)}">${escapeHtml(application.reference)}</a></p>`,
    ].join("\n"),
    attachments: application.cv
      ? [
          {
            filename: safeFileName(application.cv.name),
            content: Buffer.from(application.cv.bytes),
            contentType: application.cv.type,
          },
        ]
      : [],
  };
}

/** The outbox of the applications' e-mails: columns of the applications table itself. */
export function applicationOutbox(db: DatabaseSync): Outbox<NotifiableApplication> {
  return {
    due: (now, limit) =>
      db
        .prepare(
          `SELECT id, notify_attempts FROM applications
           WHERE notify_state = 'pending' AND notify_next_at <= ? ORDER BY id LIMIT ?`,
        )
        .all(now.toISOString(), limit)
        .map((r) => ({ leadId: Number(r.id), attempts: Number(r.notify_attempts) })),
    lead(id) {
      const application = applicationById(db, id);
      return application && { ...application, cv: applicationCv(db, application.reference) };
    },
    markSent(id, messageId, at) {
      db.prepare(
        "UPDATE applications SET notify_state = 'sent', notify_message_id = ?, notify_sent_at = ?, notify_error = NULL WHERE id = ?",
      ).run(messageId, at.toISOString(), id);
    },
    markFailed(id, error, next) {
      db.prepare(
        "UPDATE applications SET notify_attempts = notify_attempts + 1, notify_error = ?, notify_next_at = ? WHERE id = ?",
      ).run(error, next.toISOString(), id);
    },
  };
}
