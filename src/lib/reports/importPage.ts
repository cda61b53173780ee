import { lims } from "@/content/reports";
import type { FileStore } from "@/lib/platform/storage";
import { IMPORT_BODY_LIMIT } from "@/lib/http/uploadLimit";
import {
  heldBytes,
  heldNames,
  heldUpload,
  holdUpload,
  releaseHeld,
  sweepHeld,
  type HeldUpload,
} from "./heldUploads";
import { planImport, runImport, type ImportedReport, type Refusal } from "./importReports";
import { readImportUpload } from "./importUpload";

const words = lims.import.errors;

export type ImportOutcome =
  | { imported: { count: number; pdfs: number; reports: ImportedReport[] } }
  | {
      refused: Refusal[];
      /** The files kept for a second check (lib/reports/heldUploads.ts). */
      held?: { id: string; names: string[] } | undefined;
    };

const whole = (reason: string, held?: HeldUpload): ImportOutcome => ({
  refused: [{ row: null, ulr: "", reasons: [reason] }],
  held: held && { id: held.id, names: heldNames(held) },
});

/**
 * The import page's POST: the upload (a CSV with a zip or a folder), or the
 * account's kept upload with any of its parts replaced (a corrected CSV
 * alone keeps the kept zip). Every row is checked; all or nothing is imported.
 * A refused upload is kept for the account; a successful one is no longer.
 */
export async function importFromRequest(
  request: Request,
  me: string,
  dirs: { held: FileStore; files: FileStore },
): Promise<ImportOutcome> {
  await sweepHeld(dirs.held);
  const upload = await readImportUpload(request);
  if (typeof upload === "string") return whole(upload);
  let kept: HeldUpload | undefined;
  if (upload.held) {
    kept = await heldUpload(dirs.held, upload.held, me);
    if (!kept) return whole(words.heldGone);
  }
  const csv = upload.csv ?? kept?.csv;
  if (!csv) return whole(words.noCsv);
  const checked = {
    csv,
    zip: upload.zip ?? kept?.zip,
    files: upload.files.length ? upload.files : (kept?.files ?? []),
  };
  if (heldBytes(checked) > IMPORT_BODY_LIMIT)
    return whole(words.heldTooLarge(IMPORT_BODY_LIMIT / 1024 / 1024), kept);
  const plan = await planImport(checked);
  if (plan.ok) {
    const imported = await runImport(dirs.files, plan.rows, me);
    if (kept) await releaseHeld(dirs.held, kept.id);
    return { imported };
  }
  const id = await holdUpload(dirs.held, me, checked, { reuse: kept });
  return { refused: plan.refused, held: { id, names: heldNames(checked) } };
}
