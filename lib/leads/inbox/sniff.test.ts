// @vitest-environment node
import { describe, expect, it } from "vitest";
import { makeDoc, makeDocx, makePdf, makeZip } from "./fixtures";
import { detectDocumentKind, isAcceptedDocument, kindFromName, zipEntryNames } from "./sniff";

const text = (s: string) => new TextEncoder().encode(s);

describe("file type sniffing", () => {
  it("recognises PDF, DOC and DOCX by content", () => {
    expect(detectDocumentKind(makePdf())).toBe("pdf");
    expect(detectDocumentKind(makeDoc())).toBe("doc");
    expect(detectDocumentKind(makeDocx())).toBe("docx");
  });

  it("rejects other content", () => {
    expect(detectDocumentKind(new Uint8Array())).toBeUndefined();
    expect(detectDocumentKind(text("%PD"))).toBeUndefined();
    expect(detectDocumentKind(text("MZ\x90\x00 executable"))).toBeUndefined();
    expect(detectDocumentKind(text("<html>%PDF-1.4</html>"))).toBeUndefined();
    // A ZIP that is no Word document (e.g. an .xlsx or any archive)
    expect(detectDocumentKind(makeZip({ "xl/workbook.xml": "<x/>" }))).toBeUndefined();
    // ZIP magic with a broken central directory
    expect(detectDocumentKind(text("PK\x03\x04 word/document.xml garbage"))).toBeUndefined();
    // OLE magic cut short
    expect(detectDocumentKind(makeDoc().subarray(0, 7))).toBeUndefined();
  });

  it("reads the ZIP central directory", () => {
    expect(zipEntryNames(makeDocx())).toEqual(["[Content_Types].xml", "word/document.xml"]);
  });

  it("requires the content to match the extension", () => {
    expect(kindFromName("Spec.PDF")).toBe("pdf");
    expect(kindFromName("a.doc")).toBe("doc");
    expect(kindFromName("a.docx")).toBe("docx");
    expect(kindFromName("a.txt")).toBeUndefined();
    expect(isAcceptedDocument("spec.pdf", makePdf())).toBe(true);
    expect(isAcceptedDocument("spec.doc", makeDoc())).toBe(true);
    expect(isAcceptedDocument("spec.docx", makeDocx())).toBe(true);
    expect(isAcceptedDocument("spec.docx", makePdf())).toBe(false);
    expect(isAcceptedDocument("spec.pdf", makeDocx())).toBe(false);
    expect(isAcceptedDocument("spec.doc", makeDocx())).toBe(false);
    expect(isAcceptedDocument("spec.exe", makePdf())).toBe(false);
  });
});
