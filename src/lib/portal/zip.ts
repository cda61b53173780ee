import { createReadStream } from "node:fs";
import { Zip, ZipPassThrough } from "fflate";

/** One file of a zip: its name inside, and where it is on disk. */
export interface ZipFile {
  name: string;
  path: string;
}

/**
 * A zip of files on disk, made as it is sent: the files are stored as they
 * are (PDFs are compressed already), one at a time, each read in the stream's
 * own chunks, so the server holds a chunk of one file, never the whole zip.
 * The next file is read only when the client has taken what came before.
 */
export function zipStream(files: readonly ZipFile[]): ReadableStream<Uint8Array> {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const zip = new Zip((error, chunk, final) => {
    if (error) return controller.error(error);
    controller.enqueue(chunk);
    if (final) controller.close();
  });
  let next = 0;
  return new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
        if (files.length === 0) zip.end();
      },
      async pull() {
        const file = files[next++];
        if (!file) return;
        const entry = new ZipPassThrough(file.name);
        zip.add(entry);
        for await (const chunk of createReadStream(file.path, { highWaterMark: 256 * 1024 }))
          entry.push(new Uint8Array(chunk as Buffer));
        entry.push(new Uint8Array(0), true);
        if (next === files.length) zip.end();
      },
    },
    { highWaterMark: 1 },
  );
}
