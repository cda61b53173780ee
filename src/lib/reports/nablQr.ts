import { DeskError } from "@/lib/platform/convention/errors";
import { createHash } from "node:crypto";
import { nablQrDesk } from "@/content/reports";
import { recordAudit } from "@/lib/platform/audit/store";
import { readWhole, within, type FileStore, type StoredFile } from "@/lib/platform/storage";
import { serverFileStore } from "@/lib/platform/storage/server";
import { runUntrusted, STAFF_WORK, UntrustedWorkError } from "@/lib/workers/pool";
import {
  MAX_NABL_QR_BYTES,
  MAX_NABL_QR_SIDE,
  MIN_NABL_QR_SIDE,
  type NablQrAnswer,
  type NablQrProblem,
} from "./nablQrImage";

export { MAX_NABL_QR_BYTES, MAX_NABL_QR_SIDE } from "./nablQrImage";

const words = nablQrDesk.errors;

/**
 * A refusal of the NABL QR page, in words, with the HTTP status that fits;
 * a refused upload names the form's file field, `picture`.
 */
export class NablQrError extends DeskError {}

/** The upload form's file field. */
export const NABL_QR_FIELD = "picture";
const field = NABL_QR_FIELD;

/** One upload, kept for good beside its PNG (`{sha256}.json`). */
export interface NablQrVersion {
  sha256: string;
  uploadedAt: string;
  uploadedBy: string;
  width: number;
  height: number;
  size: number;
}

export interface NablQrState {
  /** The one stamped on accredited reports now, and who chose it when. */
  current?: NablQrVersion & { chosenAt: string; chosenBy: string };
  /** Every other upload, newest first: an admin may use one again. */
  earlier: NablQrVersion[];
}

/**
 * Where NABL's QR code lives: the folder nabl-qr of the server's files
 * (lib/platform/storage: the data folder's nabl-qr/ beside the register's
 * PDFs, or the bucket's nabl-qr/ with FILE_STORE=s3, so every app server
 * stamps with the same one), one clean PNG per upload named by its SHA-256
 * (`{sha256}.png`), its record as JSON (`{sha256}.json`), and current.json
 * naming the one in use. Files, not a table: one picture changed once in
 * years needs no migration, and a backup of the files has it. The names are
 * the ones the data folder always had, so a disk deployment's files are read
 * as they are.
 */
export const nablQrFiles = (): FileStore => within(serverFileStore(), "nabl-qr");

const SHA = /^[0-9a-f]{64}$/;
const CURRENT = "current.json";
const pngKey = (sha256: string) => `${sha256}.png`;
const jsonKey = (sha256: string) => `${sha256}.json`;

/** Written whole or not at all (FileStore.put): a reader never sees half a file. */
const putJson = (files: FileStore, key: string, value: unknown) =>
  files.put(key, new TextEncoder().encode(JSON.stringify(value)));

async function readJson<T>(files: FileStore, key: string): Promise<T | undefined> {
  try {
    const bytes = await readWhole(files, key);
    return bytes ? (JSON.parse(new TextDecoder().decode(bytes)) as T) : undefined;
  } catch {
    return undefined;
  }
}

/** An upload's record, when `sha256` names one whose PNG is kept (`pngKept`: known from a listing). */
async function versionOf(
  files: FileStore,
  sha256: string,
  pngKept?: boolean,
): Promise<NablQrVersion | undefined> {
  if (!SHA.test(sha256)) return undefined;
  if (!(pngKept ?? (await files.exists(pngKey(sha256))))) return undefined;
  return readJson<NablQrVersion>(files, jsonKey(sha256));
}

/** The clean PNG of an upload by its SHA-256, as a stream with its size, if it is one. */
export async function openNablQrPng(files: FileStore, sha256: string): Promise<StoredFile | null> {
  if (!(await versionOf(files, sha256))) return null;
  return files.get(pngKey(sha256));
}

/** The clean PNG of an upload by its SHA-256, whole, if it is one. */
export async function nablQrPng(files: FileStore, sha256: string): Promise<Uint8Array | undefined> {
  if (!(await versionOf(files, sha256))) return undefined;
  return (await readWhole(files, pngKey(sha256))) ?? undefined;
}

interface Chosen {
  sha256: string;
  chosenAt: string;
  chosenBy: string;
}

export async function nablQrState(files: FileStore): Promise<NablQrState> {
  // The folder's own files only (no deeper key), as the data folder's listing always was.
  const names = new Set<string>();
  for await (const file of files.list("")) if (!file.key.includes("/")) names.add(file.key);
  const found = await Promise.all(
    [...names]
      .filter((name) => name.endsWith(".json") && name !== CURRENT)
      .map((name) => name.slice(0, -".json".length))
      .map((sha256) => versionOf(files, sha256, names.has(pngKey(sha256)))),
  );
  const all = found
    .filter((v): v is NablQrVersion => v !== undefined)
    .sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt));
  const chosen = await readJson<Chosen>(files, CURRENT);
  const current = all.find((v) => v.sha256 === chosen?.sha256);
  return {
    current:
      current && chosen
        ? { ...current, chosenAt: chosen.chosenAt, chosenBy: chosen.chosenBy }
        : undefined,
    earlier: all.filter((v) => v !== current),
  };
}

/** The PNG stamped on accredited reports now, or undefined when none is uploaded. */
export async function currentNablQrPng(files: FileStore): Promise<Uint8Array | undefined> {
  const chosen = await readJson<Chosen>(files, CURRENT);
  const sha256 = typeof chosen?.sha256 === "string" ? chosen.sha256 : undefined;
  return sha256 ? nablQrPng(files, sha256) : undefined;
}

const makeCurrent = (files: FileStore, sha256: string, by: string, now: Date) =>
  putJson(files, CURRENT, { sha256, chosenAt: now.toISOString(), chosenBy: by });

/**
 * Keeps a clean PNG (one the pool wrote, never an upload's own bytes) and
 * makes it the one in use. The same picture uploaded again keeps its first
 * record and is chosen again. The PNG is written before its record, and the
 * record before current.json names it: a reader on any server sees the
 * upload whole or not at all.
 */
export async function saveNablQr(
  files: FileStore,
  clean: { png: Uint8Array; width: number; height: number },
  by: string,
  now = new Date(),
): Promise<NablQrVersion> {
  const sha256 = createHash("sha256").update(clean.png).digest("hex");
  let version = await versionOf(files, sha256);
  if (!version) {
    version = {
      sha256,
      uploadedAt: now.toISOString(),
      uploadedBy: by,
      width: clean.width,
      height: clean.height,
      size: clean.png.length,
    };
    await files.put(pngKey(sha256), clean.png);
    await putJson(files, jsonKey(sha256), version);
  }
  await makeCurrent(files, sha256, by, now);
  return version;
}

const problemWords: Record<NablQrProblem, [string, 400 | 413 | 415]> = {
  "not-image": [words.notImage, 415],
  unreadable: [words.unreadable, 415],
  "too-many-pixels": [words.tooManyPixels(MAX_NABL_QR_SIDE), 413],
  "too-small": [words.tooSmall(MIN_NABL_QR_SIDE), 400],
  "not-square": [words.notSquare, 400],
};

/**
 * An admin's upload of NABL's QR code: the size limit here, then the picture
 * checked and drawn again in the untrusted-work pool (lib/reports/nablQrImage.ts),
 * kept, made the one in use, and audited. A refusal is a NablQrError and
 * stores nothing.
 */
export async function uploadNablQr(
  files: FileStore,
  bytes: Uint8Array,
  by: string,
  now = new Date(),
): Promise<NablQrVersion> {
  if (bytes.length === 0) throw new NablQrError(words.noFile, { field });
  if (bytes.length > MAX_NABL_QR_BYTES)
    throw new NablQrError(words.tooLarge(MAX_NABL_QR_BYTES / 1024 / 1024), {
      status: 413,
      field,
    });
  let answer: NablQrAnswer;
  try {
    answer = await runUntrusted<NablQrAnswer>("encodeNablQr", bytes, STAFF_WORK);
  } catch (error) {
    if (!(error instanceof UntrustedWorkError)) throw error;
    if (error.reason === "busy") throw new NablQrError(words.busy, { status: 503, field });
    throw new NablQrError(words.unchecked, { status: 422, field });
  }
  if (!answer.ok) {
    const [message, status] = problemWords[answer.problem];
    throw new NablQrError(message, { status, field });
  }
  const version = await saveNablQr(files, answer, by, now);
  await recordAudit(by, "NABL QR uploaded", version.sha256.slice(0, 12), now);
  return version;
}

/** An earlier upload made the one in use again (a wrong upload undone), audited. */
export async function chooseNablQr(
  files: FileStore,
  sha256: string,
  by: string,
  now = new Date(),
): Promise<NablQrVersion> {
  const version = await versionOf(files, sha256);
  if (!version) throw new NablQrError(words.unknown, { status: 404 });
  await makeCurrent(files, sha256, by, now);
  await recordAudit(by, "NABL QR chosen", sha256.slice(0, 12), now);
  return version;
}
