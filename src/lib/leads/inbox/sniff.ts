import { constants as zlibConstants, inflateSync } from "node:zlib";

/**
 * What an uploaded specification file really is, judged by its bytes.
 * PDF: "%PDF-"; DOC: the OLE compound file signature; DOCX: a ZIP whose
 * central directory names "word/document.xml".
 */

export type DocumentKind = "pdf" | "doc" | "docx";

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04]; // PK\x03\x04

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const DOCX_MAIN_PART = "word/document.xml";

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  if (bytes.length < magic.length) return false;
  return magic.every((b, i) => bytes[i] === b);
}

/** The ZIP's central directory entry names (empty when it is no well-formed ZIP). */
export function zipEntryNames(bytes: Uint8Array, maxEntries = 10_000): string[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end-of-central-directory record is 22 bytes plus a comment of up to 65535 bytes.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= lowest; i--) {
    if (view.getUint32(i, true) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return [];
  const entries = view.getUint16(eocd + 10, true);
  const size = view.getUint32(eocd + 12, true);
  const offset = view.getUint32(eocd + 16, true);
  if (offset + size > bytes.length) return [];
  const names: string[] = [];
  const decoder = new TextDecoder();
  let p = offset;
  for (let n = 0; n < Math.min(entries, maxEntries); n++) {
    if (p + 46 > bytes.length || view.getUint32(p, true) !== CENTRAL_SIGNATURE) break;
    const nameLength = view.getUint16(p + 28, true);
    const extraLength = view.getUint16(p + 30, true);
    const commentLength = view.getUint16(p + 32, true);
    if (p + 46 + nameLength > bytes.length) break;
    names.push(decoder.decode(bytes.subarray(p + 46, p + 46 + nameLength)));
    p += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

export function detectDocumentKind(bytes: Uint8Array): DocumentKind | undefined {
  if (startsWith(bytes, PDF_MAGIC)) return "pdf";
  if (startsWith(bytes, OLE_MAGIC)) return "doc";
  if (startsWith(bytes, ZIP_LOCAL) && zipEntryNames(bytes).includes(DOCX_MAIN_PART)) return "docx";
  return undefined;
}

/** The kind a file name promises by its extension. */
export function kindFromName(name: string): DocumentKind | undefined {
  const lower = name.trim().toLowerCase();
  if (lower.endsWith(".pdf")) return "pdf";
  if (lower.endsWith(".docx")) return "docx";
  if (lower.endsWith(".doc")) return "doc";
  return undefined;
}

/** True when the bytes are a PDF, DOC or DOCX and match the name's extension. */
export function isAcceptedDocument(name: string, bytes: Uint8Array): boolean {
  const expected = kindFromName(name);
  return expected !== undefined && detectDocumentKind(bytes) === expected;
}

/** The MIME type to store for a kind (browsers often send application/octet-stream). */
export const documentMimeType: Record<DocumentKind, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** Active content that must not reach the lab's staff. */
export type DocumentHazard = "macros" | "javascript";

/** What the visitor is told when a document carries active content. */
export const hazardMessages: Record<DocumentHazard, string> = {
  macros:
    "This document contains macros, which we cannot accept for security reasons. Please save it as a plain .docx or PDF and send it again.",
  javascript:
    "This PDF contains JavaScript, which we cannot accept for security reasons. Please print it to a new PDF and send it again.",
};

const latin1 = new TextDecoder("latin1");

/** OLE storage names of VBA projects (Word 97-2003 macros). */
const VBA_STORAGES = new Set(["macros", "vba", "_vba_project", "_vba_project_cur"]);

/**
 * The names in an OLE compound file's directory. Directory entries are 128
 * bytes, aligned on 128 bytes after the 512-byte header, with a UTF-16LE name
 * (up to 64 bytes), its byte length at +64 and the object type at +66
 * (1 storage, 2 stream, 5 root). Reading every aligned slot that has that shape
 * finds the directory without walking the FAT chains.
 */
function oleNames(bytes: Uint8Array): string[] {
  const names: string[] = [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let p = 512; p + 128 <= bytes.length; p += 128) {
    const length = view.getUint16(p + 64, true);
    const type = bytes[p + 66];
    if (length < 4 || length > 64 || length % 2 !== 0 || (type !== 1 && type !== 2 && type !== 5))
      continue;
    if (view.getUint16(p + length - 2, true) !== 0) continue; // names end with a NUL
    let name = "";
    for (let i = 0; i < length - 2; i += 2)
      name += String.fromCharCode(view.getUint16(p + i, true));
    names.push(name);
  }
  return names;
}

const PDF_SCRIPT_NAME = /\/(?:JavaScript|JS)(?=[\s()<>[\]{}/%]|$)/;
/** Names may hide letters as #xx escapes (/J#61vaScript). */
const unescapeNames = (text: string) =>
  text.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * JavaScript in a PDF: the /JavaScript or /JS name in a dictionary, written
 * plainly or with #xx escapes, or inside a compressed object stream (PDF 1.5
 * packs dictionaries into /Type /ObjStm streams). Only object streams are
 * inflated (page content and images cannot hold an action), with a bounded
 * output: one that would inflate past the bound is refused like a script,
 * since no plain specification needs that.
 */
function pdfHasJavaScript(bytes: Uint8Array): boolean {
  const text = latin1.decode(bytes);
  if (PDF_SCRIPT_NAME.test(unescapeNames(text))) return true;
  let budget = 50 * 1024 * 1024;
  const streams = /stream\r?\n/g;
  for (let match = streams.exec(text); match; match = streams.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf("endstream", start);
    if (end < 0) break;
    streams.lastIndex = end;
    const dictionary = unescapeNames(text.slice(Math.max(0, match.index - 512), match.index));
    const own = dictionary.slice(dictionary.lastIndexOf("obj"));
    if (!/\/Type\s*\/ObjStm/.test(own)) continue;
    let inflated: Buffer;
    try {
      inflated = inflateSync(bytes.subarray(start, end), {
        maxOutputLength: budget,
        finishFlush: zlibConstants.Z_SYNC_FLUSH,
      });
    } catch (error) {
      if (error instanceof RangeError) return true; // past the bound
      continue; // not Flate data: nothing readable in it
    }
    budget -= inflated.byteLength;
    if (PDF_SCRIPT_NAME.test(unescapeNames(latin1.decode(inflated)))) return true;
  }
  return false;
}

/** Macros in a DOC or DOCX, JavaScript in a PDF; undefined for a plain document. */
export function documentHazard(kind: DocumentKind, bytes: Uint8Array): DocumentHazard | undefined {
  if (kind === "pdf") return pdfHasJavaScript(bytes) ? "javascript" : undefined;
  if (kind === "docx") {
    const names = zipEntryNames(bytes).map((n) => n.toLowerCase());
    const vba = names.some((n) => n.endsWith("vbaproject.bin") || n.endsWith("vbadata.xml"));
    // Defence in depth: the part's name in a local header even if the directory was doctored.
    return vba || latin1.decode(bytes).includes("vbaProject.bin") ? "macros" : undefined;
  }
  return oleNames(bytes).some((n) => VBA_STORAGES.has(n.toLowerCase())) ? "macros" : undefined;
}
