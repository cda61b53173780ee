// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  makeDoc,
  makeDocWithStorages,
  makeDocx,
  makeMacroDocx,
  makePdf,
  makeScriptPdf,
  makeZip,
} from "../../../../tests/fixtures/documents";
import {
  detectDocumentKind,
  documentHazard,
  isAcceptedDocument,
  kindFromName,
  zipEntryNames,
} from "./sniff";

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

describe("documentHazard: active content is refused", () => {
  it("finds macros in a .docx (a VBA project part) and in a .doc (a Macros or VBA storage)", () => {
    expect(documentHazard("docx", makeDocx())).toBeUndefined();
    expect(documentHazard("docx", makeMacroDocx())).toBe("macros");
    expect(documentHazard("doc", makeDocWithStorages(["WordDocument", "1Table"]))).toBeUndefined();
    expect(documentHazard("doc", makeDocWithStorages(["WordDocument", "Macros"]))).toBe("macros");
    expect(documentHazard("doc", makeDocWithStorages(["WordDocument", "_VBA_PROJECT_CUR"]))).toBe(
      "macros",
    );
  });

  it("finds JavaScript in a PDF, written plainly, hex-escaped or in a compressed object stream", () => {
    expect(documentHazard("pdf", makePdf())).toBeUndefined();
    expect(documentHazard("pdf", makeScriptPdf("plain"))).toBe("javascript");
    expect(documentHazard("pdf", makeScriptPdf("escaped"))).toBe("javascript");
    expect(documentHazard("pdf", makeScriptPdf("compressed"))).toBe("javascript");
  });

  it("does not take /JSON or text about JavaScript for a script", () => {
    const text = "%PDF-1.4\n1 0 obj << /Title (JavaScript guide) /JSONData 1 >> endobj\n%%EOF";
    expect(documentHazard("pdf", new TextEncoder().encode(text))).toBeUndefined();
  });
});
