import { describe, expect, it } from "vitest";
import { onBothEngines } from "../../../tests/fixtures/bothEngines";
import { storeSearchFixture } from "../../../tests/fixtures/scopeSearch";
import { scopeDeskList } from "./deskList";
import { scopePageData } from "./publicQuery";
import { nearestScopeRows, searchScope } from "./rows";
import { saveSearchWords, searchWordLines } from "./searchWords";

/**
 * The scope's search on PostgreSQL (issue 53, migration 0049): every search
 * of search.test.ts finds the same rows as on SQLite. The engines rank alike
 * but not the same (bm25, ts_rank), so the rows are compared as sets, and the
 * best-first orders search.test.ts pins are checked on both.
 */
const SEARCHES = [
  "impulse test",
  "IS 2026 impulse",
  "transformer impulse",
  "IS:2026",
  "IS2026",
  "BDV",
  "PD test",
  "IS 2026",
  "IS 2026 (Part 3)",
  "tan delta",
  "IR",
  "HV",
  "is 2026",
  "IS-2026",
  "IS 2026 (Part 3):2018",
  "IS 2026 Part 3",
  "is:2026 (pt 3)",
  "IEC 60076",
  "IEC60076",
  "IEC 60076-3",
  "iec:60076-1",
  "IEEE C57.12.90",
  "ieee c57.12.90:2015",
  "C57.12.90",
  "MET/SOP/12",
  "MET SOP 12",
  "met-sop-12",
  "IS 398",
  "impulse transformers power",
  "oil transformer 6792",
  "winding resist",
  "bushing impulse transformer",
  "breakdown voltage",
  "dissipation factor",
  "CT accuracy",
  "PT accuracy",
  "VT",
  '"impulse"',
  "impulse*",
  '"IS',
  "AND OR NOT",
  "a*b",
  "col:umn",
  "(((",
  "NEAR(a b)",
  "^impulse",
  "-impulse",
  "zzzqqq",
  "KF water",
];

/** Searches with no row having every word, and their nearest rows (at most five, best first). */
const NEAREST = [
  "bushing impulse transformer",
  "impluse",
  "imuplse test",
  "transfromer impulse",
  "dischrage",
  "pwoer",
  "oxl",
  "zzzqqq",
];

const byId = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe("the scope's search on PostgreSQL (issue 53)", () => {
  it("finds the same rows as SQLite for every search, the best first", async () => {
    const { sqlite, postgres } = await onBothEngines(async () => {
      await storeSearchFixture();
      const find = async (q: string, kind?: "testing" | "calibration") => {
        const found = await searchScope({ q, ...(kind ? { kind } : {}) });
        return { q, kind, ids: found.rows.map((r) => r.id), total: found.total };
      };
      const searches = [];
      for (const q of SEARCHES) searches.push(await find(q));
      searches.push(await find("impulse", "calibration"), await find("transformer", "testing"));
      const paged = await searchScope({ q: "transformer" }, { limit: 3, offset: 3 });
      const nearest = [];
      for (const q of NEAREST)
        nearest.push({ q, ids: (await nearestScopeRows({ q })).map((r) => r.id) });
      await saveSearchWords(
        [...(await searchWordLines()), "KF = Karl Fischer"].join("\n"),
        "q@lab.example",
      );
      const saved = await find("KF water");
      return {
        searches,
        paged: { total: paged.total, count: paged.rows.length },
        nearest,
        saved,
      };
    });
    const asSets = (answer: typeof sqlite) =>
      answer.searches.map(({ q, kind, ids, total }) => ({ q, kind, ids: byId(ids), total }));
    expect(asSets(postgres)).toEqual(asSets(sqlite));
    expect(postgres.paged).toEqual(sqlite.paged);
    expect(postgres.saved).toEqual(sqlite.saved);

    // The fixtures find something, and what search.test.ts pins holds on both engines.
    for (const answer of [sqlite, postgres]) {
      const ids = (q: string) => answer.searches.find((s) => s.q === q)!.ids;
      expect(byId(ids("impulse test"))).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      expect(byId(ids("IS 2026"))).toEqual([1, 2, 3, 9, 10, 11, 12, 13, 14]);
      expect(byId(ids("IS 2026 (Part 3)").slice(0, 5))).toEqual([1, 2, 3, 11, 12]);
      expect(ids("PD test").at(-1)).toBe(26);
      expect(ids("IEC 60076-3")[0]).toBe(1);
      expect(ids("iec:60076-1")[0]).toBe(14);
      expect(ids("C57.12.90")).toEqual([25]);
      expect(ids("met-sop-12")).toEqual([24]);
      expect(ids("IS 398")).toEqual([22]);
      expect(ids("bushing impulse transformer")).toEqual([]);
      expect(ids("KF water")).toEqual([]);
      expect(answer.saved.ids).toEqual([24]);
      expect(answer.paged.total).toBeGreaterThan(3);
    }

    // The nearest rows: the same when no more than five are near, else five of the same kind.
    const IMPULSE = [1, 2, 3, 4, 5, 6, 7, 8];
    for (const [i, { q, ids }] of postgres.nearest.entries()) {
      const lite = sqlite.nearest[i]!.ids;
      expect(ids.length, q).toBe(lite.length);
      if (lite.length < 5) expect(byId(ids), q).toEqual(byId(lite));
    }
    const near = (q: string) => postgres.nearest.find((n) => n.q === q)!.ids;
    expect(near("bushing impulse transformer")).toContain(8);
    for (const q of ["impluse", "imuplse test"]) {
      expect(near(q), q).toHaveLength(5);
      expect(
        near(q).every((id) => IMPULSE.includes(id)),
        q,
      ).toBe(true);
    }
    expect(near("dischrage")).toContain(12);
    expect(near("pwoer").length).toBeGreaterThan(0);
    expect(near("oxl")).toEqual([]);
  });

  it("gives /scope and the desk's list the same rows as SQLite", async () => {
    const { sqlite, postgres } = await onBothEngines(async () => {
      await storeSearchFixture();
      const pages = [];
      for (const address of [
        "",
        "q=impulse",
        "q=IS+2026&kind=testing",
        "q=bushing+impulse+transformer",
      ]) {
        const page = await scopePageData(new URLSearchParams(address));
        pages.push({
          address,
          ids: byId(page.rows.map((r) => r.id)),
          total: page.total,
          nearest: page.nearest.length,
          facets: page.facets,
        });
      }
      const desk = (await scopeDeskList(new URLSearchParams(""), 10)).list;
      return {
        pages,
        desk: { ids: desk.rows.map((r) => r.id), total: desk.total, pages: desk.pages },
      };
    });
    expect(postgres).toEqual(sqlite);
    expect(sqlite.pages.find((p) => p.address === "q=impulse")?.total).toBe(8);
    expect(sqlite.desk.total).toBe(26);
  });
});
