import { randomBytes } from "node:crypto";
import { readWhole, type FileStore } from "@/lib/platform/storage";
import type { UploadedFile } from "./importReports";
import {
  deleteHeldUpload,
  deleteHeldUploadsUntil,
  heldUploadIds,
  heldUploadRecord,
  recordHeldUpload,
} from "./store";

/**
 * The files of a refused import, kept on the server so that the staff member
 * can check them again (with a corrected CSV alone) without choosing them all
 * again. Each upload is a folder named by a random id (192 bits) under the
 * server's files' held-uploads/ (lib/platform/storage: on the disk or in a
 * bucket), holding the bytes as sent under fixed names
 * (csv, zip, file-0 …; never the sender's names); its record (the account,
 * the time and the names as sent) is in the database (held_uploads,
 * migration 0048), so any app server on it finishes what another held. Only
 * that account may use the id; an account has one kept upload (a new refusal
 * replaces it); the folder and its record go when an import from it succeeds
 * and after HELD_FOR_MS in any case (at each use of the import page and in
 * the daily purge).
 */

export const HELD_FOR_MS = 24 * 60 * 60 * 1000;
const ID = /^[A-Za-z0-9_-]{32}$/;
export const isHeldId = (id: string) => ID.test(id);

export interface HeldUpload {
  id: string;
  csv: UploadedFile;
  zip: UploadedFile | undefined;
  files: UploadedFile[];
}

type Upload = Omit<HeldUpload, "id">;

const expired = (at: string, now: Date) => !(now.getTime() - Date.parse(at) < HELD_FOR_MS); // an unreadable time counts as expired

const removeFolder = (files: FileStore, id: string) =>
  isHeldId(id) ? files.removeAll(`${id}/`) : Promise.resolve();

/** Removes a kept upload (after the import succeeded); an id that is not one is ignored. */
export async function releaseHeld(files: FileStore, id: string): Promise<void> {
  if (!isHeldId(id)) return;
  await deleteHeldUpload(id);
  await removeFolder(files, id);
}

/**
 * Keeps an upload; answers its id. With `reuse` (the account's kept upload it
 * was checked from), only the parts that differ are written, under the same id.
 * The account's other kept uploads are removed.
 */
export async function holdUpload(
  files: FileStore,
  owner: string,
  upload: Upload,
  { now = new Date(), reuse }: { now?: Date; reuse?: HeldUpload | undefined } = {},
): Promise<string> {
  const id = reuse?.id ?? randomBytes(24).toString("base64url");
  const part = (name: string) => `${id}/${name}`;
  if (upload.csv !== reuse?.csv) await files.put(part("csv"), upload.csv.bytes);
  if (upload.zip !== reuse?.zip) {
    if (upload.zip) await files.put(part("zip"), upload.zip.bytes);
    else await files.remove(part("zip"));
  }
  if (upload.files !== reuse?.files) {
    for (const [i] of (reuse?.files ?? []).entries()) await files.remove(part(`file-${i}`));
    for (const [i, file] of upload.files.entries()) await files.put(part(`file-${i}`), file.bytes);
  }
  // The bytes first, then the record: a record never names a folder still being written.
  const others = await recordHeldUpload({
    id,
    owner,
    held_at: now.toISOString(),
    csv_name: upload.csv.name,
    zip_name: upload.zip?.name ?? null,
    file_names: JSON.stringify(upload.files.map((f) => f.name)),
  });
  for (const other of others) await removeFolder(files, other);
  return id;
}

/** The account's kept upload by its id, or undefined (unknown, another account's, or expired). */
export async function heldUpload(
  files: FileStore,
  id: string,
  owner: string,
  now = new Date(),
): Promise<HeldUpload | undefined> {
  if (!isHeldId(id)) return undefined;
  const record = await heldUploadRecord(id, owner);
  if (!record) return undefined;
  if (expired(record.held_at, now)) {
    await releaseHeld(files, id);
    return undefined;
  }
  const bytes = async (name: string) => {
    const read = await readWhole(files, `${id}/${name}`);
    if (!read) throw new Error(`The kept upload's ${name} is gone`);
    return read;
  };
  try {
    const names = JSON.parse(record.file_names) as string[];
    return {
      id,
      csv: { name: record.csv_name, bytes: await bytes("csv") },
      zip:
        record.zip_name === null ? undefined : { name: record.zip_name, bytes: await bytes("zip") },
      files: await Promise.all(
        names.map(async (name, i) => ({ name, bytes: await bytes(`file-${i}`) })),
      ),
    };
  } catch {
    return undefined; // removed while being read (a success in another tab, the purge)
  }
}

/** The names as sent, to show: the CSV, the zip, the folder's files. */
export const heldNames = (held: Upload): string[] => [
  held.csv.name,
  ...(held.zip ? [held.zip.name] : []),
  ...held.files.map((f) => f.name),
];

/** The size of what is kept. */
export const heldBytes = (held: Upload): number =>
  held.csv.bytes.length +
  (held.zip?.bytes.length ?? 0) +
  held.files.reduce((n, f) => n + f.bytes.length, 0);

/** Each kept folder's id, with the time its newest file was written. */
async function listHeld(files: FileStore): Promise<Map<string, Date>> {
  const folders = new Map<string, Date>();
  for await (const file of files.list("")) {
    const id = file.key.slice(0, file.key.indexOf("/"));
    const newest = folders.get(id);
    if (id && (!newest || file.modified > newest)) folders.set(id, file.modified);
  }
  return folders;
}

/**
 * Removes every kept upload older than HELD_FOR_MS (by its record), and any
 * folder with no record older than that (by its newest file's time: left by a
 * server stopped mid-way, or kept before the records moved to the database).
 */
export async function sweepHeld(files: FileStore, now = new Date()): Promise<number> {
  const gone = await deleteHeldUploadsUntil(new Date(now.getTime() - HELD_FOR_MS).toISOString());
  for (const id of gone) await removeFolder(files, id);
  let removed = gone.length;
  const recorded = new Set(await heldUploadIds());
  for (const [id, at] of await listHeld(files)) {
    if (recorded.has(id) || gone.includes(id) || !isHeldId(id)) continue;
    if (expired(at.toISOString(), now)) {
      await removeFolder(files, id);
      removed++;
    }
  }
  return removed;
}

/** A line for the server's log, or undefined when nothing was removed. */
export const heldPurgeReport = (removed: number) =>
  removed ? `Retention (import): removed ${removed} kept uploads older than a day` : undefined;
