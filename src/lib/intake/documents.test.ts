// @vitest-environment node
import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  makeDoc,
  makeDocWithStorages,
  makeDocx,
  makeMacroDocx,
  makePdf,
  makeScriptPdf,
  makeZip,
} from "../../../tests/fixtures/documents";
import {
  activeReportPdf,
  hiddenScriptPdf,
  hostileDocx,
  manyPagesPdf,
  objectStreamFlood,
  pdfLibScriptPdf,
  plainPdf,
  type HiddenScript,
} from "../../../scripts/bench/hostileFiles";
import { scriptsPdfJsFinds } from "../../../tests/fixtures/pdfOracle";
import { detectDocumentKind, kindFromName } from "./documentKinds";
import { inspectDocument, type DocumentKind, type DocumentVerdict } from "./documents";
import { plainPdfHazard, type PdfPurpose } from "./pdfActiveContent";

const text = (s: string) => new TextEncoder().encode(s);
const ALL: DocumentKind[] = ["pdf", "doc", "docx"];
const inspect = (bytes: Uint8Array, name?: string, purpose: PdfPurpose = "inbox") =>
  inspectDocument({ bytes, name, accept: ALL, purpose });
const unsafe = (hazard: string): DocumentVerdict =>
  ({ ok: false, problem: "unsafe", hazard }) as DocumentVerdict;

describe("what a document is, by its bytes", () => {
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
    // A ZIP that is no Word document (an .xlsx, or a zip without [Content_Types].xml)
    expect(detectDocumentKind(makeZip({ "xl/workbook.xml": "<x/>" }))).toBeUndefined();
    expect(detectDocumentKind(makeZip({ "word/document.xml": "<x/>" }))).toBeUndefined();
    expect(detectDocumentKind(text("PK\x03\x04 word/document.xml garbage"))).toBeUndefined();
    expect(detectDocumentKind(makeDoc().subarray(0, 7))).toBeUndefined();
  });

  it("requires the content to match the extension and the accepted kinds", async () => {
    expect(kindFromName("Spec.PDF")).toBe("pdf");
    expect(kindFromName("a.txt")).toBeUndefined();
    expect(await inspect(makePdf(), "spec.pdf")).toEqual({ ok: true, kind: "pdf" });
    expect(await inspect(makeDoc(), "spec.doc")).toEqual({ ok: true, kind: "doc" });
    expect(await inspect(makeDocx(), "spec.docx")).toEqual({ ok: true, kind: "docx" });
    for (const [bytes, name] of [
      [makePdf(), "spec.docx"],
      [makeDocx(), "spec.pdf"],
      [makeDocx(), "spec.doc"],
      [makePdf(), "spec.exe"],
    ] as const)
      expect(await inspect(bytes, name)).toEqual({ ok: false, problem: "type" });
    expect(
      await inspectDocument({ bytes: makeDoc(), accept: ["pdf", "docx"], purpose: "inbox" }),
    ).toEqual({ ok: false, problem: "type" });
  });
});

describe("active content in Word documents", () => {
  it("finds macros in a .docx (a VBA project part) and in a .doc (a Macros or VBA storage)", async () => {
    expect(await inspect(makeMacroDocx())).toEqual(unsafe("macros"));
    expect(await inspect(makeDocWithStorages(["WordDocument", "1Table"]))).toEqual({
      ok: true,
      kind: "doc",
    });
    expect(await inspect(makeDocWithStorages(["WordDocument", "Macros"]))).toEqual(
      unsafe("macros"),
    );
    expect(await inspect(makeDocWithStorages(["WordDocument", "_VBA_PROJECT_CUR"]))).toEqual(
      unsafe("macros"),
    );
  });

  it("refuses a DOCX carrying a program or a web page (finding 9)", async () => {
    expect(await inspect(hostileDocx("exe"), "cv.docx")).toEqual(unsafe("embedded"));
    expect(await inspect(hostileDocx("html"), "cv.docx")).toEqual(unsafe("embedded"));
    expect(await inspect(makeDocWithStorages(["\u0001Ole10Native"]))).toEqual(unsafe("embedded"));
  });

  // How fast it stops: npm run bench:parsers.
  it("stops a DOCX part that says 100 bytes and inflates to 1 GB", async () => {
    expect(await inspect(hostileDocx("bomb"), "cv.docx")).toEqual(unsafe("unreadable"));
  });
});

describe("active content in PDFs, found by a parser", () => {
  it("passes plain PDFs, pdf-lib's own included", async () => {
    expect(await inspect(makePdf())).toEqual({ ok: true, kind: "pdf" });
    expect(await inspect(await plainPdf(5))).toEqual({ ok: true, kind: "pdf" });
    const about =
      "%PDF-1.4\n1 0 obj << /Type /Catalog /Title (JavaScript guide) /JSONData 1 >> endobj\n%%EOF";
    expect(await inspect(text(about))).toEqual({ ok: true, kind: "pdf" });
  });

  it("finds JavaScript written plainly, hex-escaped or in a compressed object stream", async () => {
    for (const how of ["plain", "escaped", "compressed"] as const)
      expect(await inspect(makeScriptPdf(how))).toEqual(unsafe("javascript"));
  });

  it.each<HiddenScript>([
    "after-another-stream",
    "ascii-hex",
    "chained-filters",
    "padded-dictionary",
    "incremental-update",
  ])("finds the script pdf.js runs when it hides %s (finding 2)", async (how) => {
    const pdf = hiddenScriptPdf(how);
    expect(await scriptsPdfJsFinds(pdf)).toEqual(["app.alert('x')"]);
    // Invisible to a scan of the bytes: the parser finds it.
    expect(plainPdfHazard(pdf)).toBeUndefined();
    expect(await inspect(pdf)).toEqual(unsafe("javascript"));
  });

  it("finds the opening script of a PDF written by pdf-lib with its defaults (finding 2)", async () => {
    const pdf = await pdfLibScriptPdf();
    expect(await scriptsPdfJsFinds(pdf)).toEqual(["app.alert('x')"]);
    expect(await inspect(pdf)).toEqual(unsafe("javascript"));
  });

  it("refuses attached files and launch actions everywhere, web-address openings in reports (finding 7)", async () => {
    expect(await inspect(await activeReportPdf("embedded-exe"))).toEqual(unsafe("active"));
    expect(await inspect(await activeReportPdf("launch"))).toEqual(unsafe("active"));
    expect(await inspect(await activeReportPdf("uri"), undefined, "report")).toEqual(
      unsafe("active"),
    );
    // A visitor's specification may open the maker's website; a report may not.
    expect(await inspect(await activeReportPdf("uri"), undefined, "inbox")).toEqual({
      ok: true,
      kind: "pdf",
    });
  });

  // How fast (40 s before finding 1): npm run bench:parsers.
  it("refuses 10 MB of the review's repeated junk as unreadable (finding 1)", async () => {
    expect(await inspect(objectStreamFlood(10 * 1024 * 1024))).toEqual(unsafe("unreadable"));
  });

  it("refuses an object stream that would inflate past the budget instead of skipping it", async () => {
    const withObjectStream = (inflated: number) => {
      const zeros = deflateSync(new Uint8Array(inflated));
      const head = manyPagesPdf(1);
      return new Uint8Array([
        ...head,
        ...text(
          `9 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${zeros.length} >>\nstream\n`,
        ),
        ...zeros,
        ...text("\nendstream\nendobj\n%%EOF\n"),
      ]);
    };
    expect(await inspect(withObjectStream(1024 * 1024))).toEqual({ ok: true, kind: "pdf" });
    expect(await inspect(withObjectStream(80 * 1024 * 1024))).toEqual(unsafe("unreadable"));
  });
});
