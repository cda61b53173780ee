import { yearInKolkata } from "@/lib/clock";
import { writeTogether } from "@/lib/db/store";
import { recordAudit } from "@/lib/platform/audit/store";
import {
  breachByReference,
  breachesOfYear,
  breachVersions,
  insertBreach,
  insertBreachVersion,
  setBreachClosed,
  updateBreach,
  type Breach,
} from "./store";
import { changedElements, type BreachDocument } from "./values";

/** BR-{the year in India}-{its number that year, three digits or more}. */
const referenceOf = (year: string, n: number) => `BR-${year}-${String(n).padStart(3, "0")}`;

/** Records a new breach and its first version, audited; its reference. */
export function recordBreach(document: BreachDocument, who: string, now: Date): Promise<string> {
  return writeTogether(async () => {
    const year = yearInKolkata(now);
    const reference = referenceOf(year, (await breachesOfYear(year)) + 1);
    const at = now.toISOString();
    const id = await insertBreach(reference, document, who, at);
    await insertBreachVersion(id, document, who, at, null);
    await recordAudit(who, "privacy breach recorded", `${reference}: ${document.title}`, now);
    return reference;
  });
}

export type BreachSave =
  { saved: true; version: number } | { saved: false; reason: "unchanged" | "stale" | "unknown" };

/**
 * Keeps a new document for a breach as a new version (an earlier version put
 * back is one too), audited with what changed. `basedOn` is the latest
 * version when the form was opened: if another save came since, nothing is saved.
 */
export function saveBreach(
  reference: string,
  document: BreachDocument,
  who: string,
  now: Date,
  { basedOn, restoredFrom }: { basedOn?: number | undefined; restoredFrom?: number } = {},
): Promise<BreachSave> {
  return writeTogether(async () => {
    const breach = await breachByReference(reference);
    if (!breach) return { saved: false, reason: "unknown" };
    const [latest] = await breachVersions(breach.id);
    if (basedOn !== undefined && latest && latest.id !== basedOn)
      return { saved: false, reason: "stale" };
    const changed = changedElements(breach.document, document);
    if (changed.length === 0) return { saved: false, reason: "unchanged" };
    await updateBreach(breach.id, document);
    const version = await insertBreachVersion(
      breach.id,
      document,
      who,
      now.toISOString(),
      restoredFrom ?? null,
    );
    await recordAudit(
      who,
      restoredFrom === undefined ? "privacy breach changed" : "privacy breach version restored",
      `${reference}: ${changed.join(", ")}`,
      now,
    );
    return { saved: true, version };
  });
}

/** Puts an earlier version of a breach back, as a new version. */
export async function restoreBreachVersion(
  breach: Breach,
  versionId: number,
  who: string,
  now: Date,
): Promise<BreachSave> {
  const version = (await breachVersions(breach.id)).find((v) => v.id === versionId);
  if (!version) return { saved: false, reason: "unknown" };
  return saveBreach(breach.reference, version.document, who, now, { restoredFrom: version.id });
}

/** Closes an incident, or opens it again; audited. */
export function closeBreach(breach: Breach, close: boolean, who: string, now: Date): Promise<void> {
  return writeTogether(async () => {
    await setBreachClosed(breach.id, close ? now.toISOString() : null);
    await recordAudit(
      who,
      close ? "privacy breach closed" : "privacy breach reopened",
      breach.reference,
      now,
    );
  });
}
