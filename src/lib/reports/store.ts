import type { DatabaseSync } from "node:sqlite";
import { Kysely, sql, type Insertable, type RawBuilder, type Selectable } from "kysely";
import type { ReportKind } from "@/content/reports";
import { domainOf } from "@/lib/customers/addresses";
import { transaction } from "@/lib/db/connection";
import {
  currentEngine,
  currentRoot,
  currentStore,
  legacyDatabase,
  writeTogether,
} from "@/lib/db/store";
import { fromIndexed } from "@/lib/db/portable";
import type {
  ApiTokensTable,
  HeldUploadsTable,
  ReportsTable,
  Tables,
} from "@/lib/db/tables.generated";
import type {
  Amendment,
  AmendableField,
  AmendmentChange,
  ApiTokenCaller,
  ApiTokenRow,
  FieldChange,
  PdfVersion,
  RegisterRow,
  Report,
  ReportStatus,
  TokenScope,
} from "./records";
import { normaliseUlr } from "./ulr";

/**
 * The report register's SQL (issue 52): reports, their PDF versions,
 * amendments and customer addresses, the register's list and counts, the
 * public checks' counts, and the LIMS's API tokens. Rows are mapped to the
 * register's own types (records.ts) here, once.
 */

type ReportRow = Selectable<ReportsTable>;

const text = (v: string | null | undefined) => (v === null || v === undefined ? null : v);

/** A report stored as issued with no authorisation yet is awaiting authorisation. */
function statusOf(r: Pick<ReportRow, "status" | "authorised_at">): ReportStatus {
  const stored = r.status as ReportStatus;
  return stored === "issued" && r.authorised_at === null ? "awaiting-authorisation" : stored;
}

function toReport(r: ReportRow, supersedes: string | null): Report {
  const accredited = Number(r.accredited) === 1;
  return {
    id: Number(r.id),
    reference: r.ulr,
    ulr: accredited ? r.ulr : null,
    accredited,
    token: r.token,
    code: r.code,
    reportNumber: r.report_number,
    kind: r.kind as ReportKind,
    discipline: r.discipline,
    group: r.grp,
    customer: r.customer,
    itemDescription: r.item_description,
    make: r.make,
    model: r.model,
    serialNumber: r.serial_number,
    standard: r.standard,
    issueDate: r.issue_date,
    dueDate: text(r.due_date) ?? "",
    signatory: r.signatory,
    signatoryDesignation: r.signatory_designation ?? "",
    status: statusOf(r),
    withdrawnAt: text(r.withdrawn_at),
    withdrawnReason: text(r.withdrawn_reason),
    supersededBy: text(r.superseded_by),
    supersedes,
    createdAt: r.created_at,
    createdBy: r.created_by,
    authorisedAt: text(r.authorised_at),
    authorisedBy: text(r.authorised_by),
    checks: Number(r.checks),
  };
}

/** The report with the link back to the one it replaced. */
async function withLinks(row: ReportRow | undefined): Promise<Report | undefined> {
  if (!row) return undefined;
  const older = await currentStore()
    .selectFrom("reports")
    .select("ulr")
    .where("superseded_by", "=", row.ulr)
    .executeTakeFirst();
  return toReport(row, older ? older.ulr : null);
}

/** A report by its key as stored (a normalised ULR or report number). */
export async function reportWithKey(key: string): Promise<Report | undefined> {
  return withLinks(
    await currentStore()
      .selectFrom("reports")
      .selectAll()
      .where("ulr", "=", key)
      .executeTakeFirst(),
  );
}

export async function reportWithToken(token: string): Promise<Report | undefined> {
  return withLinks(
    await currentStore()
      .selectFrom("reports")
      .selectAll()
      .where("token", "=", token)
      .executeTakeFirst(),
  );
}

/**
 * A lookup's report by its key: its code to compare, and the report read whole
 * only once the code matched (an unknown key and a wrong code take one path).
 */
export async function reportForLookup(
  key: string,
): Promise<{ id: number; code: string; report: () => Promise<Report> } | undefined> {
  const row = await currentStore()
    .selectFrom("reports")
    .selectAll()
    .where("ulr", "=", key)
    .executeTakeFirst();
  if (!row) return undefined;
  return { id: Number(row.id), code: row.code, report: async () => (await withLinks(row))! };
}

export async function keyTaken(key: string): Promise<boolean> {
  return !!(await currentStore()
    .selectFrom("reports")
    .select("id")
    .where("ulr", "=", key)
    .executeTakeFirst());
}

/** Records a checked report; answers its id. */
export async function insertReport(
  values: Omit<Insertable<ReportsTable>, "id" | "status" | "checks">,
): Promise<number> {
  const { id } = await currentStore()
    .insertInto("reports")
    .values(values)
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(id);
}

/** The two highest keys starting with `stem` (the next free ULR's running number). */
export async function highestKeys(stem: string): Promise<string[]> {
  const rows = await currentStore()
    .selectFrom("reports")
    .select("ulr")
    .where("ulr", "like", `${stem}%`)
    .orderBy("ulr", "desc")
    .limit(2)
    .execute();
  return rows.map((r) => r.ulr);
}

export async function markWithdrawn(reportId: number, at: string, reason: string) {
  await currentStore()
    .updateTable("reports")
    .set({ status: "withdrawn", withdrawn_at: at, withdrawn_reason: reason })
    .where("id", "=", reportId)
    .execute();
}

export async function markSuperseded(reportId: number, by: string) {
  await currentStore()
    .updateTable("reports")
    .set({ status: "superseded", superseded_by: by })
    .where("id", "=", reportId)
    .execute();
}

/** A signatory's authorisation (never a second one). */
export async function markAuthorised(
  reportId: number,
  signer: { email: string; name: string; designation: string },
  at: string,
) {
  await currentStore()
    .updateTable("reports")
    .set({
      authorised_at: at,
      authorised_by: signer.email,
      signatory: signer.name,
      signatory_designation: signer.designation,
    })
    .where("id", "=", reportId)
    .where("authorised_at", "is", null)
    .execute();
}

const COLUMNS = {
  reportNumber: "report_number",
  discipline: "discipline",
  group: "grp",
  customer: "customer",
  itemDescription: "item_description",
  make: "make",
  model: "model",
  serialNumber: "serial_number",
  standard: "standard",
  issueDate: "issue_date",
  dueDate: "due_date",
} as const satisfies Record<AmendableField, keyof ReportsTable>;

/** A report's changed details written (an empty due date is none). */
export async function writeChanges(reportId: number, changes: readonly FieldChange[]) {
  for (const { field, to } of changes)
    await currentStore()
      .updateTable("reports")
      .set({ [COLUMNS[field]]: field === "dueDate" && !to ? null : to })
      .where("id", "=", reportId)
      .execute();
}

export async function setSignatory(reportId: number, name: string, designation: string) {
  await currentStore()
    .updateTable("reports")
    .set({ signatory: name, signatory_designation: designation })
    .where("id", "=", reportId)
    .execute();
}

export async function addAmendment(reportId: number, amendment: Amendment) {
  await currentStore()
    .insertInto("report_amendments")
    .values({
      report_id: reportId,
      at: amendment.at,
      by: amendment.by,
      reason: amendment.reason,
      changes: JSON.stringify(amendment.changes),
    })
    .execute();
}

/** Every amendment of a report, newest first. */
export async function amendmentsOf(reportId: number): Promise<Amendment[]> {
  const rows = await currentStore()
    .selectFrom("report_amendments")
    .select(["at", "by", "reason", "changes"])
    .where("report_id", "=", reportId)
    .orderBy("id", "desc")
    .execute();
  return rows.map((r) => ({
    at: r.at,
    by: r.by,
    reason: r.reason,
    changes: JSON.parse(r.changes) as AmendmentChange[],
  }));
}

/* ---- PDF versions ---- */

/** A PDF's record: the next version of its report, in one transaction with the read of the last. */
export function insertPdfVersion(
  reportId: number,
  pdf: {
    sha256: string;
    size: number;
    addedAt: string;
    addedBy: string;
    sealedBy: string | null;
    sealedAt: string | null;
    draftSha256: string | null;
  },
): Promise<number> {
  return writeTogether(async () => {
    const last = await currentStore()
      .selectFrom("report_pdfs")
      .select(({ fn }) => fn.max("version").as("v"))
      .where("report_id", "=", reportId)
      .executeTakeFirst();
    const next = Number(last?.v ?? 0) + 1;
    await currentStore()
      .insertInto("report_pdfs")
      .values({
        report_id: reportId,
        version: next,
        sha256: pdf.sha256,
        size: pdf.size,
        added_at: pdf.addedAt,
        added_by: pdf.addedBy,
        sealed_by: pdf.sealedBy,
        sealed_at: pdf.sealedAt,
        draft_sha256: pdf.draftSha256,
      })
      .execute();
    return next;
  });
}

/** A PDF's record as an import writes it: version 1 of a report just created. */
export async function insertFirstPdf(
  reportId: number,
  pdf: { sha256: string; size: number; addedAt: string; addedBy: string },
) {
  await currentStore()
    .insertInto("report_pdfs")
    .values({
      report_id: reportId,
      version: 1,
      sha256: pdf.sha256,
      size: pdf.size,
      added_at: pdf.addedAt,
      added_by: pdf.addedBy,
    })
    .execute();
}

/** A version's file replaced by its sealed bytes (the unsealed file kept as its draft). */
export async function recordSeal(
  reportId: number,
  version: number,
  sealed: { sha256: string; size: number; sealedBy: string; sealedAt: string; draftSha256: string },
) {
  await currentStore()
    .updateTable("report_pdfs")
    .set({
      sha256: sealed.sha256,
      size: sealed.size,
      sealed_by: sealed.sealedBy,
      sealed_at: sealed.sealedAt,
      draft_sha256: sealed.draftSha256,
    })
    .where("report_id", "=", reportId)
    .where("version", "=", version)
    .execute();
}

/** Whether the report has a PDF in the register (an authorisation needs one). */
export async function hasPdf(reportId: number): Promise<boolean> {
  return !!(await currentStore()
    .selectFrom("report_pdfs")
    .select("id")
    .where("report_id", "=", reportId)
    .executeTakeFirst());
}

export async function pdfVersions(reportId: number): Promise<PdfVersion[]> {
  const rows = await currentStore()
    .selectFrom("report_pdfs")
    .selectAll()
    .where("report_id", "=", reportId)
    .orderBy("version", "desc")
    .execute();
  return rows.map((r) => ({
    version: Number(r.version),
    sha256: r.sha256,
    size: Number(r.size),
    addedAt: r.added_at,
    addedBy: r.added_by,
    sealedBy: text(r.sealed_by),
    sealedAt: text(r.sealed_at),
  }));
}

/** The report key, version and latest version of a PDF by its SHA-256 (as stored, or as the draft a seal was made from). */
export async function pdfWithHash(hash: string, as: "sha256" | "draft_sha256") {
  const row = await currentStore()
    .selectFrom("report_pdfs as p")
    .innerJoin("reports as r", "r.id", "p.report_id")
    .select(({ selectFrom }) => [
      "r.ulr",
      "p.version",
      selectFrom("report_pdfs")
        .select(({ fn }) => fn.max("version").as("v"))
        .whereRef("report_id", "=", "r.id")
        .as("latest"),
    ])
    .where(`p.${as}`, "=", hash)
    .orderBy("p.id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row && { key: row.ulr, version: Number(row.version), latest: Number(row.latest) };
}

/* ---- Customer addresses ---- */

/**
 * A report's customer addresses (the schema's `customerEmail`, already checked
 * and in lower case, commas between): one row each with its domain, so the
 * portal finds a customer's reports by address and an organisation's by its
 * addresses and domains.
 */
export async function setCustomerEmails(reportId: number, list: string) {
  await currentStore()
    .deleteFrom("report_customer_emails")
    .where("report_id", "=", reportId)
    .execute();
  for (const email of list.split(/,\s*/).filter(Boolean))
    await currentStore()
      .insertInto("report_customer_emails")
      .values({ report_id: reportId, email, domain: domainOf(email) })
      .onConflict((oc) => oc.doNothing())
      .execute();
}

/** A report's customer addresses, in alphabetical order. */
export async function customerEmailsOf(reportId: number): Promise<string[]> {
  const rows = await currentStore()
    .selectFrom("report_customer_emails")
    .select("email")
    .where("report_id", "=", reportId)
    .orderBy("email")
    .execute();
  return rows.map((r) => r.email);
}

/* ---- The public's checks ---- */

/**
 * Checks are counted in memory and written together by the server's job
 * "report check counts" (lib/jobs: every 2 s and when the process exits):
 * a lookup stays a read, not a disk flush. A crash loses at most those 2
 * seconds of counts. Kept per store (the work in hand's). On SQLite they are
 * written synchronously: the last write happens in the process's exit
 * handler, which cannot wait for a promise. On PostgreSQL (issue 53) one
 * UPDATE per round, awaited by a server stopping in good order.
 */
type PendingChecks = Map<number, { count: number; at: string }>;
const pendingChecks = new Map<DatabaseSync | Kysely<Tables>, PendingChecks>();

export function countCheck(reportId: number, now = new Date()) {
  const holder = currentEngine() === "postgres" ? currentRoot() : legacyDatabase();
  let counts = pendingChecks.get(holder);
  if (!counts) pendingChecks.set(holder, (counts = new Map()));
  const entry = counts.get(reportId);
  counts.set(reportId, { count: (entry?.count ?? 0) + 1, at: now.toISOString() });
}

function flushToFile(db: DatabaseSync, counts: PendingChecks) {
  if (!db.isOpen) return;
  const update = db.prepare(
    "UPDATE reports SET checks = checks + ?, last_checked_at = ? WHERE id = ?",
  );
  // Counts need no flush to disk of their own (WAL with synchronous=NORMAL still never
  // corrupts): the flush would hold every request waiting on the event loop meanwhile.
  db.exec("PRAGMA synchronous=NORMAL");
  try {
    transaction(db, () => {
      for (const [id, { count, at }] of counts) update.run(count, at, id);
    });
  } finally {
    db.exec("PRAGMA synchronous=FULL");
  }
}

async function flushToPostgres(store: Kysely<Tables>, counts: PendingChecks) {
  const entries = [...counts];
  await sql`UPDATE reports AS r SET checks = r.checks + c.n, last_checked_at = c.at
    FROM unnest(${entries.map(([id]) => id)}::bigint[], ${entries.map(([, e]) => e.count)}::bigint[],
      ${entries.map(([, e]) => e.at)}::text[]) AS c(id, n, at)
    WHERE r.id = c.id`.execute(store);
}

/** Writes the counted checks of every store now; the promise settles when PostgreSQL's are written. */
export function flushChecks(): Promise<void> {
  const writes: Promise<void>[] = [];
  for (const [holder, counts] of pendingChecks) {
    if (holder instanceof Kysely) {
      pendingChecks.delete(holder);
      writes.push(
        flushToPostgres(holder, counts).catch((error: unknown) =>
          console.error("report check counts could not be written:", error),
        ),
      );
      continue;
    }
    // A write transaction open on the connection (awaiting between its statements) keeps
    // the counts for the next round: they must not join, nor wait for, its fate.
    if (holder.isOpen && holder.isTransaction) continue;
    pendingChecks.delete(holder);
    flushToFile(holder, counts);
  }
  return Promise.all(writes).then(() => undefined);
}

/** When a report was last checked by the public (lookups, QR scans), if ever. */
export async function lastCheckedAt(reportId: number): Promise<string | undefined> {
  const row = await currentStore()
    .selectFrom("reports")
    .select("last_checked_at")
    .where("id", "=", reportId)
    .executeTakeFirst();
  return row?.last_checked_at ?? undefined;
}

/* ---- The register's list ---- */

export interface RegisterListFilter {
  q?: string | undefined;
  status?: ReportStatus | undefined;
  kind?: ReportKind | undefined;
  pdf?: "missing" | undefined;
}

export const REGISTER_PAGE_SIZE = 50;

const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);
const ESCAPE = sql.raw("ESCAPE '\\'");

/**
 * A search that reads like the start of a ULR ("ULR-TC1148226…") is a range
 * on the ULR's unique index; anything else matches any part of the report
 * number or the customer's name: through the trigram index (migration 0016)
 * from three characters, by reading the rows below that. On PostgreSQL
 * (issue 53) the range is in code point order as SQLite's, on the index
 * migration 0049 made for it, and the rest is ILIKE through the trigram index
 * reports_search at any length (its case is Unicode's, not only ASCII's as
 * SQLite's LIKE; accents count, which FTS5's trigram tokenizer leaves out).
 */
function searchClause(q: string): RawBuilder<unknown> {
  const ulr = normaliseUlr(q);
  const postgres = currentEngine() === "postgres";
  const end = `${ulr}\u{10FFFF}`;
  if (/^(TC|CC)[0-9A-Z]*$/.test(ulr))
    return postgres
      ? sql`ulr COLLATE "C" >= ${ulr} AND ulr COLLATE "C" < ${end}`
      : sql`ulr >= ${ulr} AND ulr < ${end}`;
  if (postgres) {
    const like = `%${escapeLike(q)}%`;
    return sql`(report_number ILIKE ${like} ${ESCAPE} OR customer ILIKE ${like} ${ESCAPE})`;
  }
  if ([...q].length >= 3)
    return sql`id IN (SELECT rowid FROM report_search WHERE report_search MATCH ${`"${q.replaceAll('"', '""')}"`})`;
  const like = `%${escapeLike(q)}%`;
  return sql`(report_number LIKE ${like} ${ESCAPE} OR customer LIKE ${like} ${ESCAPE})`;
}

/** A report still awaiting authorisation: stored as issued, with no authorisation yet. */
const AWAITING = sql.raw("status = 'issued' AND authorised_at IS NULL");
/** Issued and current with no final PDF (awaiting authorisation counts too). */
const NEEDS_PDF = sql.raw(
  "status = 'issued' AND NOT EXISTS (SELECT 1 FROM report_pdfs WHERE report_id = reports.id)",
);
const awaitingIndex = () => fromIndexed("reports", "reports_awaiting");

/**
 * The list's table (with the index to read it by) and WHERE clause.
 * Awaiting authorisation is read through its partial index (migration 0019):
 * without statistics SQLite took the status index instead and read 1,000,000
 * rows to find 1,000 (720 ms).
 */
function registerWhere(filter: RegisterListFilter) {
  const where: RawBuilder<unknown>[] = [];
  if (filter.q) where.push(searchClause(filter.q));
  if (filter.status === "awaiting-authorisation") where.push(AWAITING);
  else if (filter.status === "issued")
    where.push(sql`status = 'issued' AND authorised_at IS NOT NULL`);
  else if (filter.status) where.push(sql`status = ${filter.status}`);
  if (filter.kind) where.push(sql`kind = ${filter.kind}`);
  if (filter.pdf === "missing") where.push(NEEDS_PDF);
  return {
    from: filter.status === "awaiting-authorisation" ? awaitingIndex() : sql.raw("reports"),
    where: where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``,
  };
}

const count = async (query: RawBuilder<{ n: number }>) =>
  Number((await query.execute(currentStore())).rows[0]?.n ?? 0);

/** Reports awaiting authorisation (a walk of their partial index: as many steps as there are). */
const awaitingCount = () =>
  count(sql`SELECT COUNT(*) AS n FROM ${awaitingIndex()} WHERE ${AWAITING}`);

/** Reports that need their final PDF: kept by triggers (migration 0020), one read. */
const needsPdfCount = () => count(sql`SELECT n FROM report_tallies WHERE name = 'needs_pdf'`);

/** The quick links' counts above the list. */
export async function registerCounts() {
  return { awaiting: await awaitingCount(), needsPdf: await needsPdfCount() };
}

/**
 * How many reports the filter matches. Without a search or kind, the status
 * and PDF filters are answered from the tally and the indexes (issued = the
 * status index's count less those awaiting authorisation) rather than by
 * reading every matching row; anything else is counted as it is listed.
 */
export async function registerTotal(filter: RegisterListFilter): Promise<number> {
  if (!filter.q && !filter.kind) {
    if (filter.pdf === "missing") {
      if (!filter.status) return needsPdfCount();
      if (filter.status === "issued")
        return (
          (await needsPdfCount()) -
          (await count(
            sql`SELECT COUNT(*) AS n FROM ${awaitingIndex()} WHERE ${AWAITING} AND ${NEEDS_PDF}`,
          ))
        );
    } else {
      if (filter.status === "awaiting-authorisation") return awaitingCount();
      if (filter.status === "issued")
        return (
          (await count(sql`SELECT COUNT(*) AS n FROM reports WHERE status = 'issued'`)) -
          (await awaitingCount())
        );
    }
  }
  const { from, where } = registerWhere(filter);
  return count(sql`SELECT COUNT(*) AS n FROM ${from} ${where}`);
}

const listQuery = (filter: RegisterListFilter, page: number) => {
  const { from, where } = registerWhere(filter);
  const limit = sql`LIMIT ${REGISTER_PAGE_SIZE} OFFSET ${(page - 1) * REGISTER_PAGE_SIZE}`;
  return sql<
    Pick<
      ReportRow,
      | "ulr"
      | "accredited"
      | "report_number"
      | "kind"
      | "customer"
      | "issue_date"
      | "due_date"
      | "status"
      | "authorised_at"
      | "checks"
    > & { pdf: number }
  >`SELECT ulr, accredited, report_number, kind, customer, issue_date, due_date, status,
      authorised_at, checks,
      (SELECT COALESCE(MAX(version), 0) FROM report_pdfs WHERE report_id = reports.id) AS pdf
    FROM ${
      currentEngine() === "postgres"
        ? // PostgreSQL makes every row it skips for OFFSET, the PDF's subquery included
          // (40,000 of them on page 2000): the page's ids are found first, from the index.
          sql`reports WHERE id IN (SELECT id FROM ${from} ${where} ORDER BY id DESC ${limit})`
        : sql`${from} ${where}`
    } ORDER BY id DESC ${currentEngine() === "postgres" ? sql`` : limit}`;
};

/** One page of the list, newest first. */
export async function registerPage(filter: RegisterListFilter, page: number) {
  const { rows } = await listQuery(filter, page).execute(currentStore());
  return rows.map((r): RegisterRow => ({
    reference: r.ulr,
    accredited: Number(r.accredited) === 1,
    reportNumber: r.report_number,
    kind: r.kind as ReportKind,
    customer: r.customer,
    issueDate: r.issue_date,
    dueDate: r.due_date ?? "",
    status: statusOf(r),
    checks: Number(r.checks),
    pdfVersion: Number(r.pdf),
  }));
}

/** How SQLite reads one page of the list (the tests check it uses the indexes it should). */
export async function registerQueryPlan(filter: RegisterListFilter): Promise<string> {
  const { rows } = await sql<{
    detail: string;
  }>`EXPLAIN QUERY PLAN ${listQuery(filter, 1)}`.execute(currentStore());
  return rows.map((r) => r.detail).join(" ");
}

/* ---- QR codes ---- */

/** The reports with these keys, in the order they were registered. */
export async function reportsWithKeys(keys: readonly string[]) {
  const rows = await currentStore()
    .selectFrom("reports")
    .select(["ulr", "accredited", "report_number", "token", "code", "status"])
    .where("ulr", "in", keys)
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    reference: r.ulr,
    accredited: Number(r.accredited) === 1,
    reportNumber: r.report_number,
    token: r.token,
    code: r.code,
    status: r.status,
  }));
}

/* ---- API tokens ---- */

export async function apiTokenNamed(name: string) {
  return currentStore()
    .selectFrom("api_tokens")
    .select(["id", "revoked_at"])
    .where("name", "=", name)
    .executeTakeFirst();
}

export async function insertApiToken(values: Insertable<ApiTokensTable>) {
  await currentStore().insertInto("api_tokens").values(values).execute();
}

export async function listApiTokens(): Promise<ApiTokenRow[]> {
  const rows = await currentStore()
    .selectFrom("api_tokens")
    .selectAll()
    .orderBy("id", "desc")
    .execute();
  return rows.map((r) => ({
    name: r.name,
    scope: r.scope as TokenScope,
    createdAt: r.created_at,
    createdBy: r.created_by,
    revokedAt: text(r.revoked_at),
    revokedBy: text(r.revoked_by),
    lastUsedAt: text(r.last_used_at),
  }));
}

export async function markApiTokenRevoked(name: string, at: string, by: string) {
  await currentStore()
    .updateTable("api_tokens")
    .set({ revoked_at: at, revoked_by: by })
    .where("name", "=", name)
    .execute();
}

/** The live token with this SHA-256, its use recorded. */
export async function callerOfApiToken(
  sha256: string,
  at: string,
): Promise<ApiTokenCaller | undefined> {
  const row = await currentStore()
    .selectFrom("api_tokens")
    .select(["id", "name", "scope"])
    .where("sha256", "=", sha256)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  if (!row) return undefined;
  await currentStore()
    .updateTable("api_tokens")
    .set({ last_used_at: at })
    .where("id", "=", row.id)
    .execute();
  return { name: row.name, scope: row.scope as TokenScope };
}

// ---------------------------------------------------------------- a refused import's kept files

/** The record of a refused import's kept files (held_uploads, migration 0048); the bytes are on disk. */
export type HeldUploadRecord = Selectable<HeldUploadsTable>;

/**
 * A kept upload's record written (a new one, or the same id's again), and the
 * account's other kept uploads' records deleted, in one transaction: answers
 * those other ids, whose files the caller removes.
 */
export async function recordHeldUpload(record: HeldUploadRecord): Promise<string[]> {
  return writeTogether(async () => {
    const store = currentStore();
    const others = await store
      .deleteFrom("held_uploads")
      .where("owner", "=", record.owner)
      .where("id", "<>", record.id)
      .returning("id")
      .execute();
    await store
      .insertInto("held_uploads")
      .values(record)
      .onConflict((oc) =>
        oc.column("id").doUpdateSet({
          owner: record.owner,
          held_at: record.held_at,
          csv_name: record.csv_name,
          zip_name: record.zip_name,
          file_names: record.file_names,
        }),
      )
      .execute();
    return others.map((r) => r.id);
  });
}

/** The account's kept upload's record by its id. */
export async function heldUploadRecord(
  id: string,
  owner: string,
): Promise<HeldUploadRecord | undefined> {
  return currentStore()
    .selectFrom("held_uploads")
    .selectAll()
    .where("id", "=", id)
    .where("owner", "=", owner)
    .executeTakeFirst();
}

export async function deleteHeldUpload(id: string): Promise<void> {
  await currentStore().deleteFrom("held_uploads").where("id", "=", id).execute();
}

/** The records of uploads kept at or before `heldAt` deleted: answers their ids. */
export async function deleteHeldUploadsUntil(heldAt: string): Promise<string[]> {
  const rows = await currentStore()
    .deleteFrom("held_uploads")
    .where("held_at", "<=", heldAt)
    .returning("id")
    .execute();
  return rows.map((r) => r.id);
}

/** Every kept upload's id (a folder with none is left from a server stopped mid-way). */
export async function heldUploadIds(): Promise<string[]> {
  const rows = await currentStore().selectFrom("held_uploads").select("id").execute();
  return rows.map((r) => r.id);
}
