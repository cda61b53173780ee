/**
 * Who follows a case up, and by when (migrations/0026_case_follow_up.ts): an
 * owner (a colleague with the kind's role) and a follow-up date, an India
 * day. A case falls due on its date and stays due until it is closed (a
 * closing status) or given another date.
 */
import type { DatabaseSync, SQLInputValue, SQLOutputValue } from "node:sqlite";
import { cases as words } from "@/content/cases";
import { isCalendarDate } from "@/lib/clock";
import { DeskError } from "@/lib/desk/errors";
import { hasRole, ROLES, type Role } from "@/lib/desk/roles";
import type { CaseKind, CaseRecord } from "./kind";

type Row = Record<string, SQLOutputValue>;

export interface FollowUp {
  /** The owner's e-mail address (their account), or null for nobody. */
  owner: string | null;
  /** YYYY-MM-DD, or null for no date. */
  due: string | null;
}

/** A colleague who may own a case: their account's address and the name they go by. */
export interface Colleague {
  email: string;
  name: string;
}

const NOBODY: FollowUp = { owner: null, due: null };

/** The roles whose holders may own a case of this kind (an administrator may own anything). */
const ownerRoles = (role: Role): Role[] =>
  ROLES.filter((held) => hasRole({ email: "", roles: [held] }, role));

/** The colleagues who may own a case of this kind, by name. */
export function colleaguesFor(db: DatabaseSync, kind: CaseKind): Colleague[] {
  const roles = ownerRoles(kind.ownerRole);
  return (
    db
      .prepare(
        `SELECT u.email, u.display_name FROM desk_users u
         WHERE EXISTS (SELECT 1 FROM desk_user_roles r WHERE r.email = u.email
           AND r.role IN (${roles.map(() => "?").join(", ")}))`,
      )
      .all(...roles) as Row[]
  )
    .map((r) => ({ email: String(r.email), name: String(r.display_name) || String(r.email) }))
    .sort((a, b) => a.name.localeCompare(b.name, "en-IN"));
}

/** A record's owner and follow-up date (nobody and none when it has no row). */
export function followUpOf(db: DatabaseSync, kind: CaseKind, id: number): FollowUp {
  const row = db
    .prepare(`SELECT owner, due FROM ${kind.tables.followUp} WHERE ${kind.ref} = ?`)
    .get(id) as Row | undefined;
  if (!row) return NOBODY;
  return {
    owner: row.owner === null ? null : String(row.owner),
    due: row.due === null ? null : String(row.due),
  };
}

/** The latest follow-up date the desk takes: some years ahead is plenty for a sale or a hire. */
const LAST_YEAR = 2099;

/**
 * The owner and date as posted (the owner's address or "", a date or ""),
 * checked: the owner must be a colleague who may own this kind, the date a
 * real day from 2000 to 2099 (the owner already kept stays allowed). Refusals
 * name their field.
 */
export function followUpFromForm(
  db: DatabaseSync,
  kind: CaseKind,
  record: CaseRecord,
  posted: { owner: string; due: string },
): FollowUp {
  const owner = posted.owner.trim().toLowerCase();
  const due = posted.due.trim();
  // The owner kept as they are, even when their role has gone since (a Save of the status must not fail on it).
  const kept = followUpOf(db, kind, record.id).owner;
  const colleague =
    owner && kept?.toLowerCase() === owner
      ? { email: kept }
      : colleaguesFor(db, kind).find((c) => c.email.toLowerCase() === owner);
  if (owner && !colleague) throw new DeskError(words.errors.owner, { field: "owner" });
  if (
    due &&
    (!isCalendarDate(due) || Number(due.slice(0, 4)) < 2000 || Number(due.slice(0, 4)) > LAST_YEAR)
  )
    throw new DeskError(words.errors.followUp, { field: "follow-up" });
  return { owner: colleague?.email ?? null, due: due || null };
}

/**
 * Gives a record its owner and follow-up date, each change in the audit log
 * ("REF: nobody → a@lab.in", "REF: none → 2026-12-08"); call inside the
 * caller's transaction. Answers what changed.
 */
export function setFollowUp(
  db: DatabaseSync,
  kind: CaseKind,
  record: CaseRecord,
  next: FollowUp,
  who: string,
  now: Date,
): { owner: boolean; followUp: boolean } {
  const stored = followUpOf(db, kind, record.id);
  const owner = (stored.owner ?? "").toLowerCase() !== (next.owner ?? "").toLowerCase();
  const followUp = stored.due !== next.due;
  if (!owner && !followUp) return { owner, followUp };
  if (next.owner === null && next.due === null)
    db.prepare(`DELETE FROM ${kind.tables.followUp} WHERE ${kind.ref} = ?`).run(record.id);
  else
    db.prepare(
      `INSERT INTO ${kind.tables.followUp} (${kind.ref}, owner, due, updated_at, updated_by)
       VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (${kind.ref}) DO UPDATE SET owner = excluded.owner, due = excluded.due,
         updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
    ).run(record.id, next.owner, next.due, now.toISOString(), who);
  if (owner)
    kind.auditLine(
      db,
      who,
      "owner",
      `${record.reference}: ${stored.owner ?? words.followUp.nobody} → ${next.owner ?? words.followUp.nobody}`,
      now,
    );
  if (followUp)
    kind.auditLine(
      db,
      who,
      "followUp",
      `${record.reference}: ${stored.due ?? words.followUp.noDate} → ${next.due ?? words.followUp.noDate}`,
      now,
    );
  return { owner, followUp };
}

/**
 * SQL that keeps the records (their id as `id`) a list's "Mine" and "Due"
 * choices select: owned by `owner`; due on or before `dueBy` and not closed.
 */
export function followUpWhere(
  kind: CaseKind,
  id: string,
  choice: { owner?: string | undefined; dueBy?: string | undefined },
): { clauses: string[]; params: SQLInputValue[] } {
  const clauses: string[] = [];
  const params: SQLInputValue[] = [];
  const table = kind.tables.followUp;
  if (choice.owner) {
    clauses.push(`${id} IN (SELECT ${kind.ref} FROM ${table} WHERE owner = ?)`);
    params.push(choice.owner);
  }
  if (choice.dueBy) {
    clauses.push(
      `${id} IN (SELECT f.${kind.ref} FROM ${table} f WHERE f.due <= ?
        AND NOT EXISTS (SELECT 1 FROM ${kind.tables.status} s WHERE s.${kind.ref} = f.${kind.ref}
          AND s.status IN (${kind.closed.map(() => "?").join(", ")})))`,
    );
    params.push(choice.dueBy, ...kind.closed);
  }
  return { clauses, params };
}

/** A case that falls due: which, and since when. */
export interface DueCase {
  id: number;
  reference: string;
  due: string;
}

/** An owner's open cases of this kind due on or before `today`, the oldest date first. */
export function dueCases(
  db: DatabaseSync,
  kind: CaseKind,
  owner: string,
  today: string,
  limit = 200,
): { rows: DueCase[]; total: number } {
  const { clauses, params } = followUpWhere(kind, "r.id", { owner, dueBy: today });
  const where = `WHERE ${clauses.join(" AND ")}`;
  const total = Number(
    (db.prepare(`SELECT COUNT(*) AS n FROM ${kind.table} r ${where}`).get(...params) as Row).n,
  );
  const rows = (
    db
      .prepare(
        `SELECT r.id, r.reference, f.due FROM ${kind.table} r
         JOIN ${kind.tables.followUp} f ON f.${kind.ref} = r.id
         ${where} ORDER BY f.due, r.id LIMIT ?`,
      )
      .all(...params, limit) as Row[]
  ).map((r) => ({ id: Number(r.id), reference: String(r.reference), due: String(r.due) }));
  return { rows, total };
}

/** Everyone who owns an open case of this kind due on or before `today`. */
export function ownersWithDue(db: DatabaseSync, kind: CaseKind, today: string): string[] {
  const { clauses, params } = followUpWhere(kind, "f2.id", { dueBy: today });
  return (
    db
      .prepare(
        `SELECT DISTINCT f.owner FROM ${kind.tables.followUp} f
         JOIN ${kind.table} f2 ON f2.id = f.${kind.ref}
         WHERE f.owner IS NOT NULL AND ${clauses.join(" AND ")}`,
      )
      .all(...params) as Row[]
  ).map((r) => String(r.owner));
}
