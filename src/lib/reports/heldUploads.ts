import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { UploadedFile } from "./importReports";

/**
 * The files of a refused import, kept on the server so that the staff member
 * can check them again (with a corrected CSV alone) without choosing them all
 * again. Each upload is a folder named by a random id (192 bits) under the
 * data folder's held-uploads/, holding the bytes as sent under fixed names
 * (csv, zip, file-0 …; never the sender's names) and meta.json with the
 * account, the time and the names as sent. Only that account may use the id;
 * an account has one kept upload (a new refusal replaces it); the folder goes
 * when an import from it succeeds and after HELD_FOR_MS in any case (at each
 * use of the import page and in the daily purge).
 */

export const HELD_FOR_MS = 24 * 60 * 60 * 1000;
const ID = /^[A-Za-z0-9_-]{32}$/;
export const isHeldId = (id: string) => ID.test(id);

interface Meta {
  owner: string;
  at: string;
  csv: string;
  zip: string | null;
  files: string[];
}

export interface HeldUpload {
  id: string;
  csv: UploadedFile;
  zip: UploadedFile | undefined;
  files: UploadedFile[];
}

type Upload = Omit<HeldUpload, "id">;

function readMeta(folder: string): Meta | undefined {
  try {
    const meta = JSON.parse(readFileSync(join(folder, "meta.json"), "utf8")) as Meta;
    return typeof meta.owner === "string" && typeof meta.at === "string" ? meta : undefined;
  } catch {
    return undefined;
  }
}

const expired = (at: string, now: Date) => !(now.getTime() - Date.parse(at) < HELD_FOR_MS); // an unreadable time counts as expired

/** Removes a kept upload (after the import succeeded); an id that is not one is ignored. */
export function releaseHeld(dir: string, id: string): void {
  if (isHeldId(id)) rmSync(join(dir, id), { recursive: true, force: true });
}

/**
 * Keeps an upload; answers its id. With `reuse` (the account's kept upload it
 * was checked from), only the parts that differ are written, under the same id.
 * The account's other kept uploads are removed.
 */
export async function holdUpload(
  dir: string,
  owner: string,
  upload: Upload,
  { now = new Date(), reuse }: { now?: Date; reuse?: HeldUpload | undefined } = {},
): Promise<string> {
  const id = reuse?.id ?? randomBytes(24).toString("base64url");
  const folder = join(dir, id);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  if (upload.csv !== reuse?.csv) await writeFile(join(folder, "csv"), upload.csv.bytes);
  if (upload.zip !== reuse?.zip) {
    if (upload.zip) await writeFile(join(folder, "zip"), upload.zip.bytes);
    else await rm(join(folder, "zip"), { force: true });
  }
  if (upload.files !== reuse?.files) {
    for (const [i] of (reuse?.files ?? []).entries())
      await rm(join(folder, `file-${i}`), { force: true });
    for (const [i, file] of upload.files.entries())
      await writeFile(join(folder, `file-${i}`), file.bytes);
  }
  const meta: Meta = {
    owner,
    at: now.toISOString(),
    csv: upload.csv.name,
    zip: upload.zip?.name ?? null,
    files: upload.files.map((f) => f.name),
  };
  await writeFile(join(folder, "meta.json.new"), JSON.stringify(meta));
  await rename(join(folder, "meta.json.new"), join(folder, "meta.json"));
  for (const other of listHeld(dir))
    if (other !== id && readMeta(join(dir, other))?.owner === owner) releaseHeld(dir, other);
  return id;
}

/** The account's kept upload by its id, or undefined (unknown, another account's, or expired). */
export async function heldUpload(
  dir: string,
  id: string,
  owner: string,
  now = new Date(),
): Promise<HeldUpload | undefined> {
  if (!isHeldId(id)) return undefined;
  const folder = join(dir, id);
  const meta = readMeta(folder);
  if (!meta || meta.owner !== owner) return undefined;
  if (expired(meta.at, now)) {
    releaseHeld(dir, id);
    return undefined;
  }
  const bytes = async (name: string) => new Uint8Array(await readFile(join(folder, name)));
  try {
    return {
      id,
      csv: { name: meta.csv, bytes: await bytes("csv") },
      zip: meta.zip === null ? undefined : { name: meta.zip, bytes: await bytes("zip") },
      files: await Promise.all(
        meta.files.map(async (name, i) => ({ name, bytes: await bytes(`file-${i}`) })),
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

function listHeld(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/** Removes every kept upload older than HELD_FOR_MS (by its meta.json, else by its folder's time). */
export function sweepHeld(dir: string, now = new Date()): number {
  let removed = 0;
  for (const name of listHeld(dir)) {
    const folder = join(dir, name);
    let at = readMeta(folder)?.at;
    if (!at)
      try {
        at = statSync(folder).mtime.toISOString();
      } catch {
        continue;
      }
    if (expired(at, now)) {
      rmSync(folder, { recursive: true, force: true });
      removed++;
    }
  }
  return removed;
}

/** A line for the server's log, or undefined when nothing was removed. */
export const heldPurgeReport = (removed: number) =>
  removed ? `Retention (import): removed ${removed} kept uploads older than a day` : undefined;
