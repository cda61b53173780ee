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
