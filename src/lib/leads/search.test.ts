// @vitest-environment node
import { describe, expect, it } from "vitest";
import { withStore } from "@/lib/db/store";
import { insertLead } from "./store";
import { onFreshStore } from "../../../tests/fixtures/freshStore";
import { countSelectedLeads, leadQuery, selectedLeadIds } from "./store";

const lead = async (
  db: Parameters<typeof withStore>[0],
  form: string,
  message: string,
  createdAt: string,
) =>
  (
    await withStore(db, () =>
      insertLead({
        template: "contact",
        form,
        fields: { user_name: "Meera Nair", message },
        client: "203.0.113.5",
        userAgent: "test",
        createdAt: new Date(createdAt),
      }),
    )
  ).id;

describe("the leads' search on the async store", () => {
  it(
    "counts and pages the leads a filter selects, as the text the leads' desk runs does",
    onFreshStore(async (db) => {
      const oil = await lead(db, "consultation", "transformer oil test", "2026-11-02T06:00:00Z");
      const cable = await lead(
        db,
        "enquiry",
        "cable fault on an 11 kV line",
        "2026-11-03T06:00:00Z",
      );
      const oilToo = await lead(db, "enquiry", "oil of two transformers", "2026-11-04T06:00:00Z");
      await lead(db, "consultation", "a visit, please", "2026-11-05T06:00:00Z");
      const page = { limit: 10, offset: 0, ranked: false };

      expect(await countSelectedLeads({})).toBe(4);
      expect(await countSelectedLeads({ q: "oil" })).toBe(2);
      expect(await selectedLeadIds({ q: "oil" }, page)).toEqual([oilToo, oil]);
      // A word shorter than the index's trigrams is matched with LIKE.
      expect(await selectedLeadIds({ q: "kV" }, page)).toEqual([cable]);
      expect(await selectedLeadIds({ q: "oil", form: "enquiry" }, page)).toEqual([oilToo]);
      expect(
        await selectedLeadIds({ from: "2026-11-03", to: "2026-11-04", status: "new" }, page),
      ).toEqual([oilToo, cable]);
      expect(await selectedLeadIds({}, { limit: 2, offset: 1, ranked: false })).toHaveLength(2);
      // The search language's own characters are only text.
      expect(await countSelectedLeads({ q: 'oil" OR "cable' })).toBe(0);

      // The same selection as the text view the leads' desk still runs on its connection.
      for (const filter of [{ q: "oil" }, { q: "kV" }, { q: "oil", form: "enquiry" }, {}]) {
        const query = leadQuery(filter);
        const rows = db
          .prepare(
            `SELECT ${query.id} AS id FROM ${query.from} ${query.where} ORDER BY ${query.id} DESC`,
          )
          .all(...query.params)
          .map((r) => Number(r.id));
        expect(await selectedLeadIds(filter, page)).toEqual(rows);
      }
    }),
  );
});
