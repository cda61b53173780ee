import { describe, expect, it } from "vitest";
import { onBothEngines } from "../../../tests/fixtures/bothEngines";
import type { LeadFilter } from "./listFilter";
import { exportLeads, listLeads } from "./desk";
import { insertLead } from "./store";

/** Leads as the forms store them: English and Hindi names, short words, several forms and days. */
const LEADS = [
  {
    form: "consultation",
    day: "2026-03-02",
    fields: { user_name: "अनिल कुमार", message: "11 kV meters for Dewas" },
  },
  {
    form: "consultation",
    day: "2026-03-05",
    fields: { user_name: "Asha Verma", message: "Energy meters, 40 pieces" },
  },
  {
    form: "testing",
    day: "2026-03-09",
    fields: { user_name: "सुनीता शर्मा", company: "मालवा पावर", message: "ट्रांसफॉर्मर टेस्ट" },
  },
  {
    form: "testing",
    day: "2026-04-01",
    fields: { user_name: "Ravi Joshi", message: "CT and PT calibration, 33 kV" },
  },
  {
    form: "calibration",
    day: "2026-04-11",
    fields: { user_name: "Meera Kumar", items: ["clamp meter", "insulation tester"] },
  },
  {
    form: "calibration",
    day: "2026-04-20",
    fields: { user_name: "O'Brien & Sons", message: "100% of our kv meters; under_score" },
  },
];

const FILTERS: LeadFilter[] = [
  {},
  { q: "कुमार" },
  { q: "kumar" },
  { q: "kV" },
  { q: "meters" },
  { q: "meters", form: "consultation" },
  { q: "ट्रांसफॉर्मर" },
  { q: "100%" },
  { q: "under_score" },
  { q: "clamp" },
  { form: "testing" },
  { from: "2026-03-05", to: "2026-04-01" },
  { q: "nothing-like-this" },
  // Issue 53's speed-up: the search body kept in lower case, the filters joined on the plain id.
  { q: "METERS" },
  { q: "KV Dewas" },
  { q: "meters", status: "new", from: "2026-03-01", to: "2026-03-31" },
  { q: "Kumar", form: "calibration" },
  { q: "meters", status: "won" },
  { q: "मालवा", status: "new", form: "testing" },
  { q: "meters", status: "quoted", form: "consultation" },
  { q: "kV", status: "quoted", from: "2026-03-01" },
];

describe("the leads' desk list on PostgreSQL (issue 53)", () => {
  it("finds the same leads for every search and filter as SQLite, Devanagari included", async () => {
    const { sqlite, postgres } = await onBothEngines(async () => {
      for (const lead of LEADS)
        await insertLead({
          template: "contact",
          form: lead.form,
          fields: lead.fields,
          client: "203.0.113.5",
          notify: "off",
          createdAt: new Date(`${lead.day}T06:00:00Z`),
        });
      const answers = [];
      for (const filter of FILTERS) {
        const list = await listLeads(filter);
        const names = list.rows.map((r) => String(r.fields.user_name));
        // A search may rank differently (bm25 on SQLite); the same leads either way.
        answers.push({ filter, total: list.total, names: filter.q ? names.sort() : names });
      }
      const exported = (await exportLeads({ q: "meters" })).map((l) => l.reference);
      return { answers, exported };
    });
    expect(postgres).toEqual(sqlite);
    // The fixtures find something: a comparison of two empty lists proves nothing.
    expect(sqlite.answers.find((a) => a.filter.q === "कुमार")?.names).toEqual(["अनिल कुमार"]);
    expect(sqlite.answers.find((a) => a.filter.q === "kV")?.total).toBe(3);
  });
});
