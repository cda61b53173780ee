import type { DatabaseSync, SQLOutputValue } from "node:sqlite";
import { gstWords, QUOTE_VALID_DAYS } from "@/content/gst";
import { quotationWords as words } from "@/content/quotation";
import { transaction } from "@/lib/db/connection";
import type { StoredLead } from "@/lib/db/leads";
import { audit } from "@/lib/desk/audit";
import { indiaDateOf } from "@/lib/format";
import { chosenRows } from "@/lib/request/chosen";
import type { TaxLine } from "@/lib/request/quote";
import { calendarDaysAfter, quoteNumberOf } from "@/lib/request/quoteNumber";
import type { QuotationDocument } from "./pdf";
import { quotationTotals, type QuotationLine } from "./lines";
import { isTokenShaped, newToken, tokenHash } from "@/lib/platform/tokens";

/**
 * The quotations of test requests (migrations 0041-0042): each sending a new
 * version with its PDF, the customer's private key kept as its SHA-256 (the
 * key itself only in the e-mail's outbox row until it is sent), and the
 * customer's answer. Every step is in the desk's audit log.
 */

type Row = Record<string, SQLOutputValue>;

export interface StoredQuotation {
  id: number;
  leadId: number;
  version: number;
  number: string;
  email: string;
  placeOfSupply: string;
  lines: QuotationLine[];
  subtotalPaise: number;
  taxes: TaxLine[];
  totalPaise: number;
  terms: string;
  sentBy: string;
  sentAt: string;
  validUntil: string;
  fileName: string;
  answer: "accepted" | "changes" | null;
  answeredAt: string | null;
  poNumber: string | null;
  poFileName: string | null;
  changes: string | null;
}

const COLUMNS = `id, lead_id, version, number, email, place_of_supply, lines, subtotal_paise, taxes,
  total_paise, terms, sent_by, sent_at, valid_until, file_name, answer, answered_at, po_number,
  po_file_name, changes`;

const textOrNull = (v: SQLOutputValue | undefined) =>
  v === null || v === undefined ? null : String(v);

function toQuotation(row: Row): StoredQuotation {
  return {
    id: Number(row.id),
    leadId: Number(row.lead_id),
    version: Number(row.version),
    number: String(row.number),
    email: String(row.email),
    placeOfSupply: String(row.place_of_supply ?? ""),
    lines: JSON.parse(String(row.lines)) as QuotationLine[],
    subtotalPaise: Number(row.subtotal_paise),
    taxes: JSON.parse(String(row.taxes)) as TaxLine[],
    totalPaise: Number(row.total_paise),
    terms: String(row.terms ?? ""),
    sentBy: String(row.sent_by),
    sentAt: String(row.sent_at),
    validUntil: String(row.valid_until),
    fileName: String(row.file_name),
    answer: (textOrNull(row.answer) as StoredQuotation["answer"]) ?? null,
    answeredAt: textOrNull(row.answered_at),
    poNumber: textOrNull(row.po_number),
    poFileName: textOrNull(row.po_file_name),
    changes: textOrNull(row.changes),
  };
}

/** A new private key (base64url, 43 characters): 32 random bytes. */
export const newQuotationKey = (): string => newToken();

/** Every version of a lead's quotation, newest first. */
export function quotationsOfLead(db: DatabaseSync, leadId: number): StoredQuotation[] {
  return db
    .prepare(`SELECT ${COLUMNS} FROM quotations WHERE lead_id = ? ORDER BY version DESC`)
    .all(leadId)
    .map(toQuotation);
}

/** The newest version's total and state of each lead that has one (the desk's list). */
export function latestQuotations(
  db: DatabaseSync,
  leadIds: readonly number[],
): Map<number, StoredQuotation> {
  if (leadIds.length === 0) return new Map();
  const rows = db
    .prepare(
      `SELECT ${COLUMNS} FROM quotations q WHERE lead_id IN (${leadIds.map(() => "?").join(",")})
       AND version = (SELECT MAX(version) FROM quotations WHERE lead_id = q.lead_id)`,
    )
    .all(...leadIds)
    .map(toQuotation);
  return new Map(rows.map((q) => [q.leadId, q]));
}

/** The lines a first quotation starts from: the request's rows at the scope's prices. */
export function draftLinesOf(db: DatabaseSync, lead: StoredLead): QuotationLine[] {
  const latest = quotationsOfLead(db, lead.id)[0];
  if (latest) return latest.lines;
  const { items } = chosenRows(db, String(lead.fields.rows ?? ""));
  return items.map((item) => ({
    description: `${item.test} (${item.method})`,
    quantity: item.quantity,
    pricePaise: item.pricePaise ?? 0,
    discountPercent: 0,
  }));
}

/** Who the quotation is billed to, as the request gave it. */
export function billingOf(lead: StoredLead): QuotationDocument["billing"] {
  const f = lead.fields;
  const given = (name: string) => (typeof f[name] === "string" ? String(f[name]) : "");
  return {
    organisation: given("billing_organisation") || given("company_name"),
    gstin: given("billing_gstin") || gstWords.notRegistered,
    address: given("billing_address"),
    placeOfSupply: given("billing_state"),
  };
}

/** The next version's document (its PDF is made from it in a worker). */
export function nextQuotation(
  db: DatabaseSync,
  lead: StoredLead,
  lines: readonly QuotationLine[],
  terms: string,
  now: Date,
): QuotationDocument {
  const version =
    Number(
      db.prepare("SELECT MAX(version) AS v FROM quotations WHERE lead_id = ?").get(lead.id)?.v ?? 0,
    ) + 1;
  const billing = billingOf(lead);
  const totals = quotationTotals(lines, billing.placeOfSupply);
  const date = indiaDateOf(now);
  return {
    number: quoteNumberOf(lead.reference),
    version,
    date,
    validUntil: calendarDaysAfter(date, QUOTE_VALID_DAYS),
    reference: lead.reference,
    billing,
    lines: [...lines],
    ...totals,
    terms,
  };
}

/**
 * Stores a sent version with its PDF and the key's hash, queues its e-mail
 * (with the key, until sent) when e-mail is on, and audits it, in one
 * transaction. Two sendings at once: the UNIQUE (lead, version) refuses one.
 */
export function recordQuotation(
  db: DatabaseSync,
  input: {
    lead: StoredLead;
    email: string;
    document: QuotationDocument;
    pdf: Uint8Array;
    by: string;
    now: Date;
    mail: "pending" | "off";
  },
): { id: number; key: string } {
  const { lead, document: q, now } = input;
  const key = newQuotationKey();
  return transaction(db, () => {
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO quotations (lead_id, version, number, email, place_of_supply, lines,
          subtotal_paise, taxes, total_paise, terms, sent_by, sent_at, valid_until, file_name, file, key_hash)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        lead.id,
        q.version,
        q.number,
        input.email,
        q.billing.placeOfSupply,
        JSON.stringify(q.lines),
        q.subtotalPaise,
        JSON.stringify(q.taxes),
        q.totalPaise,
        q.terms,
        input.by,
        now.toISOString(),
        q.validUntil,
        `quotation-${q.number}-v${q.version}.pdf`,
        input.pdf,
        tokenHash(key),
      );
    const id = Number(lastInsertRowid);
    if (input.mail === "pending")
      db.prepare(
        `INSERT INTO quotation_mails (quotation_id, kind, email, link_key, state, next_attempt_at)
         VALUES (?, 'quotation', ?, ?, 'pending', ?)`,
      ).run(id, input.email, key, now.toISOString());
    audit(
      db,
      input.by,
      "quotation sent",
      `${lead.reference}: ${words.numbered(q.number, q.version)}, total ${q.totalPaise} paise`,
      now,
    );
    return { id, key };
  });
}

/** A quotation, its lead's reference and whether a newer version exists, by number and key. */
export function quotationByKey(
  db: DatabaseSync,
  key: unknown,
): (StoredQuotation & { reference: string; newest: number }) | undefined {
  if (!isTokenShaped(key)) return undefined;
  const row = db
    .prepare(
      `SELECT ${COLUMNS.replace(/\b(\w+)\b/g, "q.$1")}, l.reference AS reference,
         (SELECT MAX(version) FROM quotations WHERE lead_id = q.lead_id) AS newest
       FROM quotations q JOIN leads l ON l.id = q.lead_id WHERE q.key_hash = ?`,
    )
    .get(tokenHash(key));
  if (!row) return undefined;
  return { ...toQuotation(row), reference: String(row.reference), newest: Number(row.newest) };
}

export function quotationPdfByKey(
  db: DatabaseSync,
  key: unknown,
): { name: string; bytes: Uint8Array } | undefined {
  if (!isTokenShaped(key)) return undefined;
  const row = db
    .prepare("SELECT file_name, file FROM quotations WHERE key_hash = ?")
    .get(tokenHash(key));
  if (!row || !(row.file instanceof Uint8Array)) return undefined;
  return { name: String(row.file_name), bytes: row.file };
}

/** Why a quotation cannot be answered now, or undefined when it can. */
export function unanswerable(
  q: Pick<StoredQuotation, "answer" | "validUntil" | "version"> & { newest: number },
  now: Date,
): "answered" | "superseded" | "expired" | undefined {
  if (q.answer) return "answered";
  if (q.version < q.newest) return "superseded";
  if (indiaDateOf(now) > q.validUntil) return "expired";
  return undefined;
}

/** The audit log's action for each answer. */
const ANSWER_ACTIONS = { accepted: "quotation accepted", changes: "quotation changes asked" };

export type Answer =
  | {
      answer: "accepted";
      poNumber: string;
      poFile?: { name: string; type: string; bytes: Uint8Array };
    }
  | { answer: "changes"; changes: string };

/**
 * The customer's answer: stored once (a second answer, a superseded or
 * expired version is refused and audited), its acknowledgement queued, audited.
 */
export function answerQuotation(
  db: DatabaseSync,
  key: string,
  answer: Answer,
  now: Date,
  mail: "pending" | "off",
): { ok: true } | { ok: false; reason: "answered" | "superseded" | "expired" | "unknown" } {
  return transaction(db, () => {
    const q = quotationByKey(db, key);
    if (!q) return { ok: false as const, reason: "unknown" as const };
    const who = `customer:${q.email}`;
    const label = `${q.reference}: ${words.numbered(q.number, q.version)}`;
    const reason = unanswerable(q, now);
    if (reason) {
      audit(db, who, "quotation acceptance refused", `${label} (${reason})`, now);
      return { ok: false as const, reason };
    }
    if (answer.answer === "accepted")
      db.prepare(
        `UPDATE quotations SET answer = 'accepted', answered_at = ?, po_number = ?,
           po_file_name = ?, po_file_type = ?, po_file = ? WHERE id = ? AND answer IS NULL`,
      ).run(
        now.toISOString(),
        answer.poNumber,
        answer.poFile?.name ?? null,
        answer.poFile?.type ?? null,
        answer.poFile?.bytes ?? null,
        q.id,
      );
    else
      db.prepare(
        "UPDATE quotations SET answer = 'changes', answered_at = ?, changes = ? WHERE id = ? AND answer IS NULL",
      ).run(now.toISOString(), answer.changes, q.id);
    if (mail === "pending")
      db.prepare(
        `INSERT INTO quotation_mails (quotation_id, kind, email, state, next_attempt_at)
         VALUES (?, 'answer', ?, 'pending', ?)`,
      ).run(q.id, q.email, now.toISOString());
    audit(
      db,
      who,
      ANSWER_ACTIONS[answer.answer],
      answer.answer === "accepted" ? `${label}, PO ${answer.poNumber}` : label,
      now,
    );
    return { ok: true as const };
  });
}

/** A version's file for the desk: the quotation's PDF as sent, or the customer's PO file. */
export function quotationFile(
  db: DatabaseSync,
  leadId: number,
  version: number,
  which: "pdf" | "po",
): { name: string; bytes: Uint8Array } | undefined {
  const row = db
    .prepare(
      which === "pdf"
        ? "SELECT file_name AS name, file AS bytes FROM quotations WHERE lead_id = ? AND version = ?"
        : "SELECT po_file_name AS name, po_file AS bytes FROM quotations WHERE lead_id = ? AND version = ?",
    )
    .get(leadId, version);
  if (!row || !(row.bytes instanceof Uint8Array)) return undefined;
  return { name: String(row.name), bytes: row.bytes };
}
