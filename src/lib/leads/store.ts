import { CompiledQuery, type Selectable } from "kysely";
import { acknowledgesForm } from "@/content/acknowledgements";
import { leadContact } from "@/content/forms";
import { quotationWords } from "@/content/quotation";
import { statusOfRow } from "@/lib/cases/status";
import { enqueueAcknowledgement, latestNoteSql, statusSql } from "@/lib/cases/store";
import { currentStore, writeTogether } from "@/lib/db/store";
import type { LeadsTable } from "@/lib/db/tables.generated";
import type { LeadQuery } from "@/lib/desk/search";
import { leadCase } from "./case";
import type { DeskLead, ExportedLead } from "./deskLead";
import {
  formatReference,
  LEAD_ACKNOWLEDGEMENTS,
  type LeadFile,
  type NewLead,
  type StoredLead,
} from "./leads";

/**
 * Every query of the leads (issue 52): the leads table (migrations/0001_leads.ts)
 * with its notification row (0002) and its acknowledgement (0037, through
 * lib/cases/store.ts), and the lead desk's reads (its list, one lead's page,
 * the CSV export). The desk's search (lib/desk/search.ts leadQuery) gives its
 * clauses as SQL text from its own constant pieces with bound parameters: they
 * are run as such here until that search has a builder of its own. Rows are
 * mapped to StoredLead and DeskLead here, once.
 */

type LeadColumns = Omit<Selectable<LeadsTable>, "file">;
type Row = Record<string, unknown>;

/** Every column but the file's bytes. */
const LEAD_COLUMNS = [
  "id",
  "reference",
  "created_at",
  "template",
  "form",
  "fields",
  "file_name",
  "file_type",
  "file_size",
  "client",
  "user_agent",
] as const;

/** The same columns of the lead `alias`, as SQL text. */
const leadColumnsOf = (alias: string) => LEAD_COLUMNS.map((c) => `${alias}.${c}`).join(", ");

const text = (v: unknown): string => (typeof v === "string" ? v : String(v ?? ""));
const textOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : text(v));
const numberOrNull = (v: unknown): number | null =>
  v === null || v === undefined ? null : Number(v);

function parseFields(json: unknown): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text(json));
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {}; // an unreadable row is still shown, with what there is
  }
}

/** A row with the lead's columns as a lead. */
function toLead(row: Row | LeadColumns): StoredLead {
  const r = row as Row;
  return {
    id: Number(r.id),
    reference: text(r.reference),
    createdAt: text(r.created_at),
    template: text(r.template),
    form: text(r.form),
    fields: parseFields(r.fields),
    fileName: textOrNull(r.file_name),
    fileType: textOrNull(r.file_type),
    fileSize: numberOrNull(r.file_size),
    client: text(r.client),
    userAgent: textOrNull(r.user_agent),
  };
}

/** SQL text (constant pieces) with its bound parameters, run on the store of the work in hand. */
async function rowsOf(query: string, params: readonly unknown[]): Promise<Row[]> {
  return (await currentStore().executeQuery<Row>(CompiledQuery.raw(query, [...params]))).rows;
}

// ---------------------------------------------------------------- one lead

/**
 * Stores a lead: its row, its reference, its notification row ('pending'
 * until the e-mail is sent, lib/cases/notifications.ts; 'off' when e-mails
 * were off as it came in) and its acknowledgement, all in one transaction.
 */
export async function insertLead(lead: NewLead): Promise<{ id: number; reference: string }> {
  const createdAt = lead.createdAt ?? new Date();
  const file = lead.file;
  return writeTogether(async () => {
    const store = currentStore();
    const inserted = await store
      .insertInto("leads")
      .values({
        created_at: createdAt.toISOString(),
        template: lead.template,
        form: lead.form,
        fields: JSON.stringify(lead.fields),
        file_name: file ? file.name : null,
        file_type: file ? file.type : null,
        file_size: file ? file.bytes.byteLength : null,
        file: file ? file.bytes : null,
        client: lead.client,
        user_agent: lead.userAgent ?? null,
      })
      .executeTakeFirstOrThrow();
    const id = Number(inserted.insertId);
    const reference = formatReference(id, createdAt, lead.form);
    const updated = await store
      .updateTable("leads")
      .set({ reference })
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new Error("reference not written");
    await store
      .insertInto("notifications")
      .values({
        lead_id: id,
        state: lead.notify ?? "off",
        next_attempt_at: (lead.notifyAt ?? createdAt).toISOString(),
      })
      .execute();
    const email = acknowledgesForm(lead.form) ? leadContact(lead.fields).email : "";
    if (email)
      await enqueueAcknowledgement(
        LEAD_ACKNOWLEDGEMENTS,
        id,
        email,
        lead.acknowledge,
        lead.notifyAt ?? createdAt,
      );
    return { id, reference };
  });
}

/**
 * Gives a stored lead the file made for it (a test request's PDF) and lets its
 * e-mail go now, so the e-mail carries the file: one transaction, with `also`
 * (what else belongs to the file, store calls only) inside it.
 */
export async function attachLeadFile(
  id: number,
  file: LeadFile | undefined,
  now: Date,
  also?: () => Promise<void>,
): Promise<void> {
  await writeTogether(async () => {
    const store = currentStore();
    if (file)
      await store
        .updateTable("leads")
        .set({
          file_name: file.name,
          file_type: file.type,
          file_size: file.bytes.byteLength,
          file: file.bytes,
        })
        .where("id", "=", id)
        .execute();
    await also?.();
    for (const table of ["notifications", "lead_acknowledgements"] as const)
      await store
        .updateTable(table)
        .set({ next_attempt_at: now.toISOString() })
        .where("lead_id", "=", id)
        .where("state", "=", "pending")
        .execute();
  });
}

const leads = () => currentStore().selectFrom("leads").select(LEAD_COLUMNS);

export async function leadByReference(reference: string): Promise<StoredLead | undefined> {
  const row = await leads().where("reference", "=", reference).executeTakeFirst();
  return row && toLead(row);
}

export async function leadById(id: number): Promise<StoredLead | undefined> {
  const row = await leads().where("id", "=", id).executeTakeFirst();
  return row && toLead(row);
}

export async function allLeads(): Promise<StoredLead[]> {
  return (await leads().orderBy("id").execute()).map(toLead);
}

export async function countLeads(): Promise<number> {
  const row = await currentStore()
    .selectFrom("leads")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

// ---------------------------------------------------------------- the lead desk

const status = statusSql(leadCase, "l");
/** The newest quotation of a request (migration 0041), by the (lead, version) index. */
const NEWEST_QUOTATION = `(SELECT json_array(total_paise, answer, po_number) FROM quotations q
  WHERE q.lead_id = l.id ORDER BY version DESC LIMIT 1) AS quotation,`;

function quotationOf(value: unknown): { paise: number | null; state: string | null } {
  if (typeof value !== "string") return { paise: null, state: null };
  const [total, answer, po] = JSON.parse(value) as [number, string | null, string | null];
  return {
    paise: total,
    state:
      answer === "accepted"
        ? quotationWords.status.accepted(po ?? "")
        : answer === "changes"
          ? quotationWords.status.changes
          : quotationWords.status.sent,
  };
}

const SELECT = `SELECT ${leadColumnsOf("l")}, ${status.column} AS status,
  n.state AS notification, n.last_error, ${NEWEST_QUOTATION}
  COALESCE(NULLIF(o.display_name, ''), f.owner) AS owner, f.due AS follow_up
  FROM leads l ${status.join} LEFT JOIN notifications n ON n.lead_id = l.id
  LEFT JOIN lead_follow_up f ON f.lead_id = l.id LEFT JOIN desk_users o ON o.email = f.owner`;

function toDeskLead(r: Row): DeskLead {
  const lead = toLead(r);
  const quotation = quotationOf(r.quotation);
  const indicative = lead.fields.quote_total;
  return {
    quotationPaise: quotation.paise,
    indicative: typeof indicative === "string" ? indicative : null,
    quotation: quotation.state,
    id: lead.id,
    reference: lead.reference,
    createdAt: lead.createdAt,
    form: lead.form,
    fields: lead.fields,
    ...leadContact(lead.fields),
    status: statusOfRow(leadCase, r.status),
    notification:
      r.notification === null || r.notification === undefined ? "none" : String(r.notification),
    notificationError:
      r.last_error === null || r.last_error === undefined ? null : String(r.last_error),
    fileName: lead.fileName,
    fileSize: lead.fileSize,
    owner: typeof r.owner === "string" ? r.owner : null,
    followUp: typeof r.follow_up === "string" ? r.follow_up : null,
  };
}

/** How many leads the desk's search matches. */
export async function countMatchingLeads(query: LeadQuery): Promise<number> {
  const [row] = await rowsOf(
    `SELECT COUNT(*) AS n FROM ${query.from} ${query.where}`,
    query.params,
  );
  return Number(row?.n ?? 0);
}

/** One page of the ids the desk's search matches, best first when `ranked`, else newest first. */
export async function matchingLeadIds(
  query: LeadQuery,
  ranked: boolean,
  limit: number,
  offset: number,
): Promise<number[]> {
  const order = ranked ? `bm25(lead_search), ${query.id} DESC` : `${query.id} DESC`;
  const rows = await rowsOf(
    `SELECT ${query.id} AS id FROM ${query.from} ${query.where} ORDER BY ${order} LIMIT ? OFFSET ?`,
    [...query.params, limit, offset],
  );
  return rows.map((r) => Number(r.id));
}

/** The desk's rows of these leads, in the order of `ids`. */
export async function deskLeadsByIds(ids: readonly number[]): Promise<DeskLead[]> {
  const rows = await rowsOf(`${SELECT} WHERE l.id IN (${ids.map(() => "?").join(", ")})`, ids);
  const byId = new Map(rows.map((r) => [Number(r.id), toDeskLead(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One lead as its desk page shows it, or undefined. */
export async function deskLead(reference: string): Promise<DeskLead | undefined> {
  const [row] = await rowsOf(`${SELECT} WHERE l.reference = ?`, [reference]);
  return row && toDeskLead(row);
}

/**
 * Every lead the desk's search matches, as the CSV export reads them: newest
 * first (the desk's order without a search) or oldest first (the command line's).
 */
export async function exportedLeads(
  query: LeadQuery,
  order: "newest" | "oldest",
): Promise<ExportedLead[]> {
  const rows = await rowsOf(
    `SELECT ${leadColumnsOf("l")}, ${status.column} AS status,
      ${latestNoteSql(leadCase, "l")} AS latest_note, f.owner, f.due AS follow_up
     FROM leads l ${status.join} LEFT JOIN lead_follow_up f ON f.lead_id = l.id
     ${query.everything ? "" : `WHERE l.id IN (SELECT ${query.id} FROM ${query.from} ${query.where})`}
     ORDER BY l.id ${order === "newest" ? "DESC" : "ASC"}`,
    query.params,
  );
  return rows.map((r) => ({
    ...toLead(r),
    status: statusOfRow(leadCase, r.status),
    latestNote: typeof r.latest_note === "string" ? r.latest_note : "",
    owner: typeof r.owner === "string" ? r.owner : "",
    followUp: typeof r.follow_up === "string" ? r.follow_up : "",
  }));
}
