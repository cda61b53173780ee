import { Readable } from "node:stream";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import busboy from "busboy";

/**
 * Reads a multipart/form-data or urlencoded body as it arrives (busboy), with
 * every limit enforced while reading: the parser stops at the first part,
 * character or byte over a limit, so a body of millions of tiny fields or empty
 * file parts costs no more memory than a normal lead.
 */

export interface FormLimits {
  /** Whole body, multipart. */
  multipartBytes: number;
  /** Whole body, urlencoded (no file can be in it). */
  urlencodedBytes: number;
  /** Fields and file parts together. */
  parts: number;
  /** Characters of one field's value. */
  fieldChars: number;
  /** The names a file part may have (one file per body). */
  fileFields: readonly string[];
  fileBytes: number;
}

export interface StreamedFile {
  /** The part's name: which field of the form it was sent as. */
  field: string;
  name: string;
  bytes: Uint8Array<ArrayBuffer>;
}

export type FormStreamFailure =
  | "too-large"
  | "too-many-fields"
  | "field-too-long"
  | "file-too-large"
  | "too-many-files"
  | "unexpected-file"
  | "incomplete"
  | "unreadable";

export type FormStreamResult =
  | { ok: true; fields: [string, string][]; file: StreamedFile | undefined }
  | { ok: false; reason: FormStreamFailure };

class Stop extends Error {
  constructor(readonly reason: FormStreamFailure) {
    super(reason);
  }
}

const UTF8_MAX_BYTES_PER_CHAR = 4;

export async function readFormStream(
  request: Request,
  contentType: string,
  limits: FormLimits,
): Promise<FormStreamResult> {
  const multipart = /^multipart\/form-data\b/i.test(contentType);
  const bodyLimit = multipart ? limits.multipartBytes : limits.urlencodedBytes;
  const declared = declaredLength(request);
  // Refused unread: the server discards the rest and the client still gets the answer.
  if (declared !== undefined && declared > bodyLimit) return { ok: false, reason: "too-large" };
  if (!request.body) return { ok: true, fields: [], file: undefined };

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      defParamCharset: "utf8",
      limits: {
        parts: limits.parts,
        fields: limits.parts,
        files: 1,
        fieldSize: limits.fieldChars * UTF8_MAX_BYTES_PER_CHAR,
        // One byte more than allowed, so that a file of exactly the limit is not cut.
        fileSize: limits.fileBytes + 1,
        fieldNameSize: 100,
      },
    });
  } catch {
    return { ok: false, reason: "unreadable" };
  }

  const fields: [string, string][] = [];
  let file: StreamedFile | undefined;
  let received = 0;
  const source = Readable.fromWeb(request.body as unknown as NodeWebStream<Uint8Array>);

  const outcome = new Promise<void>((resolve, reject) => {
    const stop = (reason: FormStreamFailure) => reject(new Stop(reason));
    // Done when the parser has closed and every file part it opened has ended.
    let openFiles = 0;
    let parserClosed = false;
    const finishIfDone = () => {
      if (parserClosed && openFiles === 0) resolve();
    };
    parser.on("field", (name, value, info) => {
      if (info.valueTruncated || value.length > limits.fieldChars) return stop("field-too-long");
      fields.push([name, value]);
    });
    parser.on("file", (name, stream, info) => {
      // A file input left empty is sent as a nameless, empty part: skip it.
      openFiles++;
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on("data", (chunk: Buffer) => {
        size += chunk.byteLength;
        chunks.push(chunk);
      });
      stream.on("limit", () => stop("file-too-large"));
      stream.on("error", () => stop("unreadable"));
      stream.on("end", () => {
        openFiles--;
        if (!info.filename && size === 0) return finishIfDone();
        if (!limits.fileFields.includes(name)) return stop("unexpected-file");
        if (file) return stop("too-many-files");
        file = {
          field: name,
          name: info.filename ?? "",
          bytes: new Uint8Array(Buffer.concat(chunks, size)),
        };
        finishIfDone();
      });
    });
    parser.on("partsLimit", () => stop("too-many-fields"));
    parser.on("fieldsLimit", () => stop("too-many-fields"));
    parser.on("filesLimit", () => stop("too-many-files"));
    parser.on("error", () => stop("unreadable"));
    parser.on("close", () => {
      parserClosed = true;
      finishIfDone();
    });
    source.on("error", () => stop("unreadable"));
    source.on("data", (chunk: Buffer) => {
      received += chunk.byteLength;
      if (received > bodyLimit) stop("too-large");
    });
  });

  source.pipe(parser);
  try {
    await outcome;
  } catch (error) {
    source.unpipe(parser);
    parser.removeAllListeners();
    parser.on("error", () => undefined);
    discardRest(source, received, bodyLimit);
    return { ok: false, reason: error instanceof Stop ? error.reason : "unreadable" };
  }
  // Fewer bytes than announced: the body was cut off on the way (never store a truncated lead).
  if (declared !== undefined && received !== declared) return { ok: false, reason: "incomplete" };
  return { ok: true, fields, file };
}

function declaredLength(request: Request): number | undefined {
  const value = request.headers.get("content-length")?.trim();
  return value && /^\d+$/.test(value) ? Number(value) : undefined;
}

/**
 * After a refusal the rest of the body, up to the body limit, is read and thrown
 * away, so the client gets the 4xx answer instead of a reset connection; a body
 * already past the limit is cut off at once.
 */
function discardRest(source: Readable, received: number, bodyLimit: number): void {
  source.removeAllListeners("data");
  source.on("error", () => undefined);
  if (received > bodyLimit) {
    source.destroy();
    return;
  }
  let discarded = received;
  source.on("data", (chunk: Buffer) => {
    discarded += chunk.byteLength;
    if (discarded > bodyLimit) source.destroy();
  });
}
