import { sql, type Expression, type Kysely, type SqlBool, type Transaction } from "kysely";
import { blankConsentsOf } from "@/lib/privacy/consent/store";
import { cases as words } from "@/content/cases";
import { currentEngine, currentStore, writeTogether } from "@/lib/db/store";
import { hasRole, ROLES, type Role } from "@/lib/desk/roles";
import { outboxTable } from "@/lib/platform/outbox/store";
import type { CaseFile } from "./files";
import {
  firstStatus,
  isStatusOf,
  type CaseKind,
  type CaseRecord,
  type Colleague,
  type FollowUp,
  type OutboxColumns,
} from "./kind";
import type { CaseNote } from "./notes";
import type { AsyncOutbox } from "./notifier";
import { statusOfRow, type StatusChange } from "./status";

/**
 * The case module's SQL (issue 52): a case's status and its history, notes,
 * owner and follow-up date, its file, erasure, the retention purge and its
 * outboxes, for every kind alike (lib/cases/kind.ts).
 *
 * A kind names its own tables and its record column (`lead_id`,
 * `application_id`), so these queries are written against a loose view of the
 * schema (any table, any column) rather than the generated table types; the
 * names come only from the kinds, never from a request, and every value is
 * bound.
 */

type Value = string | number | bigint | null | Uint8Array;
type Loose = Record<string, Record<string, Value>>;
const store = () => currentStore() as unknown as Kysely<Loose> | Transaction<Loose>;

const text = (v: Value | undefined) => (v === null || v === undefined ? "" : String(v));
const textOrNull = (v: Value | undefined) => (v === null || v === undefined ? null : String(v));

// ---------------------------------------------------------------- status

/** A record's status as stored now (read inside the caller's transaction, it is the one a change starts from). */
export async function statusNow<S extends string>(kind: CaseKind<S>, id: number): Promise<S> {
  const row = await store()
    .selectFrom(kind.tables.status)
    .select("status")
    .where(kind.ref, "=", id)
    .executeTakeFirst();
  return statusOfRow(kind, row?.status);
}

/**
 * Sets a record's status and writes the change to its history and the audit
 * log ("REF: from → to"), from the status `record` has; call inside the
 * caller's `writeTogether`.
 */
export async function setStatus<S extends string>(
  kind: CaseKind<S>,
  record: CaseRecord<S>,
  status: S,
  who: string,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await store()
    .insertInto(kind.tables.status)
    .values({ [kind.ref]: record.id, status, updated_at: at, updated_by: who })
    .onConflict((oc) =>
      oc.column(kind.ref).doUpdateSet((eb) => ({
        status: eb.ref("excluded.status"),
        updated_at: eb.ref("excluded.updated_at"),
        updated_by: eb.ref("excluded.updated_by"),
      })),
    )
    .execute();
  await store()
    .insertInto(kind.tables.changes)
    .values({ [kind.ref]: record.id, at, who, from_status: record.status, to_status: status })
    .execute();
  await kind.auditLine(who, "status", `${record.reference}: ${record.status} → ${status}`, now);
}

/** A record's status changes, oldest first. */
export async function statusChanges(kind: CaseKind, id: number): Promise<StatusChange[]> {
  const rows = await store()
    .selectFrom(kind.tables.changes)
    .select(["at", "who", "from_status", "to_status"])
    .where(kind.ref, "=", id)
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    at: text(r.at),
    who: text(r.who),
    from: textOrNull(r.from_status),
    to: text(r.to_status),
  }));
}

/** How many records have each status: those without a status row have the first. */
export async function statusCounts<S extends string>(
  kind: CaseKind<S>,
): Promise<Record<S, number>> {
  return (await statusCountsAndAll(kind)).counts;
}

/** statusCounts, and how many records there are in all (counted once for both). */
export async function statusCountsAndAll<S extends string>(
  kind: CaseKind<S>,
): Promise<{ counts: Record<S, number>; all: number }> {
  const counts = Object.fromEntries(kind.statuses.map((s) => [s, 0])) as Record<S, number>;
  const first = firstStatus(kind);
  let marked = 0;
  const rows = await store()
    .selectFrom(kind.tables.status)
    .select((eb) => ["status", eb.fn.countAll<number>().as("n")])
    .where("status", "<>", first)
    .groupBy("status")
    .execute();
  for (const r of rows) {
    marked += Number(r.n);
    if (isStatusOf(kind, r.status)) counts[r.status] = Number(r.n);
  }
  const all = await store()
    .selectFrom(kind.table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  counts[first] = Number(all.n) - marked;
  return { counts, all: Number(all.n) };
}

/**
 * For SQL not yet in a store (the leads' list, lib/leads/desk.ts): the join
 * and the column that give a list its records' status, for a query that
 * names the kind's table `record` (status rows are few: most records are new).
 */
export const statusSql = (kind: CaseKind, record: string) => ({
  join: `LEFT JOIN ${kind.tables.status} s ON s.${kind.ref} = ${record}.id`,
  column: `COALESCE(s.status, '${firstStatus(kind)}')`,
});

// ---------------------------------------------------------------- notes

/** Adds a note (already checked by noteText) and logs it; call inside the caller's `writeTogether`. */
export async function addNote(
  kind: CaseKind,
  record: CaseRecord,
  note: string,
  author: string,
  now: Date,
): Promise<void> {
  await store()
    .insertInto(kind.tables.notes)
    .values({ [kind.ref]: record.id, author, at: now.toISOString(), text: note })
    .execute();
  await kind.auditLine(author, "note", record.reference, now);
}

/** A record's notes, oldest first. */
export async function notesOf(kind: CaseKind, id: number): Promise<CaseNote[]> {
  const rows = await store()
    .selectFrom(kind.tables.notes)
    .select(["author", "at", "text"])
    .where(kind.ref, "=", id)
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ author: text(r.author), at: text(r.at), text: text(r.text) }));
}

/**
 * For SQL not yet in a store (the leads' list): the newest note's text of each
 * record, as a column of a query that names the kind's table `record`.
 */
export const latestNoteSql = (kind: CaseKind, record: string) =>
  `(SELECT text FROM ${kind.tables.notes} n WHERE n.${kind.ref} = ${record}.id ORDER BY n.id DESC LIMIT 1)`;

// ---------------------------------------------------------------- follow-up

const NOBODY: FollowUp = { owner: null, due: null };

/** The roles whose holders may own a case of this kind (an administrator may own anything). */
const ownerRoles = (role: Role): Role[] =>
  ROLES.filter((held) => hasRole({ email: "", roles: [held] }, role));

/** The colleagues who may own a case of this kind, by name. */
export async function colleaguesFor(kind: CaseKind): Promise<Colleague[]> {
  const roles = ownerRoles(kind.ownerRole);
  const rows = await currentStore()
    .selectFrom("desk_users as u")
    .select(["u.email", "u.display_name"])
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom("desk_user_roles as r")
          .select(sql.lit(1).as("one"))
          .whereRef("r.email", "=", "u.email")
          .where("r.role", "in", roles),
      ),
    )
    .execute();
  return rows
    .map((r) => ({ email: r.email, name: r.display_name || r.email }))
    .sort((a, b) => a.name.localeCompare(b.name, "en-IN"));
}

/** A record's owner and follow-up date (nobody and none when it has no row). */
export async function followUpOf(kind: CaseKind, id: number): Promise<FollowUp> {
  const row = await store()
    .selectFrom(kind.tables.followUp)
    .select(["owner", "due"])
    .where(kind.ref, "=", id)
    .executeTakeFirst();
  if (!row) return NOBODY;
  return { owner: textOrNull(row.owner), due: textOrNull(row.due) };
}

/**
 * Gives a record its owner and follow-up date, each change in the audit log
 * ("REF: nobody → a@lab.in", "REF: none → 2026-12-08"); call inside the
 * caller's `writeTogether`. Answers what changed.
 */
export async function setFollowUp(
  kind: CaseKind,
  record: CaseRecord,
  next: FollowUp,
  who: string,
  now: Date,
): Promise<{ owner: boolean; followUp: boolean }> {
  const stored = await followUpOf(kind, record.id);
  const owner = (stored.owner ?? "").toLowerCase() !== (next.owner ?? "").toLowerCase();
  const followUp = stored.due !== next.due;
  if (!owner && !followUp) return { owner, followUp };
  if (next.owner === null && next.due === null)
    await store().deleteFrom(kind.tables.followUp).where(kind.ref, "=", record.id).execute();
  else
    await store()
      .insertInto(kind.tables.followUp)
      .values({
        [kind.ref]: record.id,
        owner: next.owner,
        due: next.due,
        updated_at: now.toISOString(),
        updated_by: who,
      })
      .onConflict((oc) =>
        oc.column(kind.ref).doUpdateSet((eb) => ({
          owner: eb.ref("excluded.owner"),
          due: eb.ref("excluded.due"),
          updated_at: eb.ref("excluded.updated_at"),
          updated_by: eb.ref("excluded.updated_by"),
        })),
      )
      .execute();
  if (owner)
    await kind.auditLine(
      who,
      "owner",
      `${record.reference}: ${stored.owner ?? words.followUp.nobody} → ${next.owner ?? words.followUp.nobody}`,
      now,
    );
  if (followUp)
    await kind.auditLine(
      who,
      "followUp",
      `${record.reference}: ${stored.due ?? words.followUp.noDate} → ${next.due ?? words.followUp.noDate}`,
      now,
    );
  return { owner, followUp };
}

/**
 * The conditions that keep the records (their id in `id`) a list's "Mine" and
 * "Due" choices select: owned by `owner`; due on or before `dueBy` and not closed.
 */
export function followUpFilter(
  kind: CaseKind,
  id: string,
  choice: { owner?: string | undefined; dueBy?: string | undefined },
): Expression<SqlBool>[] {
  const s = store();
  const table = kind.tables.followUp;
  const conditions: Expression<SqlBool>[] = [];
  if (choice.owner)
    conditions.push(
      sql<SqlBool>`${sql.ref(id)} IN ${s
        .selectFrom(table)
        .select(kind.ref)
        .where("owner", "=", choice.owner)}`,
    );
  if (choice.dueBy)
    conditions.push(
      sql<SqlBool>`${sql.ref(id)} IN ${s
        .selectFrom(`${table} as f`)
        .select(`f.${kind.ref}`)
        .where("f.due", "<=", choice.dueBy)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom(`${kind.tables.status} as s`)
                .select(sql.lit(1).as("one"))
                .whereRef(`s.${kind.ref}`, "=", `f.${kind.ref}`)
                .where("s.status", "in", [...kind.closed]),
            ),
          ),
        )}`,
    );
  return conditions;
}

// ---------------------------------------------------------------- the file, erasure, retention

/** The record's file, or undefined (no such record, or none uploaded). */
export async function caseFile(kind: CaseKind, reference: string): Promise<CaseFile | undefined> {
  if (!kind.file) return undefined;
  const { name, type, bytes } = kind.file;
  const row = await store()
    .selectFrom(kind.table)
    .select([`${name} as name`, `${type} as type`, `${bytes} as bytes`])
    .where("reference", "=", reference)
    .executeTakeFirst();
  if (!row || !(row.bytes instanceof Uint8Array)) return undefined;
  return { name: text(row.name), type: text(row.type), bytes: row.bytes };
}

/** Freed pages (zeroed by secure_delete) go into the main file now, not left in the write-ahead log. */
const checkpoint = async () => {
  // PostgreSQL (issue 53) has no such step: the erased rows' space is reclaimed by its autovacuum.
  if (currentEngine() === "sqlite")
    await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(currentStore());
};

/**
 * Erasure on request (DPDP Act): the record, its file, and with it its status,
 * history, notes and e-mail (ON DELETE CASCADE); false when there is no such
 * record. Nothing of it stays in the file (secure_delete, then a checkpoint).
 */
export async function eraseRecord(kind: CaseKind, reference: string): Promise<boolean> {
  const erased = await writeTogether(async () => {
    const deleted = await store()
      .deleteFrom(kind.table)
      .where("reference", "=", reference)
      .executeTakeFirst();
    const gone = Number(deleted.numDeletedRows) === 1;
    // Its consent records stay as proof a notice was given, naming nobody (lib/privacy/consent/store.ts).
    if (gone) await blankConsentsOf([reference], "erase");
    return gone;
  });
  if (erased) await checkpoint();
  return erased;
}

/** Erasure asked for on the desk: the audit log keeps only the reference, who and when. */
export async function eraseCase(
  kind: CaseKind,
  reference: string,
  who: string,
  now = new Date(),
): Promise<boolean> {
  if (!(await eraseRecord(kind, reference))) return false;
  await kind.auditLine(who, "erased", reference, now);
  return true;
}

export interface Purged {
  deleted: number;
  anonymised: number;
}

/**
 * Retention: deletes the records received before `before` (with their files
 * and all that hangs on them), and blanks the IP address and browser of those
 * received before `clientBefore`; both in one transaction.
 */
export async function purgeRecords(
  kind: CaseKind,
  before: Date,
  clientBefore: Date,
): Promise<Purged> {
  const result = await writeTogether(async () => {
    const purged = await store()
      .selectFrom(kind.table)
      .select("reference")
      .where("created_at", "<", before.toISOString())
      .execute();
    // Their consent records name nobody any more; a newsletter consent lasts until withdrawn (lib/privacy/consent/store.ts).
    await blankConsentsOf(
      purged.flatMap((r) => (typeof r.reference === "string" && r.reference ? [r.reference] : [])),
      "keep",
    );
    const deleted = await store()
      .deleteFrom(kind.table)
      .where("created_at", "<", before.toISOString())
      .executeTakeFirst();
    const anonymised = await store()
      .updateTable(kind.table)
      .set({ client: "", user_agent: null })
      .where("created_at", "<", clientBefore.toISOString())
      .where((eb) => eb.or([eb("client", "<>", ""), eb("user_agent", "is not", null)]))
      .executeTakeFirst();
    return {
      deleted: Number(deleted.numDeletedRows),
      anonymised: Number(anonymised.numUpdatedRows),
    };
  });
  if (result.deleted || result.anonymised) await checkpoint();
  return result;
}

// ---------------------------------------------------------------- outboxes

/**
 * A record's acknowledgement to its sender, queued in the record's own
 * transaction (the caller's `writeTogether`) when e-mail is set up; none
 * otherwise (a later set-up never sends it months late). Due at `at`, written in
 * `language`.
 */
export async function enqueueAcknowledgement(
  c: Pick<OutboxColumns, "table" | "id" | "state" | "nextAt">,
  id: number,
  email: string,
  state: "pending" | "off" | undefined,
  at: Date,
  language: AcknowledgementLanguage = "en",
): Promise<void> {
  if (state !== "pending") return;
  await store()
    .insertInto(c.table)
    .values({ [c.id]: id, email, [c.state]: "pending", [c.nextAt]: at.toISOString(), language })
    .execute();
}

/** The language an acknowledgement is written in (migrations/0056_acknowledgement_language.ts). */
export type AcknowledgementLanguage = "en" | "hi";

/** A record's acknowledgement's language as queued; English when it has none. */
export async function acknowledgementLanguage(
  c: Pick<OutboxColumns, "table" | "id">,
  id: number,
): Promise<AcknowledgementLanguage> {
  const row = await store()
    .selectFrom(c.table)
    .select("language")
    .where(c.id, "=", id)
    .executeTakeFirst();
  return row?.language === "hi" ? "hi" : "en";
}

/**
 * An outbox in the database: the columns its kind names (the leads'
 * notifications table, the applications' own row, the acknowledgements'
 * tables), read and written alike. `item` reads the record to send, with its file.
 */
export function caseOutbox<T extends { reference: string }>(
  c: OutboxColumns,
  item: (id: number) => Promise<T | undefined>,
): AsyncOutbox<T> {
  return { ...outboxTable(c), item };
}
