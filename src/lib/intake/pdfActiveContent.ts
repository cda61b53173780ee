import {
  PDFArray,
  PDFDict,
  PDFInvalidObject,
  PDFName,
  PDFNumber,
  PDFObjectStreamParser,
  PDFParser,
  PDFRawStream,
  PDFRef,
  PDFStream,
  PDFXRefStreamParser,
  decodePDFRawStream,
  type PDFContext,
  type PDFObject,
} from "@cantoo/pdf-lib";
import { PDF_CHECK_LIMITS } from "@/lib/fairShare/limits";

/**
 * Active content in a PDF, found by a real parser (pdf-lib's, which the
 * stamp already uses): every indirect object of every revision (incremental
 * updates included), object streams unpacked through every filter pdf-lib
 * decodes (Flate, LZW, ASCIIHex, ASCII85, RunLength, chained), names with #xx
 * escapes read as names. Refused: JavaScript (/JS, /JavaScript, a JavaScript
 * action), /Launch actions, embedded files, RichMedia, XFA forms, and for a
 * report also an /OpenAction or /AA that opens a web address. A cheap pass
 * over the raw bytes runs first (linear, a few regular expressions); the
 * parse runs in the untrusted-work pool with a time limit (lib/workers), and
 * stops long before it at the bounds of PDF_CHECK_LIMITS (decoded streams,
 * objects), which real files stay far below.
 */

export type PdfHazard = "javascript" | "active" | "unreadable";
export type PdfPurpose = "inbox" | "report";

const latin1 = new TextDecoder("latin1");
/** Names may hide letters as #xx escapes, in either case (/J#61vaScript, /J#6aS). */
const unescapeNames = (text: string) =>
  text.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
const END = String.raw`(?=[\s()<>[\]{}/%]|$)`;
const SCRIPT_NAME = new RegExp(String.raw`/(?:JavaScript|JS)${END}`);
const ACTIVE_NAME = new RegExp(String.raw`/(?:Launch|EmbeddedFiles?|RichMedia|XFA)${END}`);

/** The first pass: names written plainly in the file's bytes. */
export function plainPdfHazard(bytes: Uint8Array): PdfHazard | undefined {
  const text = unescapeNames(latin1.decode(bytes));
  if (SCRIPT_NAME.test(text)) return "javascript";
  if (ACTIVE_NAME.test(text)) return "active";
  return undefined;
}

/** Why a reading stopped short of the file's end: a bound of PDF_CHECK_LIMITS. */
export type PdfReadStop = "decoded-bytes" | "objects" | "undecodable";

/** What one reading took of the file: how far it got and, when it stopped short, why. */
export interface PdfReading {
  hazard: PdfHazard | undefined;
  /** Bytes of object and cross-reference streams decoded (each once). */
  decodedBytes: number;
  objects: number;
  stoppedAt: PdfReadStop | undefined;
}

/** The reading under way (one at a time: a worker thread runs one task at once). */
let reading: PdfReading | undefined;

class ReadingStopped extends Error {}

function stop(at: PdfReadStop): never {
  reading!.stoppedAt ??= at;
  throw new ReadingStopped(at);
}

interface Decoding {
  eof?: boolean;
  bufferLength?: number;
  buffer?: Uint8Array;
  readBlock?(): void;
  decode(): Uint8Array;
}

/**
 * A stream's bytes through every filter, at most `limit` of them: read block
 * by block (a Flate block is at most a few MB), so a bomb stops at the limit
 * instead of being inflated whole; undefined past it.
 */
function decodeWithin(raw: PDFRawStream, limit: number): Uint8Array | undefined {
  const stream = decodePDFRawStream(raw) as unknown as Decoding;
  if (typeof stream.readBlock !== "function" || stream.bufferLength === undefined) {
    const bytes = stream.decode();
    return bytes.length > limit ? undefined : bytes;
  }
  while (!stream.eof && stream.bufferLength <= limit) stream.readBlock();
  if (stream.bufferLength > limit) return undefined;
  return stream.buffer!.subarray(0, stream.bufferLength);
}

const FILTER = PDFName.of("Filter");
const DECODE_PARMS = PDFName.of("DecodeParms");
const N = PDFName.of("N");

/**
 * pdf-lib inflates object and cross-reference streams while it parses,
 * without a bound, and turns one it cannot read into an opaque invalid
 * object. Each is decoded here instead, once, within what is left of the
 * budget, and pdf-lib's parser is handed the decoded bytes (the same
 * dictionary without its filters): a stream past the budget, one that does
 * not decode, or an object stream that would pass the cap on objects marks
 * the document unreadable instead of being skipped.
 */
function decodedOnce<T extends (raw: PDFRawStream, ...rest: never[]) => unknown>(make: T): T {
  return ((raw: PDFRawStream, ...rest: never[]) => {
    if (!reading) return make(raw, ...rest);
    const count = raw.dict.get(N);
    if (count instanceof PDFNumber && reading.objects + count.asNumber() > PDF_CHECK_LIMITS.objects)
      stop("objects");
    let decoded: Uint8Array | undefined;
    try {
      decoded = decodeWithin(raw, PDF_CHECK_LIMITS.decodedStreamBytes - reading.decodedBytes);
    } catch {
      stop("undecodable");
    }
    if (!decoded) stop("decoded-bytes");
    reading.decodedBytes += decoded.length;
    const dict = raw.dict.clone();
    dict.delete(FILTER);
    dict.delete(DECODE_PARMS);
    return make(PDFRawStream.of(dict, decoded), ...rest);
  }) as T;
}
PDFObjectStreamParser.forStream = decodedOnce(PDFObjectStreamParser.forStream);
PDFXRefStreamParser.forStream = decodedOnce(PDFXRefStreamParser.forStream);

/**
 * pdf-lib steps over bytes between objects one at a time, raising and
 * catching an exception at each (about 3 µs a byte: 15 s for the review's
 * 5 MB of junk). The same search, for the next cross-reference section,
 * trailer or "N G obj" header, done by one linear regular expression (each
 * number matched once: no backtracking into a run of digits).
 */
interface ParserInternals {
  bytes: { bytes: Uint8Array; offset(): number; moveTo(offset: number): void; done(): boolean };
  skipWhitespaceAndComments(): void;
}
const NEXT_SECTION = /startxref|xref|trailer|(?<!\d)(?=(\d+))\1\s+(?=(\d+))\2\s+obj/g;
const textOf = new WeakMap<Uint8Array, string>();
(PDFParser.prototype as unknown as { skipJibberish(this: ParserInternals): void }).skipJibberish =
  function skipJibberish(this: ParserInternals) {
    this.skipWhitespaceAndComments();
    const all = this.bytes.bytes;
    let text = textOf.get(all);
    if (text === undefined) textOf.set(all, (text = latin1.decode(all)));
    NEXT_SECTION.lastIndex = this.bytes.offset();
    const found = NEXT_SECTION.exec(text);
    this.bytes.moveTo(found ? found.index : all.length);
  };

const name = (value: string) => PDFName.of(value);
const SCRIPT_KEYS = new Set([name("JS"), name("JavaScript")]);
const ACTIVE_KEYS = new Set([name("EmbeddedFiles"), name("EF"), name("RichMedia"), name("XFA")]);
const S = name("S");
const TYPE = name("Type");
const SUBTYPE = name("Subtype");
const NEXT = name("Next");
const OPEN_ACTION = name("OpenAction");
const AA = name("AA");
const JAVASCRIPT = name("JavaScript");
const LAUNCH = name("Launch");
const URI = name("URI");
const EMBEDDED_FILE = name("EmbeddedFile");
const RICH_MEDIA = name("RichMedia");

/** A name as the document means it (pdf-lib decodes only upper-case #XX escapes). */
const same = (value: PDFObject | undefined, expected: PDFName) =>
  value instanceof PDFName &&
  (value === expected || unescapeNames(value.decodeText()) === expected.decodeText());

function keyHazard(key: PDFName, value: PDFObject): PdfHazard | undefined {
  const plain = unescapeNames(key.decodeText());
  if (SCRIPT_KEYS.has(key) || plain === "JS" || plain === "JavaScript") return "javascript";
  if (ACTIVE_KEYS.has(key) || ["EmbeddedFiles", "EF", "RichMedia", "XFA"].includes(plain))
    return "active";
  if (key === S || plain === "S") {
    if (same(value, JAVASCRIPT)) return "javascript";
    if (same(value, LAUNCH)) return "active";
  }
  if ((key === TYPE || key === SUBTYPE) && (same(value, EMBEDDED_FILE) || same(value, RICH_MEDIA)))
    return "active";
  return undefined;
}

/** An /OpenAction or /AA that opens a web address when the document opens or a page shows. */
function opensAddress(
  context: PDFContext,
  value: PDFObject | undefined,
  trigger: boolean,
): boolean {
  const seen = new Set<PDFObject>();
  const queue: (PDFObject | undefined)[] = [value];
  while (queue.length && seen.size < 1_000) {
    let item = queue.shift();
    if (item instanceof PDFRef) item = context.lookup(item);
    if (!item || seen.has(item)) continue;
    seen.add(item);
    if (item instanceof PDFArray) {
      queue.push(...item.asArray());
      continue;
    }
    if (!(item instanceof PDFDict)) continue;
    if (same(item.get(S), URI)) return true;
    queue.push(item.get(NEXT));
    // /AA maps triggers (/O, /C, /K …) to actions.
    if (trigger) for (const [, action] of item.entries()) queue.push(action);
  }
  return false;
}

/** Every object, direct ones inside indirect ones too, without recursion. */
function walk(context: PDFContext, purpose: PdfPurpose): PdfHazard | undefined {
  const stack: PDFObject[] = context.enumerateIndirectObjects().map(([, object]) => object);
  while (stack.length) {
    const object = stack.pop()!;
    if (object instanceof PDFInvalidObject) {
      // Bytes pdf-lib could not read as an object: the first pass saw them raw.
      continue;
    }
    const dict =
      object instanceof PDFStream ? object.dict : object instanceof PDFDict ? object : undefined;
    if (dict) {
      for (const [key, value] of dict.entries()) {
        const hazard = keyHazard(key, value);
        if (hazard) return hazard;
        if (purpose === "report" && (key === OPEN_ACTION || key === AA))
          if (opensAddress(context, value, key === AA)) return "active";
        stack.push(value);
      }
    } else if (object instanceof PDFArray) stack.push(...object.asArray());
  }
  return undefined;
}

/**
 * The PDF read once through pdf-lib's parser within PDF_CHECK_LIMITS, and
 * walked: its active content, "unreadable" when it cannot be read through,
 * and how far the reading got.
 */
export async function readPdf(bytes: Uint8Array, purpose: PdfPurpose): Promise<PdfReading> {
  const plain = plainPdfHazard(bytes);
  const read: PdfReading = { hazard: plain, decodedBytes: 0, objects: 0, stoppedAt: undefined };
  if (plain) return read;
  reading = read;
  try {
    const parser = PDFParser.forBytesWithOptions(bytes);
    // Called once for each object read, in the file and in its object streams.
    (parser as unknown as { shouldWaitForTick: () => boolean }).shouldWaitForTick = () => {
      if (++read.objects > PDF_CHECK_LIMITS.objects) stop("objects");
      return false;
    };
    const context = await parser.parseDocument();
    if (read.stoppedAt) read.hazard = "unreadable";
    // No document catalog: nothing a reader could open (the review's 5 MB of repeated junk).
    else if (!(context.lookup(context.trailerInfo.Root) instanceof PDFDict))
      read.hazard = "unreadable";
    else read.hazard = walk(context, purpose);
  } catch {
    read.hazard = "unreadable";
  } finally {
    reading = undefined;
  }
  return read;
}

/** The PDF's active content, "unreadable" when it cannot be read through, undefined when plain. */
export async function pdfHazard(
  bytes: Uint8Array,
  purpose: PdfPurpose,
): Promise<PdfHazard | undefined> {
  return (await readPdf(bytes, purpose)).hazard;
}
