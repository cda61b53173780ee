import { sql, type RawBuilder } from "kysely";
import { currentEngine, currentStore, writeTogether } from "@/lib/db/store";
import { forcedJoin, fromIndexed, likeCaseless, listValues } from "@/lib/db/portable";

/**
 * The customer portal's SQL (issue 52): its sign-in links and sessions, each
 * address's settings, unsubscribe links and calendar link, the reminders sent,
 * and its own reads of the report register (what a customer may see, and the
 * certificates falling due). The register itself is lib/reports'.
 */

// ------------------------------------------------------- links and sessions

/** A sign-in link's or a session's token (its hash) for an address, until `expiresAt`. */
export async function insertPortalToken(
  table: "portal_links" | "portal_sessions",
  row: { tokenHash: string; email: string; createdAt: string; expiresAt: string },
): Promise<void> {
  await currentStore()
    .insertInto(table)
    .values({
      token_hash: row.tokenHash,
      email: row.email,
      created_at: row.createdAt,
      expires_at: row.expiresAt,
    })
    .execute();
}

/** The address of a link still valid at `at`, deleting it in the same statement. */
export async function takePortalLink(hash: string, at: string): Promise<string | undefined> {
  const row = await currentStore()
    .deleteFrom("portal_links")
    .where("token_hash", "=", hash)
    .where("expires_at", ">", at)
    .returning("email")
    .executeTakeFirst();
  return row?.email;
}

export async function portalLinkExists(hash: string, at: string): Promise<boolean> {
  const row = await currentStore()
    .selectFrom("portal_links")
    .select(sql<number>`1`.as("one"))
    .where("token_hash", "=", hash)
    .where("expires_at", ">", at)
    .executeTakeFirst();
  return row !== undefined;
}

/** A session not expired at `at`: its address and when it was last seen. */
export async function portalSessionOf(
  hash: string,
  at: string,
): Promise<{ email: string; lastSeenAt: string | null } | undefined> {
  const row = await currentStore()
    .selectFrom("portal_sessions")
    .select(["email", "last_seen_at"])
    .where("token_hash", "=", hash)
    .where("expires_at", ">", at)
    .executeTakeFirst();
  return row && { email: row.email, lastSeenAt: row.last_seen_at };
}

export async function touchPortalSession(hash: string, at: string): Promise<void> {
  await currentStore()
    .updateTable("portal_sessions")
    .set({ last_seen_at: at })
    .where("token_hash", "=", hash)
    .execute();
}

export async function deletePortalSession(hash: string): Promise<void> {
  await currentStore().deleteFrom("portal_sessions").where("token_hash", "=", hash).execute();
}

/** Links expired at `at`, and sessions expired or last seen at `idleSince` or before; how many of each. */
export async function deleteEndedPortalTokens(
  at: string,
  idleSince: string,
): Promise<{ links: number; sessions: number }> {
  const links = await currentStore()
    .deleteFrom("portal_links")
    .where("expires_at", "<=", at)
    .executeTakeFirst();
  const sessions = await currentStore()
    .deleteFrom("portal_sessions")
    .where((eb) => eb.or([eb("expires_at", "<=", at), eb("last_seen_at", "<=", idleSince)]))
    .executeTakeFirst();
  return { links: Number(links.numDeletedRows), sessions: Number(sessions.numDeletedRows) };
}

// ------------------------------------------------------ an address's settings

const ensureAddress = (email: string) =>
  currentStore()
    .insertInto("portal_addresses")
    .values({ email })
    .onConflict((oc) => oc.doNothing())
    .execute();

/** An unsubscribe link's hash for an address (the address gets its row of settings). */
export async function insertUnsubscribeLink(hash: string, email: string, at: string) {
  await ensureAddress(email);
  await currentStore()
    .insertInto("portal_unsubscribe_links")
    .values({ token_hash: hash, email, created_at: at })
    .execute();
}

export async function addressOfUnsubscribeHash(hash: string): Promise<string | undefined> {
  const row = await currentStore()
    .selectFrom("portal_unsubscribe_links")
    .select("email")
    .where("token_hash", "=", hash)
    .executeTakeFirst();
  return row?.email;
}

export interface AddressRow {
  remindersStoppedAt: string | null;
  removalRequestedAt: string | null;
}

export async function addressRow(email: string): Promise<AddressRow | undefined> {
  const row = await currentStore()
    .selectFrom("portal_addresses")
    .select(["reminders_stopped_at", "removal_requested_at"])
    .where("email", "=", email)
    .executeTakeFirst();
  return (
    row && {
      remindersStoppedAt: row.reminders_stopped_at,
      removalRequestedAt: row.removal_requested_at,
    }
  );
}

/** The lead time an address chose for its reminders, null without a choice. */
export async function ownReminderDays(email: string): Promise<number | null> {
  const row = await currentStore()
    .selectFrom("portal_addresses")
    .select("reminder_days")
    .where("email", "=", email)
    .executeTakeFirst();
  return row?.reminder_days ?? null;
}

/** One of an address's settings set (the address gets its row first). */
export async function setAddressColumn(
  email: string,
  values:
    | { reminders_stopped_at: string | null }
    | { removal_requested_at: string | null }
    | {
        reminder_days: number | null;
      },
): Promise<void> {
  await ensureAddress(email);
  await currentStore()
    .updateTable("portal_addresses")
    .set(values)
    .where("email", "=", email)
    .execute();
}

/** The longest lead time any address chose (null without one). */
export async function longestOwnReminderDays(): Promise<number | null> {
  const row = await currentStore()
    .selectFrom("portal_addresses")
    .select(({ fn }) => fn.max("reminder_days").as("n"))
    .executeTakeFirst();
  return row?.n ?? null;
}

/** Every address that stopped its reminders, by address. */
export async function stoppedAddressList(): Promise<string[]> {
  const rows = await currentStore()
    .selectFrom("portal_addresses")
    .select("email")
    .where("reminders_stopped_at", "is not", null)
    .orderBy("email")
    .execute();
  return rows.map((r) => r.email);
}

// ----------------------------------------------------------- calendar links

export async function calendarFeedCreatedAt(email: string): Promise<string | undefined> {
  const row = await currentStore()
    .selectFrom("portal_calendar_feeds")
    .select("created_at")
    .where("email", "=", email)
    .executeTakeFirst();
  return row?.created_at;
}

/** The address's one calendar link's hash, replacing any it had. */
export async function putCalendarFeed(hash: string, email: string, at: string): Promise<void> {
  await currentStore()
    .insertInto("portal_calendar_feeds")
    .values({ key_hash: hash, email, created_at: at })
    .onConflict((oc) =>
      oc.column("email").doUpdateSet((eb) => ({
        key_hash: eb.ref("excluded.key_hash"),
        created_at: eb.ref("excluded.created_at"),
      })),
    )
    .execute();
}

export async function deleteCalendarFeed(email: string): Promise<void> {
  await currentStore().deleteFrom("portal_calendar_feeds").where("email", "=", email).execute();
}

export async function addressOfFeedHash(hash: string): Promise<string | undefined> {
  const row = await currentStore()
    .selectFrom("portal_calendar_feeds")
    .select("email")
    .where("key_hash", "=", hash)
    .executeTakeFirst();
  return row?.email;
}

/** Every address with a calendar link. */
export async function calendarFeedAddresses(): Promise<string[]> {
  const rows = await currentStore().selectFrom("portal_calendar_feeds").select("email").execute();
  return rows.map((r) => r.email);
}

// ------------------------------------------------- the reports a customer sees

/**
 * Whose reports an address sees: its own (`email`), or every one carrying an
 * address its organisation owns (`addresses`), decided in reports.ts.
 */
export type Viewer = { email: string } | { addresses: readonly string[] };

/** The ids of the reports a viewer may see, as SQL with its parameters bound. */
const visibleIds = (viewer: Viewer): RawBuilder<unknown> =>
  "email" in viewer
    ? sql`SELECT report_id FROM report_customer_emails WHERE email = ${viewer.email}`
    : // GROUP BY rather than DISTINCT: about 2 ms against 3-7 ms for the bench's 5,000 reports.
      sql`SELECT report_id FROM report_customer_emails
          WHERE email IN ${listValues(viewer.addresses)} GROUP BY report_id`;

/** Whether the viewer may see the report of id `reportId`: by the addresses' primary key, per report. */
const visibleTo = (viewer: Viewer, reportId: RawBuilder<unknown>): RawBuilder<unknown> =>
  sql`EXISTS (SELECT 1 FROM report_customer_emails e WHERE e.report_id = ${reportId} AND ${
    "email" in viewer
      ? sql`e.email = ${viewer.email}`
      : sql`e.email IN ${listValues(viewer.addresses)}`
  })`;

/** A report row as the portal reads it (reports.ts maps it). */
export interface PortalReportRow {
  id: number;
  ulr: string;
  accredited: number;
  report_number: string;
  kind: string;
  item_description: string;
  make: string;
  model: string;
  serial_number: string;
  standard: string;
  issue_date: string;
  due_date: string | null;
  status: string;
  token: string;
  pdf_sha256: string | null;
  new_ulr: string | null;
  new_accredited: number | null;
  new_report_number: string | null;
  superseded_by: string | null;
  total: number | null;
}

// CROSS JOIN keeps SQLite driving from the customer's own reports: with a kind or
// status filter it would otherwise walk that index over the whole register.
// (Written as SQL: the builder can say neither the join order nor INDEXED BY.)
// PostgreSQL asks of the replacement alone whether the viewer may see it: with
// `IN mine` its planner joined every one of the viewer's reports to find the
// replacements of a page (5,000 look-ups for none).
const selectReports = (viewer: Viewer, chosen?: RawBuilder<unknown>) => sql`
  WITH mine(report_id) AS (${visibleIds(viewer)})${chosen ? sql`, chosen(report_id, total) AS (${chosen})` : sql``}
  SELECT r.*, ${chosen ? sql`m.total` : sql`NULL`} AS total, n.ulr AS new_ulr, n.accredited AS new_accredited, n.report_number AS new_report_number,
    (SELECT p.sha256 FROM report_pdfs p WHERE p.report_id = r.id ORDER BY p.version DESC LIMIT 1)
      AS pdf_sha256
  FROM ${chosen ? sql`chosen` : sql`mine`} m ${forcedJoin()} reports r ON r.id = m.report_id
  LEFT JOIN reports n ON n.ulr = r.superseded_by AND n.authorised_at IS NOT NULL
    AND ${currentEngine() === "postgres" ? visibleTo(viewer, sql.raw("n.id")) : sql`n.id IN (SELECT report_id FROM mine)`}
  WHERE r.authorised_at IS NOT NULL`;

const rowsOf = async (query: RawBuilder<PortalReportRow>) =>
  (await query.execute(currentStore())).rows;

/** The list's orders; reports without a due date come last either way, newest first among equals. */
const ORDERS = {
  newest: sql.raw("ORDER BY r.issue_date DESC, r.id DESC"),
  due: sql.raw("ORDER BY r.due_date IS NULL, r.due_date ASC, r.issue_date DESC, r.id DESC"),
  "-due": sql.raw("ORDER BY r.due_date IS NULL, r.due_date DESC, r.issue_date DESC, r.id DESC"),
};

export interface PortalReportQuery {
  kind?: string | undefined;
  year?: string | undefined;
  status?: string | undefined;
  /** The search as typed (`like`) and as a reference (`upper`). */
  q?: { like: string; upper: string } | undefined;
  sort?: "due" | "-due" | undefined;
  limit: number;
  offset: number;
}

/**
 * A page of the reports a viewer may see that match, and how many match in
 * all (the rows carry it; a page past the last is counted on its own).
 */
export async function portalReportRows(
  viewer: Viewer,
  query: PortalReportQuery,
): Promise<{ rows: PortalReportRow[]; total: number }> {
  const where: RawBuilder<unknown>[] = [];
  if (query.kind) where.push(sql`r.kind = ${query.kind}`);
  if (query.year)
    where.push(
      sql`r.issue_date >= ${`${query.year}-01-01`} AND r.issue_date < ${`${Number(query.year) + 1}-01-01`}`,
    );
  if (query.status) where.push(sql`r.status = ${query.status}`);
  const searched = [
    "report_number",
    "item_description",
    "make",
    "model",
    "serial_number",
    "standard",
  ] as const;
  if (query.q && currentEngine() === "postgres" && !query.q.like.includes("\n")) {
    // ILIKE folds both sides with lower() for every column of every row; this
    // is the same match with the pattern folded once and the row's columns
    // once, as one text (a pattern without a line break cannot match across
    // the line breaks between them).
    const { like, upper } = query.q;
    where.push(
      sql`(lower(r.ulr) LIKE lower(${upper}) ESCAPE '\\' OR lower(concat_ws(E'\\n', ${sql.join(
        searched.map((c) => sql.ref(`r.${c}`)),
      )})) LIKE lower(${like}) ESCAPE '\\')`,
    );
  } else if (query.q) {
    const { like, upper } = query.q;
    // Without regard to ASCII case on either engine (SQLite's LIKE; ILIKE on PostgreSQL).
    const matches = (column: string, pattern: string) => likeCaseless(sql.ref(column), pattern);
    where.push(
      sql`(${sql.join(
        [matches("r.ulr", upper), ...searched.map((column) => matches(`r.${column}`, like))],
        sql` OR `,
      )})`,
    );
  }
  const filters = where.reduce<RawBuilder<unknown>>((all, w) => sql`${all} AND ${w}`, sql``);
  // Without a search every filter is on the partial index's columns, so the
  // count, the order and the page's ids never read the register's wide rows
  // (by due date they do: the due date is not in the index).
  const reports =
    query.q || query.sort
      ? sql.raw("reports r")
      : fromIndexed("reports", "reports_portal_list", "r");
  const matching = (columns: RawBuilder<unknown>) => sql`SELECT ${columns}
    FROM mine m ${forcedJoin()} ${reports} ON r.id = m.report_id
    WHERE r.authorised_at IS NOT NULL${filters}`;
  const order = ORDERS[query.sort ?? "newest"];
  const ids = visibleIds(viewer);
  // The page and the count of all matches in one pass (a window over the matches).
  const rows = await rowsOf(
    sql<PortalReportRow>`${selectReports(
      viewer,
      sql`${matching(sql.raw("r.id, COUNT(*) OVER ()"))} ${order} LIMIT ${query.limit} OFFSET ${query.offset}`,
    )} ${order}`,
  );
  if (rows.length) return { rows, total: Number(rows[0]!.total) };
  // An empty first page: nothing matches, no need to count.
  if (query.offset === 0 && query.limit > 0) return { rows, total: 0 };
  const counted = await sql<{
    n: number;
  }>`WITH mine(report_id) AS (${ids}) SELECT COUNT(*) AS n FROM (${matching(sql.raw("r.id"))}) AS matched`.execute(
    currentStore(),
  );
  return { rows, total: Number(counted.rows[0]!.n) };
}

/** Every report of one kind a viewer may see, newest first. */
export const portalReportRowsOfKind = (viewer: Viewer, kind: string) =>
  rowsOf(
    sql<PortalReportRow>`${selectReports(viewer)} AND r.kind = ${kind} ORDER BY r.issue_date DESC, r.id DESC`,
  );

/** The reports of these (normalised) references a viewer may see. */
export const portalReportRowsByReference = (viewer: Viewer, references: readonly string[]) =>
  rowsOf(sql<PortalReportRow>`${selectReports(viewer)} AND r.ulr IN ${listValues(references)}`);

/** One report by its (normalised) reference, when the viewer may see it. */
export const portalReportRow = async (viewer: Viewer, reference: string) =>
  (await rowsOf(sql<PortalReportRow>`${selectReports(viewer)} AND r.ulr = ${reference}`))[0];

/** The years a viewer's reports were issued in, newest first. */
export async function portalReportYears(viewer: Viewer): Promise<string[]> {
  const { rows } = await sql<{ y: string }>`WITH mine(report_id) AS (${visibleIds(viewer)})
         SELECT DISTINCT substr(r.issue_date, 1, 4) AS y
         FROM mine m ${forcedJoin()} ${fromIndexed("reports", "reports_portal_list", "r")} ON r.id = m.report_id
         WHERE r.authorised_at IS NOT NULL ORDER BY y DESC`.execute(currentStore());
  return rows.map((r) => String(r.y));
}

// ---------------------------------------------------------------- reminders

const ISSUED_CERTIFICATE = sql.raw(
  "kind = 'calibration-certificate' AND status = 'issued' AND authorised_at IS NOT NULL",
);

export interface DueCertificateRow {
  id: number;
  ulr: string;
  make: string;
  model: string;
  serial_number: string;
  item_description: string;
  issue_date: string;
  due_date: string;
}

/**
 * Issued certificates by due date: the partial index of migration 0029, named so the plan never
 * drifts. In the index's own order (due date, then id, as SQLite walks it), said outright so
 * PostgreSQL lists one due date's instruments, and claims their reminders, in the same order.
 */
export const certificatesDue = (from: string, to: string) =>
  sql<DueCertificateRow>`SELECT id, ulr, make, model, serial_number, item_description, issue_date, due_date
  FROM ${fromIndexed("reports", "reports_calibration_due")}
  WHERE ${ISSUED_CERTIFICATE} AND due_date >= ${from} AND due_date <= ${to}
  ORDER BY due_date, id`;

export type SerialCertificateRow = Pick<
  DueCertificateRow,
  "id" | "ulr" | "make" | "model" | "serial_number" | "issue_date"
>;

/** Issued certificates of one serial number (trimmed, in lower case), by their own index. */
export const certificatesOfSerial = (serial: string) =>
  sql<SerialCertificateRow>`SELECT id, ulr, make, model, serial_number, issue_date
  FROM ${fromIndexed("reports", "reports_calibration_serial")}
  WHERE lower(trim(serial_number)) = ${serial} AND ${ISSUED_CERTIFICATE}`;

export async function dueCertificateRows(from: string, to: string) {
  return (await certificatesDue(from, to).execute(currentStore())).rows;
}

export async function serialCertificateRows(serial: string) {
  return (await certificatesOfSerial(serial).execute(currentStore())).rows;
}

/** The addresses a report carries. */
export async function addressesOnReport(reportId: number): Promise<string[]> {
  const rows = await currentStore()
    .selectFrom("report_customer_emails")
    .select("email")
    .where("report_id", "=", reportId)
    .execute();
  return rows.map((r) => r.email);
}

export interface ReminderKey {
  email: string;
  instrumentKey: string;
  dueDate: string;
  kind: string;
}

/** Whether this reminder was claimed (sent, or being sent) already. */
export async function reminderRecorded(key: ReminderKey): Promise<boolean> {
  const row = await currentStore()
    .selectFrom("portal_reminders")
    .select(sql<number>`1`.as("one"))
    .where("email", "=", key.email)
    .where("instrument_key", "=", key.instrumentKey)
    .where("due_date", "=", key.dueDate)
    .where("kind", "=", key.kind)
    .executeTakeFirst();
  return row !== undefined;
}

export interface ReminderClaim extends ReminderKey {
  organisationId: number | null;
  make: string;
  model: string;
  serialNumber: string;
}

/**
 * Claims reminders in one transaction: a row each (UNIQUE by address,
 * instrument, due date and kind), those claimed already left out. Answers
 * the ids of the new rows, by the claims' index.
 */
export function claimReminders(
  claims: readonly ReminderClaim[],
  at: string,
): Promise<Map<number, number>> {
  return writeTogether(async () => {
    const ids = new Map<number, number>();
    for (const [index, c] of claims.entries()) {
      const row = await currentStore()
        .insertInto("portal_reminders")
        .values({
          email: c.email,
          instrument_key: c.instrumentKey,
          due_date: c.dueDate,
          kind: c.kind,
          organisation_id: c.organisationId,
          make: c.make,
          model: c.model,
          serial_number: c.serialNumber,
          claimed_at: at,
        })
        .onConflict((oc) => oc.doNothing())
        .returning("id")
        .executeTakeFirst();
      if (row) ids.set(index, row.id);
    }
    return ids;
  });
}

export async function markRemindersSent(ids: readonly number[], at: string): Promise<void> {
  await currentStore()
    .updateTable("portal_reminders")
    .set({ sent_at: at })
    .where("id", "in", ids)
    .execute();
}

export async function deleteReminderClaims(ids: readonly number[]): Promise<void> {
  await currentStore().deleteFrom("portal_reminders").where("id", "in", ids).execute();
}

export interface SentReminderRow {
  email: string;
  make: string;
  model: string;
  serial_number: string;
  due_date: string;
  kind: string;
  claimed_at: string;
  sent_at: string | null;
}

/** What was claimed for an organisation's addresses, newest first. */
export async function remindersOfOrganisationRows(
  id: number,
  limit: number,
): Promise<SentReminderRow[]> {
  return currentStore()
    .selectFrom("portal_reminders")
    .select([
      "email",
      "make",
      "model",
      "serial_number",
      "due_date",
      "kind",
      "claimed_at",
      "sent_at",
    ])
    .where("organisation_id", "=", id)
    .orderBy("claimed_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** Reminders whose due date is before this one; how many. */
export async function deleteRemindersDueBefore(date: string): Promise<number> {
  const gone = await currentStore()
    .deleteFrom("portal_reminders")
    .where("due_date", "<", date)
    .executeTakeFirst();
  return Number(gone.numDeletedRows);
}
