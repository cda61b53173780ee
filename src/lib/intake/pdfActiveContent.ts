import {
  PDFArray,
  PDFDict,
  PDFInvalidObject,
  PDFName,
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

/**
 * Active content in a PDF, found by a real parser (pdf-lib's, which the
 * stamp already uses): every indirect object of every revision (incremental
 * updates included), object streams unpacked through every filter pdf-lib
 * decodes (Flate, LZW, ASCIIHex, ASCII85, RunLength, chained), names with #xx
 * escapes read as names. Refused: JavaScript (/JS, /JavaScript, a JavaScript
 * action), /Launch actions, embedded files, RichMedia, XFA forms, and for a
 * report also an /OpenAction or /AA that opens a web address. A cheap pass
 * over the raw bytes runs first (linear, a few regular expressions); the
 * parse runs in the untrusted-work pool with a time limit (lib/workers).
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

/** Object and cross-reference streams may inflate to this much in all (a real one is a few MB). */
const DECODED_BUDGET = 64 * 1024 * 1024;

let guard: { left: number; failed: boolean } | undefined;

/**
 * pdf-lib inflates object streams while it parses, without a bound, and turns
 * one it cannot read into an opaque invalid object. Each is decoded here
 * first, at most to what is left of the budget: a stream past it, or one that
 * does not decode, marks the document unreadable instead of being skipped.
 */
function guarded<T extends (raw: PDFRawStream, ...rest: never[]) => unknown>(make: T): T {
  return ((raw: PDFRawStream, ...rest: never[]) => {
    if (guard) {
      try {
        const decoded = decodePDFRawStream(raw).getBytes(guard.left + 1);
        guard.left -= decoded.length;
        if (guard.left < 0) throw new Error("object stream over budget");
      } catch (error) {
        guard.failed = true;
        throw error;
      }
    }
    return make(raw, ...rest);
  }) as T;
}
PDFObjectStreamParser.forStream = guarded(PDFObjectStreamParser.forStream);
PDFXRefStreamParser.forStream = guarded(PDFXRefStreamParser.forStream);

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

/** The PDF's active content, "unreadable" when it cannot be read through, undefined when plain. */
export async function pdfHazard(
  bytes: Uint8Array,
  purpose: PdfPurpose,
): Promise<PdfHazard | undefined> {
  const plain = plainPdfHazard(bytes);
  if (plain) return plain;
  guard = { left: DECODED_BUDGET, failed: false };
  try {
    const context = await PDFParser.forBytesWithOptions(bytes).parseDocument();
    if (guard.failed) return "unreadable";
    // No document catalog: nothing a reader could open (the review's 5 MB of repeated junk).
    if (!(context.lookup(context.trailerInfo.Root) instanceof PDFDict)) return "unreadable";
    return walk(context, purpose);
  } catch {
    return "unreadable";
  } finally {
    guard = undefined;
  }
}
