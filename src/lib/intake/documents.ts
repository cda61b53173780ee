import { docHazard, docxHazard } from "./office";
import { pdfHazard, type PdfPurpose } from "./pdfActiveContent";
import { detectDocumentKind, kindFromName, type DocumentKind } from "./documentKinds";

export type { DocumentKind } from "./documentKinds";

/**
 * What an uploaded document really is, judged by its bytes, and whether it
 * carries anything active. PDF: "%PDF-"; DOC: the OLE compound file
 * signature; DOCX: a zip whose directory names the package's parts.
 * inspectDocument runs in the untrusted-work pool (lib/workers); the server
 * asks through lib/intake/checkDocument.ts.
 */

/** Why a document of the right kind is refused. */
export type DocumentHazard = "macros" | "javascript" | "active" | "embedded" | "unreadable";

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
