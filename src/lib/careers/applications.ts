import type { DatabaseSync, SQLInputValue, SQLOutputValue } from "node:sqlite";
import { enqueueAcknowledgement } from "@/lib/db/acknowledgements";
import { followUpWhere } from "@/lib/cases/followUp";
import { statusOfRow, statusSql } from "@/lib/cases/status";
import { transaction } from "@/lib/db/connection";
import { todayInKolkata } from "@/lib/clock";
import { applicationsDesk } from "@/content/applicationsDesk";
import {
  followUpRules,
  MAX_PAGE,
  queryRules,
  readQuery,
  WRONG,
  type FollowUpChoice,
  type QueryRule,
} from "@/lib/desk/queryFilter";
import { APPLICATION_STATUSES, applicationCase, type ApplicationStatus } from "./applicationsCase";

/**
 * The applications table (migrations/0013_applications.ts): an application is
 * written in ONE transaction with its reference and its outbox state, and read
 * back for the desk. What HR does with it (status, notes, erasure, the purge,
 * the CV, the e-mail) is a case's (lib/cases, ./applicationsCase.ts).
 */

export { APPLICATION_STATUSES, type ApplicationStatus };

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
  /** Its acknowledgement to the applicant: 'pending' when e-mail is set up (default 'off'). */
  acknowledge?: "pending" | "off" | undefined;
}

export interface Application extends ApplicationFields {
  id: number;
  reference: string;
  createdAt: string;
  openingId: string | null;
  openingTitle: string | null;
  cvName: string;
  /** What the CV is (checked from its bytes when it arrived): application/pdf, or a Word type. */
  cvType: string;
  cvSize: number;
  status: ApplicationStatus;
  notification: string;
  notificationError: string | null;
}

type Row = Record<string, SQLOutputValue>;

const status = statusSql(applicationCase, "a");

const SELECT = `SELECT a.id, a.reference, a.created_at, a.opening_id, a.opening_title, a.name,
  a.email, a.phone, a.current_role, a.experience, a.notice_period, a.note, a.cv_name, a.cv_type, a.cv_size,
  ${status.column} AS status, a.notify_state, a.notify_error
  FROM applications a ${status.join}`;

const text = (v: SQLOutputValue | undefined) => (v === null || v === undefined ? "" : String(v));
const textOrNull = (v: SQLOutputValue | undefined) =>
  v === null || v === undefined ? null : String(v);

function toApplication(r: Row): Application {
  return {
    id: Number(r.id),
    reference: text(r.reference),
    createdAt: text(r.created_at),
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
    cvType: text(r.cv_type),
    cvSize: Number(r.cv_size),
    status: statusOfRow(applicationCase, r.status),
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
        `INSERT INTO applications (created_at, opening_id, opening_title, name, email,
           phone, current_role, experience, notice_period, note, cv_name, cv_type, cv_size, cv,
           client, user_agent, notify_state, notify_next_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
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
    enqueueAcknowledgement(
      db,
      applicationCase.acknowledgements,
      id,
      fields.email,
      application.acknowledge,
      at,
    );
    return { id, reference };
  });
}

export function applicationByReference(
  db: DatabaseSync,
  reference: string,
): Application | undefined {
  const row = db.prepare(`${SELECT} WHERE a.reference = ?`).get(reference);
  return row ? toApplication(row) : undefined;
}

export function applicationById(db: DatabaseSync, id: number): Application | undefined {
  const row = db.prepare(`${SELECT} WHERE a.id = ?`).get(id);
  return row ? toApplication(row) : undefined;
}

/** The desk's list: "general" is the applications without an opening. */
export interface ApplicationFilter extends FollowUpChoice {
  opening?: string | undefined;
  status?: ApplicationStatus | undefined;
  q?: string | undefined;
  page?: number | undefined;
}

export const GENERAL = "general";

/** An opening's id (a slug of its title, lib/careers/openingsDesk.ts), or "general". */
const OPENING = /^[a-z0-9][a-z0-9-]{0,79}$/;

const APPLICATION_QUERY = {
  page: queryRules.page,
  q: queryRules.text(200),
  opening: ((value) => (OPENING.test(value) ? value : WRONG)) as QueryRule<string>,
  status: queryRules.oneOf(APPLICATION_STATUSES),
  ...followUpRules,
};

/** A query value the list cannot use, by its name in the address. */
export type ApplicationWrong = Exclude<keyof typeof APPLICATION_QUERY, "q">;

/** What HR reads about a value the list cannot use. */
export const applicationWrongText = (name: ApplicationWrong): string =>
  name === "page"
    ? applicationsDesk.query.wrong.page(MAX_PAGE)
    : applicationsDesk.query.wrong[name];

/**
 * The list's filter from the address; a value it cannot use is named (the
 * page answers 400). `asker` says who "Mine" is and which day "Due" is.
 */
export function applicationFilterFromQuery(
  query: URLSearchParams,
  asker: { me: string; today: string },
): { ok: true; filter: ApplicationFilter } | { ok: false; wrong: ApplicationWrong[] } {
  const reading = readQuery(query, APPLICATION_QUERY);
  if (!reading.ok) return { ok: false, wrong: reading.wrong as ApplicationWrong[] };
  return { ok: true, filter: { ...reading.values, ...asker } };
}

export const APPLICATIONS_PAGE_SIZE = 50;

export type ApplicationPage = { rows: Application[]; total: number; page: number; pages: number };

/** Newest first, 50 a page; a search matches the name or the e-mail (any part, any case). */
export function listApplications(db: DatabaseSync, filter: ApplicationFilter): ApplicationPage {
  const followUp = followUpWhere(applicationCase, "a.id", {
    owner: filter.owner === "me" ? filter.me : undefined,
    dueBy: filter.due === "today" ? filter.today : undefined,
  });
  const where: string[] = [...followUp.clauses];
  const params: SQLInputValue[] = [...followUp.params];
  if (filter.opening === GENERAL) where.push("a.opening_id IS NULL");
  else if (filter.opening) {
    where.push("a.opening_id = ?");
    params.push(filter.opening);
  }
  if (filter.status) {
    where.push(`${status.column} = ?`);
    params.push(filter.status);
  }
  const q = filter.q?.trim().toLowerCase();
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push("(lower(a.name) LIKE ? ESCAPE '\\' OR lower(a.email) LIKE ? ESCAPE '\\')");
    params.push(like, like);
  }
  const whereSql = where.length ? `WHERE ${where.join(" AND ")}` : "";
  const total = Number(
    db.prepare(`SELECT COUNT(*) AS n FROM applications a ${status.join} ${whereSql}`).get(...params)
      ?.n ?? 0,
  );
  const pages = Math.max(1, Math.ceil(total / APPLICATIONS_PAGE_SIZE));
  const shown = Math.min(Math.max(1, Math.floor(filter.page ?? 1)), pages);
  const rows = db
    .prepare(`${SELECT} ${whereSql} ORDER BY a.created_at DESC, a.id DESC LIMIT ? OFFSET ?`)
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
      `SELECT a.opening_id, MAX(a.opening_title) AS title, COUNT(*) AS n,
         SUM(CASE WHEN ${status.column} = 'new' THEN 1 ELSE 0 END) AS fresh
       FROM applications a ${status.join} GROUP BY a.opening_id ORDER BY MAX(a.created_at) DESC`,
    )
    .all()
    .map((r) => ({
      openingId: textOrNull(r.opening_id),
      title: textOrNull(r.title),
      count: Number(r.n),
      fresh: Number(r.fresh),
    }));
}
