import { Inflate } from "fflate";

/**
 * A zip read within a budget, trusting none of its numbers: the central
 * directory names the entries (a name twice is refused), each entry's
 * declared size and ratio are checked before it is inflated, and while it
 * inflates (in small pushes) the bytes actually produced are counted, so an
 * entry that declares 100 bytes and inflates to 1 GB stops after its 100th
 * byte. Runs in the untrusted-work pool (lib/workers).
 */

export interface ZipBudget {
  /** The most bytes one entry may inflate to. */
  entryBytes: number;
  /** The most bytes all entries together may inflate to. */
  totalBytes: number;
  /** Inflated / compressed, for entries over 1 MB (deflate manages about 1,000 at most). */
  maxRatio: number;
  maxEntries: number;
}

export type ZipProblem =
  | "not-zip"
  | "unsupported"
  | "corrupt"
  | "duplicate"
  | "too-many"
  | "entry-too-large"
  | "too-large"
  | "ratio";

export interface ZipEntry {
  name: string;
  bytes: Uint8Array;
}

export type ZipResult =
  { ok: true; entries: ZipEntry[] } | { ok: false; problem: ZipProblem; name?: string };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const RATIO_FLOOR = 1024 * 1024;
const PUSH = 16 * 1024;

interface CentralEntry {
  name: string;
  method: number;
  flags: number;
  compressed: number;
  size: number;
  local: number;
}

const decoder = new TextDecoder();

/** The end-of-central-directory record: within the last 22 + 65,535 bytes. */
function endRecord(view: DataView): number {
  const lowest = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let i = view.byteLength - 22; i >= lowest; i--)
    if (view.getUint32(i, true) === EOCD) return i;
  return -1;
}

type Directory = { ok: true; entries: CentralEntry[] } | { ok: false; problem: ZipProblem };

/** The central directory's entries (names only of files: folders are left out). */
export function centralDirectory(bytes: Uint8Array, maxEntries: number): Directory {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = bytes.length >= 22 ? endRecord(view) : -1;
  if (eocd < 0) return { ok: false, problem: "not-zip" };
  const count = view.getUint16(eocd + 10, true);
  const offset = view.getUint32(eocd + 16, true);
  if (count === 0xffff || offset === 0xffffffff) return { ok: false, problem: "unsupported" };
  if (count > maxEntries) return { ok: false, problem: "too-many" };
  const entries: CentralEntry[] = [];
  let p = offset;
  for (let n = 0; n < count; n++) {
    if (p + 46 > bytes.length || view.getUint32(p, true) !== CENTRAL)
      return { ok: false, problem: "corrupt" };
    const nameLength = view.getUint16(p + 28, true);
    const end = p + 46 + nameLength;
    if (end > bytes.length) return { ok: false, problem: "corrupt" };
    const entry: CentralEntry = {
      flags: view.getUint16(p + 8, true),
      method: view.getUint16(p + 10, true),
      compressed: view.getUint32(p + 20, true),
      size: view.getUint32(p + 24, true),
      local: view.getUint32(p + 42, true),
      name: decoder.decode(bytes.subarray(p + 46, end)),
    };
    p = end + view.getUint16(p + 30, true) + view.getUint16(p + 32, true);
    if (!entry.name.endsWith("/")) entries.push(entry);
  }
  return { ok: true, entries };
}

/** The entry's compressed bytes, found through its local header. */
function compressedBytes(bytes: Uint8Array, entry: CentralEntry): Uint8Array | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const p = entry.local;
  if (p + 30 > bytes.length || view.getUint32(p, true) !== LOCAL) return undefined;
  const start = p + 30 + view.getUint16(p + 26, true) + view.getUint16(p + 28, true);
  const end = start + entry.compressed;
  return end <= bytes.length ? bytes.subarray(start, end) : undefined;
}

/** Inflates, stopping as soon as more than `limit` bytes come out. */
function inflateAtMost(data: Uint8Array, limit: number): Uint8Array | "over" | "corrupt" {
  const chunks: Uint8Array[] = [];
  let produced = 0;
  let over = false;
  const inflate = new Inflate((chunk) => {
    produced += chunk.length;
    if (produced > limit) over = true;
    else chunks.push(chunk);
  });
  try {
    for (let i = 0; i < data.length && !over; i += PUSH) {
      const last = i + PUSH >= data.length;
      inflate.push(data.subarray(i, i + PUSH), last);
    }
    if (data.length === 0) inflate.push(new Uint8Array(0), true);
  } catch {
    return "corrupt";
  }
  if (over) return "over";
  const out = new Uint8Array(produced);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

const folded = (name: string) =>
  name
    .replace(/\\/g, "/")
    .replace(/^\.?\//, "")
    .toLowerCase();

/** Every file in the zip, inflated within `budget`, or the first problem found. */
export function readZip(bytes: Uint8Array, budget: ZipBudget): ZipResult {
  const directory = centralDirectory(bytes, budget.maxEntries);
  if (!directory.ok) return directory;
  const seen = new Set<string>();
  let declared = 0;
  for (const entry of directory.entries) {
    const key = folded(entry.name);
    if (seen.has(key)) return { ok: false, problem: "duplicate", name: entry.name };
    seen.add(key);
    if (entry.flags & 1 || (entry.method !== 0 && entry.method !== 8))
      return { ok: false, problem: "unsupported", name: entry.name };
    if (entry.size === 0xffffffff || entry.compressed === 0xffffffff)
      return { ok: false, problem: "unsupported", name: entry.name };
    if (entry.size > budget.entryBytes)
      return { ok: false, problem: "entry-too-large", name: entry.name };
    declared += entry.size;
    if (declared > budget.totalBytes) return { ok: false, problem: "too-large" };
    if (entry.size > RATIO_FLOOR && entry.size > budget.maxRatio * Math.max(1, entry.compressed))
      return { ok: false, problem: "ratio", name: entry.name };
  }
  const entries: ZipEntry[] = [];
  for (const entry of directory.entries) {
    const data = compressedBytes(bytes, entry);
    if (!data) return { ok: false, problem: "corrupt", name: entry.name };
    // The declared size is a promise: one byte more and the entry lied.
    const out = entry.method === 0 ? data : inflateAtMost(data, entry.size);
    if (out === "over") return { ok: false, problem: "ratio", name: entry.name };
    if (out === "corrupt" || out.length !== entry.size)
      return { ok: false, problem: "corrupt", name: entry.name };
    entries.push({ name: entry.name, bytes: entry.method === 0 ? out.slice() : out });
  }
  return { ok: true, entries };
}
