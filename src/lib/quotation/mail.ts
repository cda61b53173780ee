import type { DatabaseSync } from "node:sqlite";
import { createTransport, type SendMailOptions } from "nodemailer";
import { quotationWords as words } from "@/content/quotation";
import { site } from "@/content/site";
import { serverDatabase } from "@/lib/db/server";
import type { NotifyAddresses } from "@/lib/cases/mail";
import { createNotifier, type Outbox } from "@/lib/cases/notifier";
import { serverEnv } from "@/lib/env/server";
import { formatDateIN } from "@/lib/format";
import { oneLine } from "@/lib/security/oneLine";
import { formatRupees } from "@/lib/scope/money";

/**
 * The quotations' e-mails to the customer (migration 0042), delivered and
 * retried as every outbox is (lib/cases/notifier.ts), each once: a new
 * version with its PDF and private link (the key is dropped from the row
 * once the SMTP server has taken it), and the acknowledgement of the
 * customer's answer. On with SMTP_URL and LEADS_NOTIFY_FROM, as the
 * acknowledgements are.
 */

export const QUOTATION_PATH = "/quotation";

/** The customer's page of a quotation. */
export const quotationHref = (key: string) => `${QUOTATION_PATH}?${new URLSearchParams({ key })}`;
export const quotationPdfHref = (key: string) =>
  `${QUOTATION_PATH}/pdf?${new URLSearchParams({ key })}`;

interface QuotationMail {
  reference: string;
  kind: "quotation" | "answer";
  email: string;
  name: string;
  label: string;
  totalPaise: number;
  validUntil: string;
  key: string | null;
  answer: string | null;
  poNumber: string | null;
  changes: string | null;
  fileName: string;
  file: Uint8Array | null;
}

function mailOf(db: DatabaseSync, id: number): QuotationMail | undefined {
  const row = db
    .prepare(
      `SELECT m.kind, m.email, m.link_key, q.number, q.version, q.total_paise, q.valid_until,
         q.answer, q.po_number, q.changes, q.file_name, q.file, l.fields
       FROM quotation_mails m JOIN quotations q ON q.id = m.quotation_id
       JOIN leads l ON l.id = q.lead_id WHERE m.id = ?`,
    )
    .get(id);
  if (!row) return undefined;
  let name = "";
  try {
    const fields = JSON.parse(String(row.fields)) as Record<string, unknown>;
    name = typeof fields.contact_person === "string" ? fields.contact_person : "";
  } catch {
    // a lead whose fields cannot be read is still answered, without a name
  }
  const label = words.numbered(String(row.number), Number(row.version));
  return {
    reference: label,
    kind: row.kind === "answer" ? "answer" : "quotation",
    email: String(row.email),
    name: name || site.name,
    label,
    totalPaise: Number(row.total_paise),
    validUntil: String(row.valid_until),
    key: row.link_key === null ? null : String(row.link_key),
    answer: row.answer === null ? null : String(row.answer),
    poNumber: row.po_number === null ? null : String(row.po_number),
    changes: row.changes === null ? null : String(row.changes),
    fileName: String(row.file_name),
    file: row.file instanceof Uint8Array ? row.file : null,
  };
}

export function quotationMailOutbox(db: DatabaseSync): Outbox<QuotationMail> {
  return {
    due: (now, limit) =>
      db
        .prepare(
          `SELECT id, attempts FROM quotation_mails WHERE state = 'pending' AND next_attempt_at <= ?
           ORDER BY id LIMIT ?`,
        )
        .all(now.toISOString(), limit)
        .map((r) => ({ id: Number(r.id), attempts: Number(r.attempts) })),
    item: (id) => mailOf(db, id),
    markSent(id, messageId, at) {
      // The key leaves the database with the e-mail: only its hash stays.
      db.prepare(
        `UPDATE quotation_mails SET state = 'sent', message_id = ?, sent_at = ?, last_error = NULL,
           link_key = NULL WHERE id = ?`,
      ).run(messageId, at.toISOString(), id);
    },
    markFailed(id, error, next) {
      db.prepare(
        "UPDATE quotation_mails SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ?",
      ).run(error, next.toISOString(), id);
    },
  };
}

export function quotationMessage(mail: QuotationMail, to: NotifyAddresses): SendMailOptions {
  const host = new URL(to.siteUrl).hostname || "localhost";
  if (mail.kind === "quotation") {
    const link = new URL(quotationHref(mail.key ?? ""), to.siteUrl).href;
    return {
      from: to.from,
      to: mail.email,
      replyTo: site.email,
      subject: oneLine(words.mail.subject(mail.label)).slice(0, 200),
      messageId: `<quotation-${mail.label.replace(/\W+/g, "-")}@${host}>`,
      text: words.mail.body(
        mail.name,
        mail.label,
        formatRupees(mail.totalPaise),
        formatDateIN(mail.validUntil),
        link,
      ),
      attachments: mail.file
        ? [
            {
              filename: mail.fileName,
              content: Buffer.from(mail.file),
              contentType: "application/pdf",
            },
          ]
        : [],
    };
  }
  return {
    from: to.from,
    to: mail.email,
    replyTo: site.email,
    subject: oneLine(words.mail.answerSubject(mail.label)).slice(0, 200),
    messageId: `<quotation-answer-${mail.label.replace(/\W+/g, "-")}@${host}>`,
    text:
      mail.answer === "accepted"
        ? words.mail.accepted(mail.name, mail.label, mail.poNumber ?? "")
        : words.mail.changes(mail.name, mail.label, mail.changes ?? ""),
  };
}

let poke: (() => void) | undefined;
let state: "pending" | "off" | undefined;

/** Started once per process by the server's jobs: "pending" when e-mail is set up, else "off". */
export function quotationMails(): { state: "pending" | "off"; poke: () => void } {
  if (!state) {
    const { SMTP_URL, LEADS_NOTIFY_FROM } = serverEnv;
    if (!SMTP_URL || !LEADS_NOTIFY_FROM) {
      state = "off";
      poke = () => {};
    } else {
      const notifier = createNotifier({
        outbox: () => quotationMailOutbox(serverDatabase()),
        message: quotationMessage,
        transport: createTransport(SMTP_URL),
        from: LEADS_NOTIFY_FROM,
        to: [],
        siteUrl: serverEnv.SITE_URL,
        firstRetryMs: serverEnv.LEADS_NOTIFY_RETRY_SECONDS * 1000,
      });
      state = "pending";
      poke = () => notifier.poke();
    }
  }
  return { state, poke: poke ?? (() => {}) };
}
