import type { SendMailOptions } from "nodemailer";
import { smtpTransport } from "@/lib/platform/mail/transport";
import { quotationWords as words } from "@/content/quotation";
import { site } from "@/content/site";
import type { NotifyAddresses } from "@/lib/cases/mail";
import { createNotifier, type AsyncOutbox } from "@/lib/cases/notifier";
import { serverEnv } from "@/lib/env/server";
import { formatDateIN } from "@/lib/format";
import { oneLine } from "@/lib/security/oneLine";
import { formatRupees } from "@/lib/scope/money";
import {
  dueQuotationMails,
  markQuotationMailFailed,
  markQuotationMailSent,
  quotationMailById,
} from "./store";

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

async function mailOf(id: number): Promise<QuotationMail | undefined> {
  const row = await quotationMailById(id);
  if (!row) return undefined;
  let name = "";
  try {
    const fields = JSON.parse(row.leadFields) as Record<string, unknown>;
    name = typeof fields.contact_person === "string" ? fields.contact_person : "";
  } catch {
    // a lead whose fields cannot be read is still answered, without a name
  }
  const label = words.numbered(row.number, row.version);
  return {
    reference: label,
    kind: row.kind === "answer" ? "answer" : "quotation",
    email: row.email,
    name: name || site.name,
    label,
    totalPaise: row.totalPaise,
    validUntil: row.validUntil,
    key: row.linkKey,
    answer: row.answer,
    poNumber: row.poNumber,
    changes: row.changes,
    fileName: row.fileName,
    file: row.file,
  };
}

/** The quotations' outbox, in the store of the work in hand (the server's, or a test's). */
export const quotationMailOutbox: AsyncOutbox<QuotationMail> = {
  due: dueQuotationMails,
  item: mailOf,
  markSent: markQuotationMailSent,
  markFailed: markQuotationMailFailed,
};

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
        outbox: () => quotationMailOutbox,
        message: quotationMessage,
        transport: smtpTransport(SMTP_URL),
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
