import { describe, expect, it } from "vitest";
import { onBothEngines } from "../../../tests/fixtures/bothEngines";
import { createReport } from "./register";
import { listRegister } from "./registerList";
import type { ReportInput } from "./schema";
import { formatUlr } from "./ulr";

/**
 * The register's search on PostgreSQL (issue 53): ILIKE over the report
 * number and the customer through the trigram index reports_search, and a
 * ULR's start as a range, find the same reports as SQLite's FTS5 trigram
 * index and LIKE, in any case and script, short searches and wildcards too.
 */
const CUSTOMERS = [
  "Narmada Cables Pvt Ltd",
  'Bhopal Vidyut "Kendra" विद्युत निगम',
  "मालवा पावर लिमिटेड",
  "Customer 100%_done",
  "O'Brien & Sons",
  "NARMADA TRANSFORMERS",
  "Indore Switchgear",
  "विद्युत वितरण कंपनी",
];

const record = (running: number, customer: string): ReportInput => ({
  ulr: formatUlr({ kind: "test-report", year: 2026, running, scope: "F" }),
  reportNumber: `MET/TR/2026/${running}`,
  kind: "test-report",
  discipline: "Electrical",
  group: "Cables",
  customer,
  itemDescription: "Cable",
  standard: "IS 7098",
  issueDate: "2026-11-20",
  signatory: "R. K. Verma",
});

const SEARCHES = [
  "narmada",
  "NARMADA",
  "Vidyut",
  '"kendra"',
  "विद्युत",
  "मा",
  "वि",
  "pvt",
  "61",
  "6",
  "n",
  "%",
  "100%_",
  "0%d",
  "o'brien",
  "& s",
  "MET/TR/2026/6",
  "met/tr/2026/65",
  formatUlr({ kind: "test-report", year: 2026, running: 64, scope: "F" }).slice(0, -3),
  `ULR-${formatUlr({ kind: "test-report", year: 2026, running: 63, scope: "F" }).toLowerCase()}`,
  "nothing like this",
];

describe("the register's search on PostgreSQL (issue 53)", () => {
  it("finds the same reports as SQLite, Devanagari, short searches and ULRs included", async () => {
    const { sqlite, postgres } = await onBothEngines(async () => {
      for (const [i, customer] of CUSTOMERS.entries())
        await createReport(record(60 + i, customer), { by: "test", issues: true });
      const answers = [];
      for (const q of SEARCHES) {
        const list = await listRegister({ q, page: 1 });
        answers.push({ q, total: list.total, numbers: list.rows.map((r) => r.reportNumber) });
      }
      return answers;
    });
    expect(postgres).toEqual(sqlite);
    // The fixtures find something: two empty lists prove nothing.
    const numbers = (q: string) => sqlite.find((a) => a.q === q)!.numbers;
    expect(numbers("NARMADA")).toEqual(["MET/TR/2026/65", "MET/TR/2026/60"]);
    expect(numbers("विद्युत")).toEqual(["MET/TR/2026/67", "MET/TR/2026/61"]);
    expect(numbers("मा")).toEqual(["MET/TR/2026/62"]);
    expect(numbers("61")).toEqual(["MET/TR/2026/61"]);
    expect(numbers("%")).toEqual(["MET/TR/2026/63"]);
    expect(numbers("0%d")).toEqual([]);
    expect(sqlite.at(-3)!.total).toBe(8);
    expect(sqlite.at(-2)!.numbers).toEqual(["MET/TR/2026/63"]);
  });
});
