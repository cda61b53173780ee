import type { DatabaseSync } from "node:sqlite";
import { audit } from "@/lib/desk/audit";
import { contentChanged } from "@/lib/site/contentChanged";
import { isOnBoard, openingById, type Opening } from "./openings";
import type { OpeningInput } from "./openingSchema";
import type { OpeningStatus } from "./openingStates";

/** The desk's writes to job_openings (role `hr`): each audited, each change of the site shown on /career at once. */

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

/**
 * The audit log's line for a save, from the state before (undefined: new) to
 * the state after (their words: content/desk.ts).
 */
function auditSave(
  db: DatabaseSync,
  who: string,
  id: string,
  before: OpeningStatus | undefined,
  after: OpeningStatus,
): void {
  if (after === "draft") audit(db, who, "opening.draft", id);
  else if (before === undefined) audit(db, who, "opening.create", id);
  else if (before === "draft" && after === "published") audit(db, who, "opening.publish", id);
  else if (before === "closed" && after === "published") audit(db, who, "opening.reopen", id);
  else audit(db, who, "opening.update", id);
}

/** The form's words as the columns category_id … deadline take them, in that order. */
const wordsOf = (input: OpeningInput) =>
  [
    input.categoryId,
    input.title,
    input.type,
    input.location,
    input.experience,
    input.summary,
    JSON.stringify(input.requirements),
    input.deadline,
  ] as const;

/**
 * A new opening: a draft (off the site) or published (on the site from now
 * until its deadline day ends); posted today (India), and again on the day a
 * draft is first published.
 */
export function createOpening(
  db: DatabaseSync,
  input: OpeningInput,
  who: string,
  today: string,
  status: Exclude<OpeningStatus, "closed"> = "published",
): Opening {
  const now = new Date().toISOString();
  const id = freeId(db, input.title);
  db.prepare(
    `INSERT INTO job_openings
      (id, category_id, title, type, location, experience, summary, requirements, deadline, posted_on, state, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(id, ...wordsOf(input), today, status, now, now);
  auditSave(db, who, id, undefined, status);
  if (status === "published") contentChanged();
  return openingById(db, id)!;
}

/**
 * New words for an opening, and its state after the save (published: a draft
 * published or a closed one reopened; else as it was). Its id (its address)
 * stays; a draft published is posted today.
 */
export function updateOpening(
  db: DatabaseSync,
  id: string,
  input: OpeningInput,
  who: string,
  { status, today }: { status?: OpeningStatus; today?: string } = {},
): Opening | undefined {
  const before = openingById(db, id);
  if (!before) return undefined;
  const after = status ?? before.status;
  const postedOn =
    before.status === "draft" && after === "published" && today ? today : before.postedOn;
  db.prepare(
    `UPDATE job_openings SET category_id = ?, title = ?, type = ?, location = ?, experience = ?,
      summary = ?, requirements = ?, deadline = ?, state = ?, posted_on = ?,
      closed_at = CASE WHEN ? = 'closed' THEN closed_at ELSE NULL END, updated_at = ? WHERE id = ?`,
  ).run(...wordsOf(input), after, postedOn, after, new Date().toISOString(), id);
  auditSave(db, who, id, before.status, after);
  if (before.status !== "draft" || after !== "draft") contentChanged();
  return openingById(db, id);
}

/** A published opening off the site from now on, whatever its deadline (kept, and can be published again). */
export function closeOpening(db: DatabaseSync, id: string, who: string): Opening | undefined {
  const now = new Date().toISOString();
  const changed = db
    .prepare(
      "UPDATE job_openings SET state = 'closed', closed_at = ?, updated_at = ? WHERE id = ? AND state = 'published'",
    )
    .run(now, now, id);
  if (Number(changed.changes) === 1) {
    audit(db, who, "opening.close", id);
    contentChanged();
  }
  return openingById(db, id);
}

export type OpeningState = "draft" | "onSite" | "closed" | "pastDeadline";

/** What a visitor sees of it on `today`: nothing yet (a draft), on the site, closed, or past its deadline. */
export const openingState = (opening: Opening, today: string): OpeningState =>
  opening.status === "draft"
    ? "draft"
    : opening.status === "closed"
      ? "closed"
      : isOnBoard(opening, today)
        ? "onSite"
        : "pastDeadline";
