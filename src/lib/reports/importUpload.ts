import busboy from "busboy";
import { Readable } from "node:stream";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import { lims } from "@/content/reports";
import type { UploadedFile } from "./importReports";
import { IMPORT_BODY_LIMIT } from "@/lib/http/uploadLimit";
import { MAX_IMPORT_ROWS } from "./importReports";

const words = lims.import.errors;

export interface ImportUpload {
  /** Absent when a kept upload is checked again without a new CSV. */
  csv: UploadedFile | undefined;
  zip: UploadedFile | undefined;
  /** A picked folder's other files (the PDFs), named by their path inside the folder. */
  files: UploadedFile[];
  /** The id of the account's kept upload to check again (lib/reports/heldUploads.ts). */
  held: string | undefined;
}

/** A folder's files arrive as "folder/sub/name.pdf": the path inside the folder. */
const insideFolder = (path: string) =>
  path.replace(/\\/g, "/").split("/").slice(1).join("/") || path;

/**
 * Reads the import form's multipart body as it arrives, counting every byte
 * (the desk's gate only checks a declared length for this route): a body
 * past IMPORT_BODY_LIMIT is cut off. Answers the upload, or what is wrong.
 */
export async function readImportUpload(request: Request): Promise<ImportUpload | string> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(type) || !request.body) return words.noCsv;
  const tooLarge = words.tooLarge(IMPORT_BODY_LIMIT / 1024 / 1024);
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": type },
      defParamCharset: "utf8",
      preservePath: true,
      limits: { files: MAX_IMPORT_ROWS + 2, fields: 10, fileSize: IMPORT_BODY_LIMIT },
    });
  } catch {
    return words.upload;
  }
  const parts: { field: string; file: UploadedFile }[] = [];
  let held: string | undefined;
  const source = Readable.fromWeb(request.body as unknown as NodeWebStream<Uint8Array>);
  let received = 0;
  const done = new Promise<void>((resolve, reject) => {
    let open = 0;
    let closed = false;
    const finish = () => closed && open === 0 && resolve();
    parser.on("file", (field, stream, info) => {
      open++;
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", reject);
      stream.on("end", () => {
        open--;
        const bytes = Buffer.concat(chunks);
        if (info.filename || bytes.length)
          parts.push({ field, file: { name: info.filename ?? "", bytes: new Uint8Array(bytes) } });
        finish();
      });
    });
    parser.on("field", (name, value) => {
      if (name === "held" && held === undefined) held = value.trim().slice(0, 64);
    });
    parser.on("filesLimit", () => reject(new Error(tooLarge)));
    parser.on("error", reject);
    parser.on("close", () => {
      closed = true;
      finish();
    });
    source.on("error", reject);
    source.on("data", (chunk: Buffer) => {
      received += chunk.byteLength;
      if (received > IMPORT_BODY_LIMIT) reject(new Error(tooLarge));
    });
  });
  source.pipe(parser);
  try {
    await done;
  } catch (error) {
    source.unpipe(parser);
    source.destroy();
    return error instanceof Error && error.message === tooLarge ? tooLarge : words.upload;
  }

  const folder = parts.filter((p) => p.field === "folder").map((p) => p.file);
  const csvInFolder = folder.filter((f) => /\.csv$/i.test(f.name));
  if (csvInFolder.length > 1) return words.manyCsv;
  const csv = parts.find((p) => p.field === "csv")?.file ?? csvInFolder[0];
  if (!csv && !held) return words.noCsv;
  return {
    held: held || undefined,
    csv,
    zip: parts.find((p) => p.field === "zip")?.file,
    files: folder
      .filter((f) => f !== csv)
      .map((f) => ({ name: insideFolder(f.name), bytes: f.bytes })),
  };
}
