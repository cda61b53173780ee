import { docHazard, docxHazard, DOCX_PARTS } from "./office";
import { pdfHazard, type PdfPurpose } from "./pdfActiveContent";
import { centralDirectory } from "./zip";

/**
 * What an uploaded document really is, judged by its bytes, and whether it
 * carries anything active. PDF: "%PDF-"; DOC: the OLE compound file
 * signature; DOCX: a zip whose directory names the package's parts.
 * inspectDocument runs in the untrusted-work pool (lib/workers); the server
 * asks through lib/intake/checkDocument.ts.
 */

export type DocumentKind = "pdf" | "doc" | "docx";

/** Why a document of the right kind is refused. */
export type DocumentHazard = "macros" | "javascript" | "active" | "embedded" | "unreadable";

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

export interface DocumentQuestion {
  bytes: Uint8Array;
  /** The name as sent; its extension must match the bytes. Omitted: the kind alone decides. */
  name?: string | undefined;
  accept: readonly DocumentKind[];
  purpose: PdfPurpose;
}

export type DocumentVerdict =
  | { ok: true; kind: DocumentKind }
  | { ok: false; problem: "type" }
  | { ok: false; problem: "unsafe"; hazard: DocumentHazard };

/** The whole check of one document (in a worker thread). */
export async function inspectDocument(question: DocumentQuestion): Promise<DocumentVerdict> {
  const { bytes, name, accept, purpose } = question;
  const kind = detectDocumentKind(bytes);
  if (!kind || !accept.includes(kind) || (name !== undefined && kindFromName(name) !== kind))
    return { ok: false, problem: "type" };
  const hazard =
    kind === "pdf"
      ? await pdfHazard(bytes, purpose)
      : kind === "docx"
        ? docxHazard(bytes)
        : docHazard(bytes);
  return hazard ? { ok: false, problem: "unsafe", hazard } : { ok: true, kind };
}
