import type { DatabaseSync } from "node:sqlite";
import { audit } from "@/lib/desk/audit";
import { contentChanged } from "@/lib/site/contentChanged";
import { isOnBoard, openingById, type Opening } from "./openings";
import type { OpeningInput } from "./openingSchema";

/** The desk's writes to job_openings (role `hr`): each audited, each shown on /career at once. */

const ID_MAX = 60;

/** "Field Engineer – Cables & Switchgear" → "field-engineer-cables-switchgear" ("opening" if nothing is left). */
export function slugOf(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, ID_MAX)
    .replace(/^-+|-+$/g, "");
  return slug || "opening";
}

/** The title's slug, or with -2, -3 … when an opening (open or closed) already has it. */
function freeId(db: DatabaseSync, title: string): string {
  const base = slugOf(title);
  const taken = db.prepare("SELECT 1 FROM job_openings WHERE id = ?");
  for (let n = 1; ; n++) {
    const id = n === 1 ? base : `${base}-${n}`;
    if (!taken.get(id)) return id;
  }
}

/** A new opening, on the site from now until its deadline day ends; posted today (India). */
export function createOpening(
  db: DatabaseSync,
  input: OpeningInput,
  who: string,
  today: string,
): Opening {
  const now = new Date().toISOString();
  const id = freeId(db, input.title);
  db.prepare(
    `INSERT INTO job_openings
      (id, category_id, title, type, location, experience, summary, requirements, deadline, posted_on, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    input.categoryId,
    input.title,
    input.type,
    input.location,
    input.experience,
    input.summary,
    JSON.stringify(input.requirements),
    input.deadline,
    today,
    now,
    now,
  );
  audit(db, who, "opening.create", id);
  contentChanged();
  return openingById(db, id)!;
}

/** New words for an opening; its id (its address) and posted date stay as they were. */
export function updateOpening(
  db: DatabaseSync,
  id: string,
  input: OpeningInput,
  who: string,
): Opening | undefined {
  const changed = db
    .prepare(
      `UPDATE job_openings SET category_id = ?, title = ?, type = ?, location = ?, experience = ?,
        summary = ?, requirements = ?, deadline = ?, updated_at = ? WHERE id = ?`,
    )
    .run(
      input.categoryId,
      input.title,
      input.type,
      input.location,
      input.experience,
      input.summary,
      JSON.stringify(input.requirements),
      input.deadline,
      new Date().toISOString(),
      id,
    );
  if (Number(changed.changes) !== 1) return undefined;
  audit(db, who, "opening.update", id);
  contentChanged();
  return openingById(db, id);
}

function setClosed(db: DatabaseSync, id: string, closed: boolean, who: string) {
  const now = new Date().toISOString();
  const changed = db
    .prepare(
      closed
        ? "UPDATE job_openings SET closed_at = ?, updated_at = ? WHERE id = ? AND closed_at IS NULL"
        : "UPDATE job_openings SET closed_at = NULL, updated_at = ? WHERE id = ? AND closed_at IS NOT NULL",
    )
    .run(...(closed ? [now, now, id] : [now, id]));
  if (Number(changed.changes) === 1) {
    audit(db, who, closed ? "opening.close" : "opening.reopen", id);
    contentChanged();
  }
  return openingById(db, id);
}

/** Off the site from now on, whatever its deadline (kept, and can be reopened). */
export const closeOpening = (db: DatabaseSync, id: string, who: string) =>
  setClosed(db, id, true, who);

/** Back on the site until its deadline day ends. */
export const reopenOpening = (db: DatabaseSync, id: string, who: string) =>
  setClosed(db, id, false, who);

export type OpeningState = "onSite" | "closed" | "pastDeadline";

/** What a visitor sees of it on `today`: on the site, closed, or past its deadline. */
export const openingState = (opening: Opening, today: string): OpeningState =>
  opening.closedAt !== null ? "closed" : isOnBoard(opening, today) ? "onSite" : "pastDeadline";
