import type { DatabaseSync, SQLOutputValue } from "node:sqlite";
import { transaction } from "@/lib/db/connection";
import { todayInKolkata } from "@/lib/clock";

/**
 * The applications table (migrations/0013_applications.ts): an application is
 * written in ONE transaction with its reference and its outbox state, read
 * back for the desk, and erased with its CV and notes.
 */

export const APPLICATION_STATUSES = [
  "new",
  "shortlisted",
  "interview",
  "offered",
  "rejected",
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const isApplicationStatus = (v: unknown): v is ApplicationStatus =>
  typeof v === "string" && (APPLICATION_STATUSES as readonly string[]).includes(v);

export interface ApplicationFields {
  name: string;
  email: string;
  phone: string;
  currentRole: string;
  experience: string;
  noticePeriod: string;
  note: string;
}

export interface Cv {
  name: string;
  type: string;
  bytes: Uint8Array;
}

export interface NewApplication {
  opening: { id: string; title: string } | undefined;
  fields: ApplicationFields;
  cv: Cv;
  client: string;
  userAgent: string | null;
  createdAt?: Date | undefined;
  /** 'pending' when the e-mail to HR is on. */
  notify: "pending" | "off";
}

export interface Application extends ApplicationFields {
  id: number;
  reference: string;
  createdAt: string;
  updatedAt: string;
  openingId: string | null;
  openingTitle: string | null;
  cvName: string;
  cvSize: number;
  status: ApplicationStatus;
  notification: string;
  notificationError: string | null;
}

type Row = Record<string, SQLOutputValue>;

const COLUMNS = `id, reference, created_at, updated_at, opening_id, opening_title, name, email,
  phone, current_role, experience, notice_period, note, cv_name, cv_size, status, notify_state, notify_error`;

const text = (v: SQLOutputValue | undefined) => (v === null || v === undefined ? "" : String(v));
const textOrNull = (v: SQLOutputValue | undefined) =>
  v === null || v === undefined ? null : String(v);

function toApplication(r: Row): Application {
  const status = text(r.status);
  return {
    id: Number(r.id),
    reference: text(r.reference),
    createdAt: text(r.created_at),
    updatedAt: text(r.updated_at),
    openingId: textOrNull(r.opening_id),
    openingTitle: textOrNull(r.opening_title),
    name: text(r.name),
    email: text(r.email),
    phone: text(r.phone),
    currentRole: text(r.current_role),
    experience: text(r.experience),
    noticePeriod: text(r.notice_period),
    note: text(r.note),
    cvName: text(r.cv_name),
    cvSize: Number(r.cv_size),
    status: isApplicationStatus(status) ? status : "new",
    notification: text(r.notify_state),
    notificationError: textOrNull(r.notify_error),
  };
}

/** APP-{year in India}-{id padded to 6 digits} (content/forms/application.ts). */
export const applicationReference = (id: number, at: Date) =>
  `APP-${todayInKolkata(at).slice(0, 4)}-${String(id).padStart(6, "0")}`;

export function insertApplication(
  db: DatabaseSync,
  application: NewApplication,
): { id: number; reference: string } {
  const at = application.createdAt ?? new Date();
  const { fields, cv, opening } = application;
  return transaction(db, () => {
    const result = db
      .prepare(
        `INSERT INTO applications (created_at, updated_at, opening_id, opening_title, name, email,
           phone, current_role, experience, notice_period, note, cv_name, cv_type, cv_size, cv,
           client, user_agent, notify_state, notify_next_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        at.toISOString(),
        at.toISOString(),
        opening?.id ?? null,
        opening?.title ?? null,
        fields.name,
        fields.email,
        fields.phone,
        fields.currentRole,
        fields.experience,
        fields.noticePeriod,
        fields.note,
        cv.name,
        cv.type,
        cv.bytes.byteLength,
        cv.bytes,
        application.client,
        application.userAgent,
        application.notify,
        at.toISOString(),
      );
    const id = Number(result.lastInsertRowid);
    const reference = applicationReference(id, at);
    db.prepare("UPDATE applications SET reference = ? WHERE id = ?").run(reference, id);
    return { id, reference };
  });
}

export function applicationByReference(
  db: DatabaseSync,
  reference: string,
): Application | undefined {
  const row = db.prepare(`SELECT ${COLUMNS} FROM applications WHERE reference = ?`).get(reference);
  return row ? toApplication(row) : undefined;
}

export function applicationById(db: DatabaseSync, id: number): Application | undefined {
  const row = db.prepare(`SELECT ${COLUMNS} FROM applications WHERE id = ?`).get(id);
  return row ? toApplication(row) : undefined;
}

export function applicationCv(db: DatabaseSync, reference: string): Cv | undefined {
  const row = db
    .prepare("SELECT cv_name, cv_type, cv FROM applications WHERE reference = ?")
    .get(reference);
  if (!row || !(row.cv instanceof Uint8Array)) return undefined;
  return { name: text(row.cv_name), type: text(row.cv_type), bytes: row.cv };
}

/** The desk's list: "general" is the applications without an opening. */
export interface ApplicationFilter {
  opening?: string | undefined;
  status?: ApplicationStatus | undefined;
  q?: string | undefined;
}

export const GENERAL = "general";

export const APPLICATIONS_PAGE_SIZE = 50;

export type ApplicationPage = { rows: Application[]; total: number; page: number; pages: number };

/** Newest first, 50 a page; a search matches the name or the e-mail (any part, any case). */
export function listApplications(
  db: DatabaseSync,
  filter: ApplicationFilter,
  page = 1,
): ApplicationPage {
  const where: string[] = [];
  const params: string[] = [];
  if (filter.opening === GENERAL) where.push("opening_id IS NULL");
  else if (filter.opening) {
    where.push("opening_id = ?");
    params.push(filter.opening);
  }
  if (filter.status) {
    where.push("status = ?");
    params.push(filter.status);
  }
  const q = filter.q?.trim().toLowerCase();
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push("(lower(name) LIKE ? ESCAPE '\\' OR lower(email) LIKE ? ESCAPE '\\')");
    params.push(like, like);
  }
  const whereSql = where.length ? `WHERE ${where.join(" AND ")}` : "";
  const total = Number(
    db.prepare(`SELECT COUNT(*) AS n FROM applications ${whereSql}`).get(...params)?.n ?? 0,
  );
  const pages = Math.max(1, Math.ceil(total / APPLICATIONS_PAGE_SIZE));
  const shown = Math.min(Math.max(1, Math.floor(page)), pages);
  const rows = db
    .prepare(
      `SELECT ${COLUMNS} FROM applications ${whereSql}
       ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(...params, APPLICATIONS_PAGE_SIZE, (shown - 1) * APPLICATIONS_PAGE_SIZE)
    .map(toApplication);
  return { rows, total, page: shown, pages };
}

/** How many applications each opening has ("general": none), for the desk's grouping. */
export function countsByOpening(
  db: DatabaseSync,
): { openingId: string | null; title: string | null; count: number; fresh: number }[] {
  return db
    .prepare(
      `SELECT opening_id, MAX(opening_title) AS title, COUNT(*) AS n,
         SUM(CASE WHEN status = 'new' THEN 1 ELSE 0 END) AS fresh
       FROM applications GROUP BY opening_id ORDER BY MAX(created_at) DESC`,
    )
    .all()
    .map((r) => ({
      openingId: textOrNull(r.opening_id),
      title: textOrNull(r.title),
      count: Number(r.n),
      fresh: Number(r.fresh),
    }));
}

export const MAX_NOTE_CHARS = 2000;

export interface ApplicationNote {
  at: string;
  author: string;
  text: string;
}

export function applicationNotes(db: DatabaseSync, id: number): ApplicationNote[] {
  return db
    .prepare("SELECT at, author, text FROM application_notes WHERE application_id = ? ORDER BY id")
    .all(id)
    .map((r) => ({ at: text(r.at), author: text(r.author), text: text(r.text) }));
}

/** Freed pages (zeroed by secure_delete) go into the main file now, not left in the write-ahead log. */
const checkpoint = (db: DatabaseSync) => db.exec("PRAGMA wal_checkpoint(TRUNCATE)");

/** Erasure on request: the application, its CV and its notes; false if unknown. */
export function eraseApplication(db: DatabaseSync, reference: string): boolean {
  const erased =
    Number(db.prepare("DELETE FROM applications WHERE reference = ?").run(reference).changes) === 1;
  if (erased) checkpoint(db);
  return erased;
}

/**
 * Retention: deletes the applications (CVs and notes with them) received
 * before `before`, and blanks the IP address and browser of those received
 * before `clientBefore`.
 */
export function purgeApplications(
  db: DatabaseSync,
  before: Date,
  clientBefore: Date,
): { deleted: number; anonymised: number } {
  const result = transaction(db, () => ({
    deleted: Number(
      db.prepare("DELETE FROM applications WHERE created_at < ?").run(before.toISOString()).changes,
    ),
    anonymised: Number(
      db
        .prepare(
          "UPDATE applications SET client = '', user_agent = NULL WHERE created_at < ? AND (client <> '' OR user_agent IS NOT NULL)",
        )
        .run(clientBefore.toISOString()).changes,
    ),
  }));
  if (result.deleted) checkpoint(db);
  return result;
}
