import { centralDirectory } from "./zip";

/**
 * What an uploaded document is by its bytes and by its name, and the type it
 * is stored as. Cheap and bounded (magic numbers, a zip's directory), so the
 * server's own thread may use it; the full check is lib/intake/documents.ts.
 */

export type DocumentKind = "pdf" | "doc" | "docx";

/** The two parts every Word package has (names lower-cased). */
export const DOCX_PARTS = ["[content_types].xml", "word/document.xml"];

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04]; // PK\x03\x04

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);

export function detectDocumentKind(bytes: Uint8Array): DocumentKind | undefined {
  if (startsWith(bytes, PDF_MAGIC)) return "pdf";
  if (startsWith(bytes, OLE_MAGIC)) return "doc";
  if (startsWith(bytes, ZIP_LOCAL)) {
    const directory = centralDirectory(bytes, 10_000);
    const names = directory.ok ? directory.entries.map((e) => e.name.toLowerCase()) : [];
    if (DOCX_PARTS.every((part) => names.includes(part))) return "docx";
  }
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

/** The MIME type to store for a kind (browsers often send application/octet-stream). */
export const documentMimeType: Record<DocumentKind, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};
