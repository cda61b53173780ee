import { open } from "node:fs/promises";
import { Zip, ZipPassThrough } from "fflate";
import { PORTAL_ZIPS } from "@/lib/fairShare/limits";
import type { FileStore } from "@/lib/platform/storage";

/** One file of a zip: its name inside, and where it is: a key in `store`, or else a path on disk. */
export interface ZipFile {
  name: string;
  path: string;
  store?: FileStore;
}

/** An open file, read from where the last read ended. */
export interface ZipSource {
  /** Fills `buffer` from the file; answers how many bytes came (0 at its end). */
  read(buffer: Uint8Array): Promise<number>;
  close(): Promise<void>;
}

/** A file on disk as a ZipSource. */
export async function openOnDisk(path: string): Promise<ZipSource> {
  const handle = await open(path, "r");
  return {
    read: async (buffer) => (await handle.read(buffer, 0, buffer.length, null)).bytesRead,
    close: () => handle.close(),
  };
}

/**
 * A kept file (lib/platform/storage) as a ZipSource: read from its stream as
 * the zip asks, so no more than the stream's own buffer is held.
 */
export async function openStored(files: FileStore, key: string): Promise<ZipSource> {
  const file = await files.get(key);
  if (!file) throw new Error(`No file ${key} to zip`);
  const chunks = file.body[Symbol.asyncIterator]() as AsyncIterator<Uint8Array>;
  let rest: Uint8Array = new Uint8Array(0);
  return {
    async read(buffer) {
      while (rest.length === 0) {
        const next = await chunks.next();
        if (next.done) return 0;
        rest = next.value;
      }
      const n = Math.min(buffer.length, rest.length);
      buffer.set(rest.subarray(0, n));
      rest = rest.subarray(n);
      return n;
    },
    close: async () => void file.body.destroy(),
  };
}

export interface ZipStreamOptions {
  /** How a file is opened (tests count what is read through it). */
  openFile?: (path: string) => Promise<ZipSource>;
  /** Called once when the zip is over: sent whole, failed, or given up by its reader. */
  finished?: () => void;
  /**
   * Resolves when the connection has sent what it was given (lib/http/drained.ts): Astro's
   * writer pulls the next chunk without waiting for the client, so the zip waits here.
   */
  sent?: () => Promise<void>;
}

/**
 * A zip of kept files, made as it is sent: the files are stored as they
 * are (PDFs are compressed already), one at a time, and read one chunk per
 * pull of the stream's reader, once the connection has sent the chunk before
 * (`sent`). A client that stops reading stops the reading of the files: the
 * server holds a chunk or two of one file, never a whole file.
 */
export function zipStream(
  files: readonly ZipFile[],
  { openFile = openOnDisk, finished, sent }: ZipStreamOptions = {},
): ReadableStream<Uint8Array> {
  let over = false;
  const finish = () => {
    if (over) return;
    over = true;
    finished?.();
  };
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      finish();
      return controller.error(error);
    }
    controller.enqueue(chunk);
    if (final) {
      controller.close();
      finish();
    }
  });
  let next = 0;
  let current: { entry: ZipPassThrough; source: ZipSource } | undefined;
  const closeCurrent = async () => {
    const source = current?.source;
    current = undefined;
    await source?.close().catch(() => {});
  };
  return new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
        if (files.length === 0) zip.end();
      },
      async pull() {
        try {
          if (!current) {
            const file = files[next++];
            if (!file) return;
            const entry = new ZipPassThrough(file.name);
            zip.add(entry);
            const source = file.store
              ? await openStored(file.store, file.path)
              : await openFile(file.path);
            current = { entry, source };
          }
          await sent?.();
          const buffer = new Uint8Array(PORTAL_ZIPS.chunkBytes);
          const bytes = await current.source.read(buffer);
          if (bytes > 0) {
            current.entry.push(buffer.subarray(0, bytes));
            return;
          }
          current.entry.push(new Uint8Array(0), true);
          await closeCurrent();
          if (next === files.length) zip.end();
        } catch (error) {
          await closeCurrent();
          finish();
          throw error;
        }
      },
      async cancel() {
        await closeCurrent();
        finish();
      },
    },
    { highWaterMark: 1 },
  );
}
