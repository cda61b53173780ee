// @vitest-environment node
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildRequestPdf, type RequestDocument } from "./pdf";
import { quoteOf } from "./quote";

function fileOf(pdf: Uint8Array): string {
  const file = join(mkdtempSync(join(tmpdir(), "quote-pdf-")), "quote.pdf");
  writeFileSync(file, pdf);
  return file;
}

/** The PDF's text as poppler's pdftotext reads it (what a reader can copy and search). */
const textOf = (pdf: Uint8Array): string =>
  execFileSync("pdftotext", ["-layout", fileOf(pdf), "-"], { encoding: "utf8" });

const items = [
  {
    id: 13,
    test: "Cables and cable accessories: Power cables, Impulse voltage withstand",
    method: "IS 7098 (Part 2)",
    accredited: true,
    pricePaise: 1_800_000,
    quantity: 5,
  },
  {
    id: 8,
    test: "Cables and cable accessories: Sheath, Oxygen index",
    method: "IS 10810 (Part 58)",
    accredited: false,
    pricePaise: 650_000,
    quantity: 2,
  },
];

const request = (state: string): RequestDocument => ({
  reference: "REQ-2026-000123",
  createdAt: "2026-11-27T05:30:00Z",
  fields: {
    billing_organisation: "Narmada Cables Pvt Ltd",
    billing_gstin: "24AAACR5055K1ZD",
    billing_address: "Plot 12, GIDC Makarpura, Vadodara 390010",
    billing_state: state,
    company_name: "Narmada Cables",
    email: "anil@narmada.example",
  },
  items,
  quote: quoteOf(items, state),
});

describe("the request's PDF", () => {
  it("prints amounts with ₹ in an embedded font, the quote number, date, validity, SAC and IGST", async () => {
    const pdf = await buildRequestPdf(request("Gujarat"));
    const text = textOf(pdf);
    expect(text).toContain("₹1,03,000.00");
    expect(text).toContain("₹18,540.00");
    expect(text).toContain("₹1,21,540.00");
    expect(text).not.toContain("Rs.");
    expect(text).toMatch(/Quote number:?\s+QT-2026-000123/);
    expect(text).toMatch(/Date:?\s+27\/11\/2026/);
    expect(text).toMatch(/Valid until:?\s+27\/12\/2026/);
    expect(text).toContain("SAC 998346");
    expect(text).toContain("IGST at 18 %");
    expect(text).not.toContain("CGST");
    expect(text).toContain("Place of supply: Gujarat (24)");
    expect(text).toContain("24AAACR5055K1ZD");
    expect(text).toContain("rounded once, half a paisa up");
    const fonts = execFileSync("pdffonts", [fileOf(pdf)], { encoding: "utf8" });
    expect(fonts).toMatch(/NotoSans/);
    expect(fonts).not.toMatch(/Helvetica/);
  });

  it("splits the tax into CGST and SGST for a buyer in Madhya Pradesh", async () => {
    const text = textOf(await buildRequestPdf(request("Madhya Pradesh")));
    expect(text).toMatch(/CGST at 9 %\s+₹9,270.00/);
    expect(text).toMatch(/SGST at 9 %\s+₹9,270.00/);
    expect(text).not.toContain("IGST");
  });
});
