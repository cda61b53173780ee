import type { DatabaseSync, SQLOutputValue } from "node:sqlite";
import { jobCategories } from "@/content/careers";
import type { JobCategory, JobOpening, JobType } from "@/content/types";
import { isOpeningStatus, type OpeningStatus } from "./openingStates";

/**
 * An opening as the desk keeps it: the public fields, its category, its state
 * (draft, published, closed: openingStates.ts) and when it was closed.
 */
export type Opening = JobOpening & {
  categoryId: string;
  status: OpeningStatus;
  closedAt: string | null;
};

const COLUMNS =
  "id, category_id, title, type, location, experience, summary, requirements, deadline, posted_on, state, closed_at";

const toOpening = (row: Record<string, SQLOutputValue>): Opening => ({
  id: String(row.id),
  categoryId: String(row.category_id),
  title: String(row.title),
  type: String(row.type) as JobType,
  location: String(row.location),
  experience: String(row.experience),
  summary: String(row.summary),
  requirements: JSON.parse(String(row.requirements)) as JobOpening["requirements"],
  deadline: String(row.deadline),
  postedOn: String(row.posted_on),
  status: isOpeningStatus(row.state) ? row.state : "closed",
  closedAt: row.closed_at === null ? null : String(row.closed_at),
});

/** On the site on `today` (YYYY-MM-DD, India): published, and its deadline day not over. */
export const isOnBoard = (opening: Opening, today: string): boolean =>
  opening.status === "published" && opening.deadline >= today;

export function openingById(db: DatabaseSync, id: string): Opening | undefined {
  const row = db.prepare(`SELECT ${COLUMNS} FROM job_openings WHERE id = ?`).get(id);
  return row ? toOpening(row) : undefined;
}

/** Every opening, open or not, in the order they were added. */
export function allOpenings(db: DatabaseSync): Opening[] {
  return db.prepare(`SELECT ${COLUMNS} FROM job_openings ORDER BY rowid`).all().map(toOpening);
}

/** The job board on `today`: every category in content order, each with its openings on the site. */
export function jobBoard(db: DatabaseSync, today: string): JobCategory[] {
  const open = db
    .prepare(
      `SELECT ${COLUMNS} FROM job_openings WHERE state = 'published' AND deadline >= ? ORDER BY rowid`,
    )
    .all(today)
    .map(toOpening);
  return jobCategories.map((category) => ({
    id: category.id,
    name: category.name,
    openings: open.filter((o) => o.categoryId === category.id),
  }));
}

/** Where a visitor applies for an opening (the page is the applications' part of the site). */
export const applyHref = (id: string) => `/career/apply?${new URLSearchParams({ opening: id })}`;
