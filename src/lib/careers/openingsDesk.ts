import { writeTogether } from "@/lib/db/store";
import { recordAudit } from "@/lib/platform/audit/store";
import { contentChanged } from "@/lib/site/contentChanged";
import { isOnBoard, type Opening } from "./openings";
import type { OpeningInput } from "./openingSchema";
import type { OpeningStatus } from "./openingStates";
import {
  closeOpeningRow,
  freeOpeningId,
  insertOpening,
  openingById,
  updateOpeningRow,
} from "./store";

/**
 * The desk's writes to job openings (role `hr`, SQL in ./store.ts): each in one
 * transaction with its audit line, each change of the site shown on /career at once.
 */

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

/**
 * The audit log's line for a save, from the state before (undefined: new) to
 * the state after (their words: content/desk.ts).
 */
async function auditSave(
  who: string,
  id: string,
  before: OpeningStatus | undefined,
  after: OpeningStatus,
): Promise<void> {
  if (after === "draft") await recordAudit(who, "opening.draft", id);
  else if (before === undefined) await recordAudit(who, "opening.create", id);
  else if (before === "draft" && after === "published")
    await recordAudit(who, "opening.publish", id);
  else if (before === "closed" && after === "published")
    await recordAudit(who, "opening.reopen", id);
  else await recordAudit(who, "opening.update", id);
}

/**
 * A new opening: a draft (off the site) or published (on the site from now
 * until its deadline day ends); posted today (India), and again on the day a
 * draft is first published. Its id is the title's slug, or with -2, -3 … when
 * an opening (open or closed) already has it.
 */
export async function createOpening(
  input: OpeningInput,
  who: string,
  today: string,
  status: Exclude<OpeningStatus, "closed"> = "published",
): Promise<Opening> {
  const opening = await writeTogether(async () => {
    const id = await freeOpeningId(slugOf(input.title));
    await insertOpening(id, input, today, status, new Date());
    await auditSave(who, id, undefined, status);
    return (await openingById(id))!;
  });
  if (status === "published") contentChanged();
  return opening;
}

/**
 * New words for an opening, and its state after the save (published: a draft
 * published or a closed one reopened; else as it was). Its id (its address)
 * stays; a draft published is posted today.
 */
export async function updateOpening(
  id: string,
  input: OpeningInput,
  who: string,
  { status, today }: { status?: OpeningStatus; today?: string } = {},
): Promise<Opening | undefined> {
  const saved = await writeTogether(async () => {
    const before = await openingById(id);
    if (!before) return undefined;
    const after = status ?? before.status;
    const postedOn =
      before.status === "draft" && after === "published" && today ? today : before.postedOn;
    await updateOpeningRow(id, input, after, postedOn, new Date());
    await auditSave(who, id, before.status, after);
    return { before: before.status, after, opening: await openingById(id) };
  });
  if (!saved) return undefined;
  if (saved.before !== "draft" || saved.after !== "draft") contentChanged();
  return saved.opening;
}

/** A published opening off the site from now on, whatever its deadline (kept, and can be published again). */
export async function closeOpening(id: string, who: string): Promise<Opening | undefined> {
  const closed = await writeTogether(async () => {
    const changed = await closeOpeningRow(id, new Date());
    if (changed) await recordAudit(who, "opening.close", id);
    return changed;
  });
  if (closed) contentChanged();
  return openingById(id);
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
