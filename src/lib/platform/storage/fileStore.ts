import { createHash } from "node:crypto";
import { Readable } from "node:stream";

/**
 * The lab's files (report PDFs, photos, kept imports, certificate drawings,
 * NABL's QR code), wherever they are kept: the disk beside the database
 * (disk.ts, the default) or an S3-compatible object store (s3.ts), chosen
 * once per process (server.ts). A key is a path relative to the data folder
 * ("reports/ab/ab12….pdf"), so the disk's layout and the bucket's names are
 * the same and a copy from one to the other keeps them (copy.ts).
 */
export interface FileStore {
  /** Writes a file whole (a reader never sees part of one); an existing one is replaced. */
  put(key: string, body: Uint8Array | Readable): Promise<void>;
  /** The file as a stream with its size, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  exists(key: string): Promise<boolean>;
  /** Removes a file; one that is not there is no error. */
  remove(key: string): Promise<void>;
  /** Removes every file whose key starts with `prefix` ("held-uploads/ab…/"). */
  removeAll(prefix: string): Promise<void>;
  /** Every file whose key starts with `prefix` ("" for all), in no set order. */
  list(prefix: string): AsyncIterable<ListedFile>;
}

export interface StoredFile {
  body: Readable;
  size: number;
}

export interface ListedFile {
  key: string;
  size: number;
  modified: Date;
}

/**
 * A key's rule: folders and a name of letters, digits, "_", "-" and "." that
 * never start with a dot, joined by "/". So no key climbs out of its folder
 * ("../"), names a hidden file (the disk's temporary ".….part") or is absolute.
 */
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;
const PREFIX = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*\/?)?$/;

export class UnsafeKeyError extends Error {
  constructor(key: string) {
    super(`Not a file key: ${JSON.stringify(key.slice(0, 200))}`);
    this.name = "UnsafeKeyError";
  }
}

/** The key itself, or an UnsafeKeyError. */
export function checkedKey(key: string): string {
  if (key.length > 1024 || !KEY.test(key)) throw new UnsafeKeyError(key);
  return key;
}

/** A list's or a removal's prefix: "" or the start of a key. */
export function checkedPrefix(prefix: string): string {
  if (prefix.length > 1024 || !PREFIX.test(prefix)) throw new UnsafeKeyError(prefix);
  return prefix;
}

/**
 * One folder of a store as a store of its own: keys under `folder/`
 * ("reports" holds "ab/ab12….pdf" as "reports/ab/ab12….pdf").
 */
export function within(store: FileStore, folder: string): FileStore {
  const base = `${checkedKey(folder)}/`;
  const inner = (key: string) => base + checkedKey(key);
  return {
    put: async (key, body) => store.put(inner(key), body),
    get: async (key) => store.get(inner(key)),
    exists: async (key) => store.exists(inner(key)),
    remove: async (key) => store.remove(inner(key)),
    removeAll: async (prefix) => store.removeAll(base + checkedPrefix(prefix)),
    async *list(prefix) {
      for await (const file of store.list(base + checkedPrefix(prefix)))
        yield { ...file, key: file.key.slice(base.length) };
    },
  };
}

/** A stored file as a response's body: streamed as the client reads; dropped when it goes. */
export const responseBody = (file: StoredFile) =>
  Readable.toWeb(file.body) as ReadableStream<Uint8Array>;

/** A stored file's bytes, whole (for the few uses that need all of it: sealing, an import's check). */
export async function readWhole(store: FileStore, key: string): Promise<Uint8Array | null> {
  const file = await store.get(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/** A stored file's SHA-256 and size, read as a stream; undefined when there is none. */
export async function storedHash(
  store: FileStore,
  key: string,
): Promise<{ sha256: string; size: number } | undefined> {
  const file = await store.get(key);
  if (!file) return undefined;
  const hash = createHash("sha256");
  let size = 0;
  for await (const chunk of file.body) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest("hex"), size };
}
