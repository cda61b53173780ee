// @vitest-environment node
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { zipSync } from "fflate";
import { afterAll, describe, expect, it } from "vitest";
import { diskFileStore } from "@/lib/platform/storage";
import { openDatabase } from "@/lib/db/connection";
import { lims } from "@/content/reports";
import { makePdf } from "../../../tests/fixtures/documents";
import {
  buildZip,
  lyingZip,
  pdfOf,
  streamObject,
  zerosDeflated,
} from "../../../scripts/bench/hostileFiles";
import { centralDirectory, readZip } from "@/lib/intake/zip";
import { closeUntrustedPool } from "@/lib/workers/pool";
import {
  importZipBudget,
  planImport as planImportIn,
  runImport as runImportIn,
} from "./importReports";
import { plainIssue, refusedHeading } from "./importMessages";
import { importTemplate as importTemplateIn, templateColumns } from "./importTemplate";
import { customerEmailsOf as customerEmailsOfIn } from "./customerEmails";
import {
  pdfPath,
  pdfVersions as pdfVersionsIn,
  reportByReference as reportByReferenceIn,
} from "./register";
import { REPORT_FIELDS } from "./reportFields";
import { onDb } from "../../../tests/fixtures/onDb";

const planImport = onDb(planImportIn);
const runImport = onDb(runImportIn);
const importTemplate = onDb(importTemplateIn);
const customerEmailsOf = onDb(customerEmailsOfIn);
const pdfVersions = onDb(pdfVersionsIn);
const reportByReference = onDb(reportByReferenceIn);

const dir = mkdtempSync(join(tmpdir(), "import-"));
const db = openDatabase(join(dir, "leads.sqlite"));
const filesDir = join(dir, "reports");
const files = diskFileStore(filesDir);
afterAll(async () => {
  await closeUntrustedPool();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const HEADER =
  "ulr,reportNumber,kind,discipline,group,customer,itemDescription,make,model,serialNumber,standard,issueDate,dueDate,signatory,pdf";
const row = (running: number, pdf = "", extra: Partial<Record<string, string>> = {}) => {
  const ulr = extra.ulr ?? `TC1148226${String(running).padStart(8, "0")}F`;
  return [
    ulr,
    `MET/TR/${running}`,
    extra.kind ?? "test-report",
    "Electrical",
    "Cables",
    '"Narmada Cables Pvt Ltd, Pithampur"',
    "XLPE cable",
    "Narmada",
    "",
    "",
    "IS 7098",
    extra.issueDate ?? "2026-11-20",
    "",
    "R. K. Verma",
    pdf,
  ].join(",");
};
const csv = (...rows: string[]) => ({
  name: "reports.csv",
  bytes: new TextEncoder().encode(`\uFEFF${[HEADER, ...rows].join("\r\n")}\r\n`),
});
const zip = (entries: Record<string, Uint8Array>) => ({
  name: "pdfs.zip",
  bytes: zipSync(entries),
});

describe("the bulk import of reports", () => {
  it("refuses the whole file, row by row, when any row is wrong, and imports nothing", async () => {
    const plan = await planImport(db, {
      csv: csv(
        row(1, "one.pdf"),
        row(2, "missing.pdf"),
        row(3, "", { issueDate: "2026-02-30" }),
        row(1),
        row(4, "fake.pdf"),
      ),
      zip: zip({ "one.pdf": makePdf("one"), "fake.pdf": new TextEncoder().encode("not a pdf") }),
    });
    expect(plan.ok).toBe(false);
    if (plan.ok) return;
    expect(plan.refused.map((r) => [r.row, r.reasons.join(" | ")])).toEqual([
      [3, "Row 3, pdf: missing.pdf is not in the zip or folder."],
      [
        4,
        "Row 4, issueDate: there is no such day; write a date as YYYY-MM-DD, for example 2026-11-20.",
      ],
      [5, "Row 5, ulr: the same ULR is also in row 2."],
      [6, "Row 6, pdf: fake.pdf is refused: This file is not a PDF."],
    ]);
    expect(db.prepare("SELECT COUNT(*) AS n FROM reports").get()!.n).toBe(0);
  });

  it("imports every row with its PDF (from a zip or a folder) in one go", async () => {
    const first = makePdf("first report");
    const plan = await planImport(db, {
      csv: csv(row(10, "pdfs/first.pdf"), row(11), row(12, "third.pdf")),
      zip: undefined,
      files: [
        { name: "pdfs/first.pdf", bytes: first },
        { name: "third.pdf", bytes: makePdf("third") },
      ],
    });
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(await runImport(db, files, plan.rows, "asha@lab.example")).toEqual({
      count: 3,
      pdfs: 2,
      reports: [
        {
          reference: "TC114822600000010F",
          name: "ULR-TC114822600000010F",
          reportNumber: "MET/TR/10",
        },
        {
          reference: "TC114822600000011F",
          name: "ULR-TC114822600000011F",
          reportNumber: "MET/TR/11",
        },
        {
          reference: "TC114822600000012F",
          name: "ULR-TC114822600000012F",
          reportNumber: "MET/TR/12",
        },
      ],
    });
    const report = (await reportByReference(db, "TC114822600000010F"))!;
    expect(report.customer).toBe("Narmada Cables Pvt Ltd, Pithampur");
    const [version] = await pdfVersions(db, report.id);
    expect(version?.version).toBe(1);
    expect(readFileSync(pdfPath(filesDir, version!.sha256))).toEqual(Buffer.from(first));
    expect(await pdfVersions(db, (await reportByReference(db, "TC114822600000011F"))!.id)).toEqual(
      [],
    );

    const again = await planImport(db, { csv: csv(row(10)), zip: undefined });
    expect(again.ok || again.refused[0]!.reasons).toEqual([
      "Row 2, ulr: this ULR is in the register already.",
    ]);
  });

  const refusedWith = async (upload: Parameters<typeof planImport>[1]) => {
    const plan = await planImport(db, upload);
    return plan.ok ? [] : plan.refused.flatMap((r) => r.reasons);
  };

  it("names what is wrong with the file itself", async () => {
    expect(
      await refusedWith({
        csv: { name: "x.csv", bytes: new TextEncoder().encode("ulr,kind\nx,y\n") },
      }),
    ).toEqual([expect.stringContaining("missing: reportNumber, discipline")]);
    expect(await refusedWith({ csv: csv() })).toEqual(["The CSV file holds no rows."]);
    expect(
      await refusedWith({ csv: csv(row(20)), zip: { name: "z.zip", bytes: makePdf() } }),
    ).toEqual(["The zip file could not be read."]);
  });

  it("stops a zip entry that declares 100 bytes and inflates to 1 GB at its 101st byte", async () => {
    const bomb = lyingZip("report.pdf", 100, 1024 ** 3);
    expect(bomb.length).toBeLessThan(1.1 * 1024 * 1024);
    // Inflating the whole gigabyte took 15 s; counting stops after the first pushes
    // (npm run bench:parsers times it).
    expect(
      await refusedWith({ csv: csv(row(21, "report.pdf")), zip: { name: "b.zip", bytes: bomb } }),
    ).toEqual([lims.import.errors.zipExpands("report.pdf")]);
  });

  it("refuses an honest entry over 1 MB that unpacks to more than 100 times its packed size, beside ordinary scans", async () => {
    const MiB = 1024 * 1024;
    const onePage = (contents: string) => [
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] ${contents} >>`,
    ];
    /** A scanned report: a page and its picture (1 MiB of pixels that do not compress). */
    const scan = (seed: string) => {
      const pixels = new Uint8Array(MiB);
      for (let at = 0; at < MiB; at += 32)
        pixels.set(createHash("sha256").update(`${seed} ${at}`).digest(), at);
      return pdfOf([
        ...onePage("/Resources << /XObject << /Im1 4 0 R >> >> /Contents 5 0 R"),
        streamObject(
          "/Type /XObject /Subtype /Image /Width 1024 /Height 341 /ColorSpace /DeviceRGB /BitsPerComponent 8",
          pixels.subarray(0, 1024 * 341 * 3),
        ),
        streamObject("", new TextEncoder().encode("q 595 0 0 842 0 0 cm /Im1 Do Q")),
      ]);
    };
    /** A blank ruled page: one line drawn 2 MiB over, which deflate packs about 400 to 1. */
    const ruled = pdfOf([
      ...onePage("/Contents 4 0 R"),
      streamObject("", new TextEncoder().encode("0.8 g 72 700 m 523 700 l S\n".repeat(80_000))),
    ]);
    const bytes = zipSync({
      "scan-1.pdf": scan("first"),
      "ruled-pages.pdf": ruled,
      "scan-2.pdf": scan("second"),
    });

    // Within every other limit of the import's budget: the sizes are true, the entries few and
    // each far below a report's limit, the whole within the total; only the ratio is over.
    const budget = importZipBudget(bytes.length);
    const directory = centralDirectory(bytes, budget.maxEntries);
    if (!directory.ok) throw new Error(directory.problem);
    const entry = directory.entries.find((e) => e.name === "ruled-pages.pdf")!;
    expect(entry.size).toBe(ruled.length);
    expect(entry.size).toBeGreaterThan(2 * MiB);
    expect(entry.size / entry.compressed).toBeGreaterThan(300);
    expect(entry.size / entry.compressed).toBeLessThan(1000);
    expect(directory.entries.length).toBe(3);
    expect(Math.max(...directory.entries.map((e) => e.size))).toBeLessThan(5 * MiB);
    expect(directory.entries.reduce((n, e) => n + e.size, 0)).toBeLessThan(budget.totalBytes);
    expect(readZip(bytes, { ...budget, maxRatio: 1000 }).ok).toBe(true);

    expect(
      await refusedWith({
        csv: csv(row(50, "scan-1.pdf"), row(51, "ruled-pages.pdf"), row(52, "scan-2.pdf")),
        zip: { name: "scans.zip", bytes },
      }),
    ).toEqual([lims.import.errors.zipExpands("ruled-pages.pdf")]);
    expect(readZip(bytes, budget)).toEqual({
      ok: false,
      problem: "ratio",
      name: "ruled-pages.pdf",
    });
  });

  it("refuses a zip that holds one name twice instead of letting the second win", async () => {
    const twice = buildZip([
      { name: "x.pdf", data: makePdf("first") },
      { name: "x.pdf", data: makePdf("second") },
    ]);
    expect(
      await refusedWith({ csv: csv(row(22, "x.pdf")), zip: { name: "t.zip", bytes: twice } }),
    ).toEqual([lims.import.errors.zipDuplicate("x.pdf")]);
  });

  it("refuses an entry whose declared size passes a report's limit before inflating it", async () => {
    const huge = buildZip([
      {
        name: "big.pdf",
        data: new Uint8Array(0),
        raw: zerosDeflated(1024 * 1024),
        declare: 30 * 1024 * 1024,
      },
    ]);
    expect(
      await refusedWith({ csv: csv(row(23, "big.pdf")), zip: { name: "h.zip", bytes: huge } }),
    ).toEqual([lims.import.errors.zipEntry("big.pdf")]);
  });
});

describe("the import's refusals in plain words", () => {
  it("counts one bad row as one row, with each of its problems in words by row and column", async () => {
    const plan = await planImport(db, {
      csv: csv(row(30), row(31, "", { kind: "Test Report", issueDate: "20/11/2026" }), row(32)),
    });
    expect(plan.ok).toBe(false);
    if (plan.ok) return;
    expect(plan.refused).toHaveLength(1);
    expect(refusedHeading(plan.refused)).toBe("Nothing was imported: 1 row to fix first.");
    expect(plan.refused[0]!.reasons).toEqual([
      "Row 3, kind: write test-report or calibration-certificate.",
      "Row 3, issueDate: write a date as YYYY-MM-DD, for example 2026-11-20.",
    ]);
    expect(plan.refused[0]!.reasons.join(" ")).not.toMatch(/Invalid|expected|received/);
  });

  it("says an empty required cell is empty, a long one too long, and counts rows not problems", async () => {
    const empty = row(33).replace('"Narmada Cables Pvt Ltd, Pithampur"', "");
    const long = row(34).replace("XLPE cable", "x".repeat(301));
    const plan = await planImport(db, { csv: csv(empty, long, row(35, "", { ulr: "TC11482" })) });
    expect(plan.ok).toBe(false);
    if (plan.ok) return;
    expect(refusedHeading(plan.refused)).toBe("Nothing was imported: 3 rows to fix first.");
    expect(plan.refused.flatMap((r) => r.reasons)).toEqual([
      "Row 2, customer: this is empty; write the customer's name as on the report.",
      "Row 3, itemDescription: write at most 300 characters (this has 301).",
      'Row 4, ulr: a ULR has 18 characters after "ULR-".',
    ]);
  });

  it("the heading of a refused file (no rows read) says to fix the file", () => {
    expect(refusedHeading([{ row: null }])).toBe("Nothing was imported: fix the file first.");
  });

  it("has a plain fallback for a field it has no words for (a field added to the schema later)", () => {
    const input = { witnessed: "maybe", remark: "", note: "x" };
    expect(
      plainIssue(
        { code: "invalid_value", values: ["yes", "no"], path: ["witnessed"], message: "Invalid" },
        input,
        7,
      ),
    ).toBe("Row 7, witnessed: write yes or no.");
    expect(
      plainIssue(
        { code: "too_small", minimum: 1, origin: "string", path: ["remark"], message: "Required" },
        input,
        7,
      ),
    ).toBe("Row 7, remark: this is empty; fill it in.");
    expect(
      plainIssue(
        { code: "custom", path: ["ulr"], message: "The ULR is required for an accredited report." },
        { ulr: "TC1" },
        8,
      ),
    ).toBe("Row 8, ulr: the ULR is required for an accredited report.");
    expect(
      plainIssue(
        {
          code: "invalid_type",
          expected: "number",
          path: ["note"],
          message: "Invalid input: expected number, received string",
        },
        input,
        9,
      ),
    ).toBe("Row 9, note: this value is not accepted; see the columns' notes on the import page.");
  });
});

describe("the import's template", () => {
  it("has the register's fields and pdf as its header, and its example row imports cleanly", async () => {
    const text = await importTemplate(db, "2026-11-25");
    const [header, example, ...rest] = text
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(header).toBe([...REPORT_FIELDS, "pdf"].join(","));
    expect(rest).toEqual([]);
    expect(example).toContain("2026-11-25");
    const plan = await planImport(db, {
      csv: { name: "template.csv", bytes: new TextEncoder().encode(text) },
    });
    expect(plan.ok).toBe(true);
  });

  it("describes every column: required or optional, and what to write", () => {
    const columns = templateColumns();
    expect(columns.map((c) => c.name)).toEqual([...REPORT_FIELDS, "pdf"]);
    expect(columns.find((c) => c.name === "kind")).toEqual({
      name: "kind",
      required: true,
      what: "test-report or calibration-certificate",
    });
    expect(columns.find((c) => c.name === "make")?.required).toBe(false);
    expect(columns.every((c) => c.what.length > 0)).toBe(true);
  });
});

describe("the import's customerEmail column", () => {
  it("takes the customer's addresses from a customerEmail column, and refuses one that is not", async () => {
    const withEmails = (cells: string[]) => ({
      name: "reports.csv",
      bytes: new TextEncoder().encode(`\uFEFF${HEADER},customerEmail\r\n${cells.join("\r\n")}\r\n`),
    });
    const refused = await planImport(db, {
      csv: withEmails([`${row(40)},not-an-address`]),
      zip: undefined,
    });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.refused[0]!.reasons.join()).toContain("customerEmail");
    const plan = await planImport(db, {
      csv: withEmails([`${row(41)},"QA@Utility.example, stores@utility.example"`]),
      zip: undefined,
    });
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    await runImport(db, files, plan.rows, "asha@lab.example");
    expect(
      await customerEmailsOf(db, (await reportByReference(db, "TC114822600000041F"))!.id),
    ).toEqual(["qa@utility.example", "stores@utility.example"]);
  });
});
