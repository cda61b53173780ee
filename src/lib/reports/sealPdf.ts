import { sign } from "node:crypto";
import {
  EncryptedPDFError,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFInvalidObject,
  PDFName,
  PDFNumber,
  PDFString,
} from "@cantoo/pdf-lib";
import { SignPdf } from "@signpdf/signpdf";
import {
  ANNOTATION_FLAGS,
  DEFAULT_BYTE_RANGE_PLACEHOLDER,
  SIG_FLAGS,
  SUBFILTER_ETSI_CADES_DETACHED,
} from "@signpdf/utils";
import { CadesSigner } from "./cadesSignature";

/**
 * The lab's digital seal on an issued report's PDF (issue 48): a PAdES
 * signature (ETSI.CAdES.detached) added as an incremental update after the
 * file's last byte, so the bytes the signatory authorised (the stamped page 1
 * with its QR codes, any signature already in the file) stay exactly as they
 * were and the seal covers them all. The placeholder (an invisible signature
 * field on page 1, /Reason, /Name, /M and a /Contents large enough for the
 * certificate chain) is written by the project's own @cantoo/pdf-lib, whose
 * incremental save keeps the original's cross-reference form; @signpdf/signpdf
 * fills in the byte range and the CMS (lib/reports/cadesSignature.ts). Runs
 * in the untrusted-work pool: the PDF came from outside, and a 20 MB file
 * takes a while to parse. Every failure of the parser is an answer.
 */

export interface SealQuestion {
  pdf: Uint8Array;
  /** The lab's private key (PEM, from its PKCS#12: lib/reports/sealCertificate.ts). */
  keyPem: string;
  /** DER certificates: the document signer's first, then its chain. */
  certificates: Uint8Array[];
  /** "Authorised by … — ULR-…" */
  reason: string;
  /** The lab's name. */
  name: string;
  /** When the seal is made (ISO 8601): the signature dictionary's /M. */
  signingTime: string;
}

export type SealAnswer =
  { ok: true; pdf: Uint8Array } | { ok: false; problem: "encrypted" | "unreadable" };

/**
 * Bytes kept for the CMS: the certificates, the signature (512 bytes for a
 * 4096-bit key) and the SignedData's structure, with room to spare.
 */
export const sealSignatureBytes = (certificates: readonly Uint8Array[]) =>
  certificates.reduce((sum, c) => sum + c.length, 0) + 4096;

export async function sealReport(question: SealQuestion): Promise<SealAnswer> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(question.pdf, {
      forIncrementalUpdate: true,
      updateMetadata: false,
    });
  } catch (error) {
    return { ok: false, problem: error instanceof EncryptedPDFError ? "encrypted" : "unreadable" };
  }
  let prepared: Uint8Array;
  try {
    addPlaceholder(doc, question);
    prepared = await doc.commit();
  } catch {
    return { ok: false, problem: "unreadable" };
  }
  const signer = new CadesSigner({
    certificates: question.certificates,
    signAttributes: (attributes) => sign("sha256", attributes, question.keyPem),
  });
  const sealed = await new SignPdf().sign(Buffer.from(prepared), signer);
  return { ok: true, pdf: new Uint8Array(sealed) };
}

/** The signature dictionary, its invisible widget on page 1, and the AcroForm that lists it. */
function addPlaceholder(doc: PDFDocument, question: SealQuestion) {
  const { context } = doc;
  const page = doc.getPages()[0];
  if (!page) throw new Error("no page");
  const byteRange = PDFArray.withContext(context);
  byteRange.push(PDFNumber.of(0));
  for (let i = 0; i < 3; i++) byteRange.push(PDFName.of(DEFAULT_BYTE_RANGE_PLACEHOLDER));
  const signature = context.obj({
    Type: "Sig",
    Filter: "Adobe.PPKLite",
    SubFilter: SUBFILTER_ETSI_CADES_DETACHED,
    ByteRange: byteRange,
    Contents: PDFHexString.of("00".repeat(sealSignatureBytes(question.certificates))),
    // UTF-16 text strings: a signatory's name may be in Devanagari; the reason has a dash.
    Reason: PDFHexString.fromText(question.reason),
    Name: PDFHexString.fromText(question.name),
    M: PDFString.fromDate(new Date(question.signingTime)),
  });
  // Written as raw bytes, so it is never put in an object stream: @signpdf finds it as text.
  const raw = new Uint8Array(signature.sizeInBytes());
  signature.copyBytesInto(raw, 0);
  const signatureRef = context.register(PDFInvalidObject.of(raw));
  const widget = context.register(
    context.obj({
      Type: "Annot",
      Subtype: "Widget",
      FT: "Sig",
      Rect: [0, 0, 0, 0],
      V: signatureRef,
      T: PDFString.of("Lab seal"),
      F: ANNOTATION_FLAGS.PRINT,
      P: page.ref,
    }),
  );
  const annotations = page.node.lookupMaybe(PDFName.of("Annots"), PDFArray);
  if (annotations) annotations.push(widget);
  else page.node.set(PDFName.of("Annots"), context.obj([widget]));
  let form = doc.catalog.lookupMaybe(PDFName.of("AcroForm"), PDFDict);
  if (!form) {
    form = context.obj({ Fields: [] });
    doc.catalog.set(PDFName.of("AcroForm"), context.register(form));
  }
  const flags = form.lookupMaybe(PDFName.of("SigFlags"), PDFNumber)?.asNumber() ?? 0;
  form.set(
    PDFName.of("SigFlags"),
    PDFNumber.of(flags | SIG_FLAGS.SIGNATURES_EXIST | SIG_FLAGS.APPEND_ONLY),
  );
  const fields = form.lookupMaybe(PDFName.of("Fields"), PDFArray);
  if (fields) fields.push(widget);
  else form.set(PDFName.of("Fields"), context.obj([widget]));
}
