import { DeskError } from "@/lib/platform/convention/errors";
import { createHash, randomUUID } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from "node:fs";
import { dirname, join } from "node:path";
import { nablQrDesk } from "@/content/reports";
import { recordAudit } from "@/lib/platform/audit/store";
import { runUntrusted, STAFF_WORK, UntrustedWorkError } from "@/lib/workers/pool";
import {
  MAX_NABL_QR_BYTES,
  MAX_NABL_QR_SIDE,
  MIN_NABL_QR_SIDE,
  type NablQrAnswer,
  type NablQrProblem,
} from "./nablQrImage";
import { dataFolder } from "@/lib/platform/storage/server";

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
 * Where NABL's QR code lives: beside the register's PDFs (data/nabl-qr/), one
 * clean PNG per upload named by its SHA-256, its record as JSON, and
 * current.json naming the one in use. Files, not a table: one picture changed
 * once in years needs no migration, and a backup of the data folder has it.
 */
export const nablQrDir = () => join(dataFolder(), "nabl-qr");

const SHA = /^[0-9a-f]{64}$/;
const CURRENT = "current.json";

/** Written whole or not at all: a reader never sees half a file. */
function writeAtomic(path: string, data: Uint8Array | string) {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const temporary = `${path}.${randomUUID()}.tmp`;
  writeFileSync(temporary, data, { mode: 0o600 });
  renameSync(temporary, path);
}

function readJson<T>(path: string): T | undefined {
  try {
    return JSON.parse(readFileSync(path, "utf8")) as T;
  } catch {
    return undefined;
  }
}

const versionOf = (dir: string, sha256: string) =>
  SHA.test(sha256) && existsSync(join(dir, `${sha256}.png`))
    ? readJson<NablQrVersion>(join(dir, `${sha256}.json`))
    : undefined;

/** The clean PNG of an upload by its SHA-256, if it is one. */
export function nablQrPng(dir: string, sha256: string): Uint8Array | undefined {
  if (!versionOf(dir, sha256)) return undefined;
  return new Uint8Array(readFileSync(join(dir, `${sha256}.png`)));
}

export function nablQrState(dir: string): NablQrState {
  const names = existsSync(dir) ? readdirSync(dir) : [];
  const all = names
    .filter((name) => name.endsWith(".json") && name !== CURRENT)
    .map((name) => versionOf(dir, name.slice(0, -".json".length)))
    .filter((v): v is NablQrVersion => v !== undefined)
    .sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt));
  const chosen = readJson<{ sha256: string; chosenAt: string; chosenBy: string }>(
    join(dir, CURRENT),
  );
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
export function currentNablQrPng(dir: string): Uint8Array | undefined {
  const sha256 = nablQrState(dir).current?.sha256;
  return sha256 ? nablQrPng(dir, sha256) : undefined;
}

function makeCurrent(dir: string, sha256: string, by: string, now: Date) {
  writeAtomic(
    join(dir, CURRENT),
    JSON.stringify({ sha256, chosenAt: now.toISOString(), chosenBy: by }),
  );
}

/**
 * Keeps a clean PNG (one the pool wrote, never an upload's own bytes) and
 * makes it the one in use. The same picture uploaded again keeps its first
 * record and is chosen again.
 */
export function saveNablQr(
  dir: string,
  clean: { png: Uint8Array; width: number; height: number },
  by: string,
  now = new Date(),
): NablQrVersion {
  const sha256 = createHash("sha256").update(clean.png).digest("hex");
  let version = versionOf(dir, sha256);
  if (!version) {
    version = {
      sha256,
      uploadedAt: now.toISOString(),
      uploadedBy: by,
      width: clean.width,
      height: clean.height,
      size: clean.png.length,
    };
    writeAtomic(join(dir, `${sha256}.png`), clean.png);
    writeAtomic(join(dir, `${sha256}.json`), JSON.stringify(version));
  }
  makeCurrent(dir, sha256, by, now);
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
  dir: string,
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
  const version = saveNablQr(dir, answer, by, now);
  await recordAudit(by, "NABL QR uploaded", version.sha256.slice(0, 12), now);
  return version;
}

/** An earlier upload made the one in use again (a wrong upload undone), audited. */
export async function chooseNablQr(
  dir: string,
  sha256: string,
  by: string,
  now = new Date(),
): Promise<NablQrVersion> {
  const version = versionOf(dir, sha256);
  if (!version) throw new NablQrError(words.unknown, { status: 404 });
  makeCurrent(dir, sha256, by, now);
  await recordAudit(by, "NABL QR chosen", sha256.slice(0, 12), now);
  return version;
}
