import {
  CompiledQuery,
  DummyDriver,
  Kysely,
  sql,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type RawBuilder,
  type Selectable,
  type SqlBool,
} from "kysely";
import { acknowledgesForm } from "@/content/acknowledgements";
import { leadContact } from "@/content/forms";
import { acknowledgesInHindi } from "@/content/hi/acknowledgements";
import { quotationWords } from "@/content/quotation";
import { statusOfRow } from "@/lib/cases/status";
import { enqueueAcknowledgement, latestNoteSql, statusSql } from "@/lib/cases/store";
import { currentEngine, currentStore, writeTogether } from "@/lib/db/store";
import { recordLeadConsent } from "@/lib/privacy/consent/records";
import type { LeadsTable, Tables } from "@/lib/db/tables.generated";
import { leadCase } from "./case";
import type { DeskLead, ExportedLead } from "./deskLead";
import { CLOSED_LEAD_STATUSES, type LeadFilter } from "./listFilter";
import { parseSearch } from "./searchWords";
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
 * the CSV export). The desk's search (leadQuery, below) gives its
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
/** SQLite's `?` parameters as PostgreSQL's `$1, $2 …` (none of this file's SQL quotes a `?`). */
const numbered = (query: string) => {
  let n = 0;
  return query.replace(/\?/g, () => `$${++n}`);
};

async function rowsOf(query: string, params: readonly unknown[]): Promise<Row[]> {
  const text = currentEngine() === "postgres" ? numbered(query) : query;
  return (await currentStore().executeQuery<Row>(CompiledQuery.raw(text, [...params]))).rows;
}

// ---------------------------------------------------------------- one lead

/**
 * Stores a lead: its row, its reference, its consent record
 * (lib/privacy/consent/records.ts), its notification row ('pending' until the e-mail
 * is sent, lib/cases/notifications.ts; 'off' when e-mails were off as it came
 * in) and its acknowledgement (in Hindi for a form sent from its Hindi page),
 * all in one transaction.
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
      .returning("id")
      .executeTakeFirstOrThrow();
    const id = Number(inserted.id);
    const reference = formatReference(id, createdAt, lead.form);
    const updated = await store
      .updateTable("leads")
      .set({ reference })
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new Error("reference not written");
    await recordLeadConsent(lead, reference, createdAt);
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
        lead.language === "hi" && acknowledgesInHindi(lead.form) ? "hi" : "en",
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
const newestQuotation = () =>
  `(SELECT ${currentEngine() === "postgres" ? "json_build_array(total_paise, answer, po_number)::text" : "json_array(total_paise, answer, po_number)"} FROM quotations q
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

const selectDeskLeads = () => `SELECT ${leadColumnsOf("l")}, ${status.column} AS status,
  n.state AS notification, n.last_error, ${newestQuotation()}
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

/**
 * One page of the ids the desk's search matches, best first when `ranked`, else newest first.
 * `few`: the search matches few leads (counted already).
 */
export async function matchingLeadIds(
  query: LeadQuery,
  ranked: boolean,
  limit: number,
  offset: number,
  few = false,
): Promise<number[]> {
  const order = ranked && query.match ? `bm25(lead_search), ${query.id} DESC` : `${query.id} DESC`;
  // PostgreSQL would walk the ids from the newest until a page matched, which
  // for a thousand matches among older leads reads most of the table: its
  // matches are taken first instead, from the index, then ordered.
  const rows = await rowsOf(
    currentEngine() === "postgres" && few && !query.everything
      ? `WITH matched AS MATERIALIZED (SELECT ${query.id} AS id FROM ${query.from} ${query.where})
         SELECT id FROM matched ORDER BY id DESC LIMIT ? OFFSET ?`
      : `SELECT ${query.id} AS id FROM ${query.from} ${query.where} ORDER BY ${order} LIMIT ? OFFSET ?`,
    [...query.params, limit, offset],
  );
  return rows.map((r) => Number(r.id));
}

/** The desk's rows of these leads, in the order of `ids`. */
export async function deskLeadsByIds(ids: readonly number[]): Promise<DeskLead[]> {
  if (ids.length === 0) return [];
  const rows = await rowsOf(
    `${selectDeskLeads()} WHERE l.id IN (${ids.map(() => "?").join(", ")})`,
    ids,
  );
  const byId = new Map(rows.map((r) => [Number(r.id), toDeskLead(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One lead as its desk page shows it, or undefined. */
export async function deskLead(reference: string): Promise<DeskLead | undefined> {
  const [row] = await rowsOf(`${selectDeskLeads()} WHERE l.reference = ?`, [reference]);
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

// ---------------------------------------------------------------- the leads' search

/**
 * Which leads the desk's filter selects, without joins (counting 100,000
 * leads through a join costs more than the whole page). `id` names the lead's
 * id in it; `match` says whether the index can rank (bm25(lead_search)). The
 * search's words: ./searchWords.ts.
 */
export interface LeadSelection {
  from: RawBuilder<unknown>;
  /** The conditions, joined with AND; none for every lead. */
  conditions: RawBuilder<SqlBool>[];
  id: "lead_search.rowid" | "l.id";
  match: boolean;
  /** No condition at all: every lead. */
  everything: boolean;
}

const day = /^\d{4}-\d{2}-\d{2}$/;

/** India's day boundaries as UTC instants (IST is UTC+5:30, no daylight saving). */
const istStart = (date: string) => new Date(`${date}T00:00:00+05:30`).toISOString();
const istEnd = (date: string) =>
  new Date(new Date(`${date}T00:00:00+05:30`).getTime() + 86_400_000).toISOString();

export function leadSelection(filter: LeadFilter): LeadSelection {
  const conditions: RawBuilder<SqlBool>[] = [];
  const search = parseSearch(filter.q);
  // The index drives a search, the leads table the rest; every other
  // condition reads one small index (leads_form, leads_created_at,
  // lead_status_status), never the leads' rows.
  const idName = search ? "lead_search.rowid" : "l.id";
  const id = sql.raw(idName);
  // PostgreSQL (issue 53): every word with LIKE, which lead_search's trigram index answers;
  // the body is kept in lower case (migration 0050), so this is ILIKE's match
  // without ILIKE's case folding of every row it reads.
  const postgres = currentEngine() === "postgres";
  // SQLite's leading + (below) is no hint to PostgreSQL, only an expression its planner cannot join on.
  const listed = sql.raw(search ? (postgres ? "lead_search.rowid" : "+lead_search.rowid") : "l.id");
  if (postgres)
    for (const like of search?.everyLike ?? [])
      conditions.push(sql<SqlBool>`lead_search.body LIKE lower(${like}) ESCAPE '\\'`);
  if (search?.match && !postgres) conditions.push(sql<SqlBool>`lead_search MATCH ${search.match}`);
  for (const like of postgres ? [] : (search?.likes ?? []))
    conditions.push(sql<SqlBool>`lead_search.body LIKE ${like} ESCAPE '\\'`);
  // Conditions on the leads' own columns: one list of ids from their index
  // for a search (a leading + keeps it from the index's own plan, which would
  // run the MATCH again for every id in it), the columns themselves otherwise.
  const own: { column: "form" | "created_at"; op: "=" | ">=" | "<"; value: string }[] = [];
  if (filter.form) own.push({ column: "form", op: "=", value: filter.form });
  if (filter.from && day.test(filter.from))
    own.push({ column: "created_at", op: ">=", value: istStart(filter.from) });
  if (filter.to && day.test(filter.to))
    own.push({ column: "created_at", op: "<", value: istEnd(filter.to) });
  const ownCondition = (prefix: string) => (o: (typeof own)[number]) =>
    sql<SqlBool>`${sql.raw(`${prefix}${o.column} ${o.op}`)} ${o.value}`;
  const withStatus =
    filter.status && filter.status !== "new"
      ? sql`(SELECT lead_id FROM lead_status WHERE status = ${filter.status})`
      : undefined;
  // PostgreSQL takes them, with a status but new, as one array (its planner
  // would otherwise scan the whole search table for a common word rather than
  // look up these few leads' rows).
  const statusInArray = postgres && search && own.length > 0 && withStatus !== undefined;
  if (search && own.length > 0)
    conditions.push(
      postgres
        ? sql<SqlBool>`${listed} = ANY (ARRAY(SELECT id FROM leads WHERE ${sql.join(
            [
              ...own.map(ownCondition("")),
              ...(statusInArray ? [sql<SqlBool>`id IN ${withStatus}`] : []),
            ],
            sql` AND `,
          )}))`
        : sql<SqlBool>`${listed} IN (SELECT id FROM leads WHERE ${sql.join(own.map(ownCondition("")), sql` AND `)})`,
    );
  else conditions.push(...own.map(ownCondition("l.")));
  // New: no status row, or one set back to new; looked up per lead, as most leads are new.
  if (filter.status === "new")
    conditions.push(
      sql<SqlBool>`NOT EXISTS (SELECT 1 FROM lead_status s WHERE s.lead_id = ${id} AND s.status <> 'new')`,
    );
  else if (withStatus && !statusInArray) conditions.push(sql<SqlBool>`${listed} IN ${withStatus}`);
  // Who follows a lead up and when (lib/cases/followUp.ts): few leads have a row.
  if (filter.owner === "me" && filter.me)
    conditions.push(
      sql<SqlBool>`${listed} IN (SELECT lead_id FROM lead_follow_up WHERE owner = ${filter.me})`,
    );
  if (filter.due === "today" && filter.today)
    conditions.push(
      sql<SqlBool>`${listed} IN (SELECT f.lead_id FROM lead_follow_up f WHERE f.due <= ${filter.today}
        AND NOT EXISTS (SELECT 1 FROM lead_status s WHERE s.lead_id = f.lead_id
          AND s.status IN (${sql.join([...CLOSED_LEAD_STATUSES])})))`,
    );
  return {
    from: sql.raw(search ? "lead_search" : "leads l"),
    conditions,
    id: idName,
    match: search?.match !== undefined && !postgres,
    everything: conditions.length === 0,
  };
}

const whereOf = (selection: LeadSelection) =>
  selection.everything ? sql`` : sql`WHERE ${sql.join(selection.conditions, sql` AND `)}`;

/** How many leads a filter selects. */
export async function countSelectedLeads(filter: LeadFilter): Promise<number> {
  const selection = leadSelection(filter);
  const { rows } = await sql<{
    n: number;
  }>`SELECT COUNT(*) AS n FROM ${selection.from} ${whereOf(selection)}`.execute(currentStore());
  return Number(rows[0]?.n ?? 0);
}

/**
 * A page of the ids a filter selects, newest first, or by the index's rank
 * (`ranked`, for a search the index can rank).
 */
export async function selectedLeadIds(
  filter: LeadFilter,
  page: { limit: number; offset: number; ranked: boolean },
): Promise<number[]> {
  const selection = leadSelection(filter);
  const id = sql.raw(selection.id);
  const order =
    page.ranked && selection.match ? sql`bm25(lead_search), ${id} DESC` : sql`${id} DESC`;
  const { rows } = await sql<{ id: number }>`SELECT ${id} AS id FROM ${selection.from}
    ${whereOf(selection)} ORDER BY ${order} LIMIT ${page.limit} OFFSET ${page.offset}`.execute(
    currentStore(),
  );
  return rows.map((r) => Number(r.id));
}

/** Kysely that only writes SQL text (never runs it): the text view below. */
const textOnly = new Kysely<Tables>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});

/** A filter's selection as SQL text and parameters (`?`), as lib/leads still reads it. */
export interface LeadQuery {
  from: string;
  where: string;
  params: (string | number | null)[];
  id: "lead_search.rowid" | "l.id";
  match: boolean;
  everything: boolean;
}

/**
 * The selection as text, for the leads' desk still on a DatabaseSync (issue
 * 52; lib/leads/desk.ts). Goes when it reads countSelectedLeads and
 * selectedLeadIds instead.
 */
export function leadQuery(filter: LeadFilter): LeadQuery {
  const selection = leadSelection(filter);
  const where = whereOf(selection).compile(textOnly);
  return {
    from: selection.from.compile(textOnly).sql,
    where: where.sql,
    params: where.parameters as (string | number | null)[],
    id: selection.id,
    match: selection.match,
    everything: selection.everything,
  };
}
