import type { Selectable } from "kysely";
import { quotationWords as words } from "@/content/quotation";
import { currentStore, writeTogether } from "@/lib/db/store";
import type { QuotationsTable } from "@/lib/db/tables.generated";
import { recordAudit } from "@/lib/platform/audit/store";
import { isTokenShaped, tokenHash } from "@/lib/platform/tokens";
import { outboxColumns, outboxTable, pendingOutboxRow } from "@/lib/platform/outbox/store";
import type { TaxLine } from "@/lib/request/quote";
import type { QuotationLine } from "./lines";
import type { QuotationDocument } from "./pdf";
import {
  newQuotationKey,
  unanswerable,
  type Answer,
  type KeyedQuotation,
  type StoredQuotation,
} from "./stored";

/**
 * The quotations of test requests (migrations 0041-0042): each sending a new
 * version with its PDF, the customer's private key kept as its SHA-256 (the
 * key itself only in the e-mail's outbox row until it is sent), and the
 * customer's answer. Every step is in the desk's audit log.
 */

const COLUMNS = [
  "q.id",
  "q.lead_id",
  "q.version",
  "q.number",
  "q.email",
  "q.place_of_supply",
  "q.lines",
  "q.subtotal_paise",
  "q.taxes",
  "q.total_paise",
  "q.terms",
  "q.sent_by",
  "q.sent_at",
  "q.valid_until",
  "q.file_name",
  "q.answer",
  "q.answered_at",
  "q.po_number",
  "q.po_file_name",
  "q.changes",
] as const;

type Row = Pick<
  Selectable<QuotationsTable>,
  (typeof COLUMNS)[number] extends `q.${infer C}` ? C & keyof QuotationsTable : never
>;

function toQuotation(row: Row): StoredQuotation {
  return {
    id: row.id,
    leadId: row.lead_id,
    version: row.version,
    number: row.number,
    email: row.email,
    placeOfSupply: row.place_of_supply ?? "",
    lines: JSON.parse(row.lines) as QuotationLine[],
    subtotalPaise: row.subtotal_paise,
    taxes: JSON.parse(row.taxes) as TaxLine[],
    totalPaise: row.total_paise,
    terms: row.terms ?? "",
    sentBy: row.sent_by,
    sentAt: row.sent_at,
    validUntil: row.valid_until,
    fileName: row.file_name,
    answer: (row.answer as StoredQuotation["answer"]) ?? null,
    answeredAt: row.answered_at,
    poNumber: row.po_number,
    poFileName: row.po_file_name,
    changes: row.changes,
  };
}

const quotations = () => currentStore().selectFrom("quotations as q");

/** Every version of a lead's quotation, newest first. */
export async function quotationsOfLead(leadId: number): Promise<StoredQuotation[]> {
  const rows = await quotations()
    .select(COLUMNS)
    .where("q.lead_id", "=", leadId)
    .orderBy("q.version", "desc")
    .execute();
  return rows.map(toQuotation);
}

/** The newest version's total and state of each lead that has one (the desk's list). */
export async function latestQuotations(
  leadIds: readonly number[],
): Promise<Map<number, StoredQuotation>> {
  if (leadIds.length === 0) return new Map();
  const rows = await quotations()
    .select(COLUMNS)
    .where("q.lead_id", "in", leadIds)
    .where(({ eb, selectFrom }) =>
      eb(
        "q.version",
        "=",
        selectFrom("quotations")
          .select(({ fn }) => fn.max("version").as("v"))
          .whereRef("lead_id", "=", "q.lead_id"),
      ),
    )
    .execute();
  return new Map(rows.map(toQuotation).map((q) => [q.leadId, q]));
}

/** The number of a lead's newest version, 0 before the first. */
export async function latestVersion(leadId: number): Promise<number> {
  const row = await currentStore()
    .selectFrom("quotations")
    .select(({ fn }) => fn.max("version").as("v"))
    .where("lead_id", "=", leadId)
    .executeTakeFirst();
  return Number(row?.v ?? 0);
}

/**
 * Stores a sent version with its PDF and the key's hash, queues its e-mail
 * (with the key, until sent) when e-mail is on, and audits it, in one
 * transaction. Two sendings at once: the UNIQUE (lead, version) refuses one.
 */
export function recordQuotation(input: {
  lead: { id: number; reference: string };
  email: string;
  document: QuotationDocument;
  pdf: Uint8Array;
  by: string;
  now: Date;
  mail: "pending" | "off";
}): Promise<{ id: number; key: string }> {
  const { lead, document: q, now } = input;
  const key = newQuotationKey();
  return writeTogether(async () => {
    const { id } = await currentStore()
      .insertInto("quotations")
      .values({
        lead_id: lead.id,
        version: q.version,
        number: q.number,
        email: input.email,
        place_of_supply: q.billing.placeOfSupply,
        lines: JSON.stringify(q.lines),
        subtotal_paise: q.subtotalPaise,
        taxes: JSON.stringify(q.taxes),
        total_paise: q.totalPaise,
        terms: q.terms,
        sent_by: input.by,
        sent_at: now.toISOString(),
        valid_until: q.validUntil,
        file_name: `quotation-${q.number}-v${q.version}.pdf`,
        file: input.pdf,
        key_hash: tokenHash(key),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (input.mail === "pending")
      await currentStore()
        .insertInto("quotation_mails")
        .values({
          quotation_id: id,
          kind: "quotation",
          email: input.email,
          link_key: key,
          ...pendingOutboxRow(now),
        })
        .execute();
    // The desk's audit log has no store yet: its line is written on this transaction's connection.
    await recordAudit(
      input.by,
      "quotation sent",
      `${lead.reference}: ${words.numbered(q.number, q.version)}, total ${q.totalPaise} paise`,
      now,
    );
    return { id, key };
  });
}

/** A quotation, its lead's reference and whether a newer version exists, by its key. */
export async function quotationByKey(key: unknown): Promise<KeyedQuotation | undefined> {
  if (!isTokenShaped(key)) return undefined;
  const row = await quotations()
    .innerJoin("leads as l", "l.id", "q.lead_id")
    .select(COLUMNS)
    .select(({ selectFrom }) => [
      "l.reference",
      selectFrom("quotations")
        .select(({ fn }) => fn.max("version").as("v"))
        .whereRef("lead_id", "=", "q.lead_id")
        .as("newest"),
    ])
    .where("q.key_hash", "=", tokenHash(key))
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...toQuotation(row), reference: String(row.reference), newest: Number(row.newest) };
}

/** A quotation's PDF as sent, by its key. */
export async function quotationPdfByKey(
  key: unknown,
): Promise<{ name: string; bytes: Uint8Array } | undefined> {
  if (!isTokenShaped(key)) return undefined;
  const row = await currentStore()
    .selectFrom("quotations")
    .select(["file_name", "file"])
    .where("key_hash", "=", tokenHash(key))
    .executeTakeFirst();
  if (!row || !(row.file instanceof Uint8Array)) return undefined;
  return { name: row.file_name, bytes: row.file };
}

/** The audit log's action for each answer. */
const ANSWER_ACTIONS = { accepted: "quotation accepted", changes: "quotation changes asked" };

/**
 * The customer's answer: stored once (a second answer, a superseded or
 * expired version is refused and audited), its acknowledgement queued, audited.
 */
export function answerQuotation(
  key: string,
  answer: Answer,
  now: Date,
  mail: "pending" | "off",
): Promise<
  { ok: true } | { ok: false; reason: "answered" | "superseded" | "expired" | "unknown" }
> {
  return writeTogether(async () => {
    const q = await quotationByKey(key);
    if (!q) return { ok: false as const, reason: "unknown" as const };
    const who = `customer:${q.email}`;
    const label = `${q.reference}: ${words.numbered(q.number, q.version)}`;
    const reason = unanswerable(q, now);
    if (reason) {
      await recordAudit(who, "quotation acceptance refused", `${label} (${reason})`, now);
      return { ok: false as const, reason };
    }
    await currentStore()
      .updateTable("quotations")
      .set(
        answer.answer === "accepted"
          ? {
              answer: "accepted",
              answered_at: now.toISOString(),
              po_number: answer.poNumber,
              po_file_name: answer.poFile?.name ?? null,
              po_file_type: answer.poFile?.type ?? null,
              po_file: answer.poFile?.bytes ?? null,
            }
          : { answer: "changes", answered_at: now.toISOString(), changes: answer.changes },
      )
      .where("id", "=", q.id)
      .where("answer", "is", null)
      .execute();
    if (mail === "pending")
      await currentStore()
        .insertInto("quotation_mails")
        .values({
          quotation_id: q.id,
          kind: "answer",
          email: q.email,
          ...pendingOutboxRow(now),
        })
        .execute();
    await recordAudit(
      who,
      ANSWER_ACTIONS[answer.answer],
      answer.answer === "accepted" ? `${label}, PO ${answer.poNumber}` : label,
      now,
    );
    return { ok: true as const };
  });
}

/** A version's file for the desk: the quotation's PDF as sent, or the customer's PO file. */
export async function quotationFile(
  leadId: number,
  version: number,
  which: "pdf" | "po",
): Promise<{ name: string; bytes: Uint8Array } | undefined> {
  const row = await currentStore()
    .selectFrom("quotations")
    .select(
      which === "pdf"
        ? ["file_name as name", "file as bytes"]
        : ["po_file_name as name", "po_file as bytes"],
    )
    .where("lead_id", "=", leadId)
    .where("version", "=", version)
    .executeTakeFirst();
  if (!row || !(row.bytes instanceof Uint8Array)) return undefined;
  return { name: String(row.name), bytes: row.bytes };
}

/** One e-mail of the quotations' outbox with what it tells (lib/quotation/mail.ts writes it). */
export interface QuotationMailRow {
  kind: string;
  email: string;
  linkKey: string | null;
  number: string;
  version: number;
  totalPaise: number;
  validUntil: string;
  answer: string | null;
  poNumber: string | null;
  changes: string | null;
  fileName: string;
  file: Uint8Array | null;
  /** The lead's fields as stored (JSON). */
  leadFields: string;
}

export async function quotationMailById(id: number): Promise<QuotationMailRow | undefined> {
  const row = await currentStore()
    .selectFrom("quotation_mails as m")
    .innerJoin("quotations as q", "q.id", "m.quotation_id")
    .innerJoin("leads as l", "l.id", "q.lead_id")
    .select([
      "m.kind",
      "m.email",
      "m.link_key",
      "q.number",
      "q.version",
      "q.total_paise",
      "q.valid_until",
      "q.answer",
      "q.po_number",
      "q.changes",
      "q.file_name",
      "q.file",
      "l.fields",
    ])
    .where("m.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    kind: row.kind,
    email: row.email,
    linkKey: row.link_key,
    number: row.number,
    version: row.version,
    totalPaise: row.total_paise,
    validUntil: row.valid_until,
    answer: row.answer,
    poNumber: row.po_number,
    changes: row.changes,
    fileName: row.file_name,
    file: row.file instanceof Uint8Array ? row.file : null,
    leadFields: row.fields,
  };
}

/**
 * The quotations' e-mails: one row each, pending until the SMTP server takes
 * it; sent, the key leaves the database with the e-mail, only its hash stays.
 */
const quotationMails = outboxTable(outboxColumns("quotation_mails"), ["link_key"]);

/** Pending e-mails whose next attempt is due, oldest first, claimed for this sender. */
export const dueQuotationMails = quotationMails.due;
export const markQuotationMailSent = quotationMails.markSent;
export const markQuotationMailFailed = quotationMails.markFailed;
