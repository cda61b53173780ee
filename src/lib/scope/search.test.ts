// @vitest-environment node
import { DatabaseSync } from "node:sqlite";
import { beforeEach, describe, expect, it } from "vitest";
import { withStore } from "@/lib/db/store";
import { migrate } from "@/lib/db/migrate";
import { storeSearchFixture } from "../../../tests/fixtures/scopeSearch";
import { nearestScopeRows, searchScope } from "./rows";
import { saveSearchWords, searchWordLines } from "./searchWords";

/**
 * Issue 51 item 1: the search as buyers type, against a NABL-style fixture
 * (tests/fixtures/scopeSearch.ts, row N is id N). Every word must match, in
 * any order, across product, parameter, method, group and range; standards
 * are one thing however they are written; abbreviations come from the lab's
 * list of search words; method and parameter matches come first.
 */
let db: DatabaseSync;
beforeEach(async () => {
  db = new DatabaseSync(":memory:");
  migrate(db, ":memory:");
  await withStore(db, storeSearchFixture);
});

const ids = async (q: string) =>
  (await withStore(db, () => searchScope({ q }))).rows.map((r) => r.id);
const sorted = async (q: string) => (await ids(q)).sort((a, b) => a - b);

const IMPULSE = [1, 2, 3, 4, 5, 6, 7, 8];
const IS_2026 = [1, 2, 3, 9, 10, 11, 12, 13, 14];

describe("the twelve searches of issue 51", () => {
  // Each query, and the rows it must find (in any order unless the test says so).
  const twelve: [query: string, rows: number[]][] = [
    ["impulse test", IMPULSE],
    ["IS 2026 impulse", [1, 2, 3]],
    ["transformer impulse", [1, 2, 3]],
    ["IS:2026", IS_2026],
    ["IS2026", IS_2026],
    ["BDV", [15]],
    ["PD test", [12, 17, 26]],
    ["IS 2026", IS_2026],
    ["IS 2026 (Part 3)", IS_2026],
    ["tan delta", [14, 16]],
    ["IR", [13, 19]],
    ["HV", [11, 18]],
  ];
  it("are twelve", async () => expect(twelve).toHaveLength(12));
  for (const [query, rows] of twelve)
    it(`"${query}" finds rows ${rows.join(", ")}`, async () => {
      const found = await withStore(db, () => searchScope({ q: query }));
      expect(found.tooShort).toBe(false);
      expect(await sorted(query)).toEqual(rows);
      expect(found.total).toBe(rows.length);
    });

  it('"IS 2026 (Part 3)" puts Part 3\'s rows first', async () => {
    expect((await ids("IS 2026 (Part 3)")).slice(0, 5).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 11, 12,
    ]);
  });

  it('"PD test" ranks the rows whose parameter says it above a product that does', async () => {
    expect((await ids("PD test")).at(-1)).toBe(26);
  });
});

describe("standards written every way", () => {
  it("IS, IEC, IEEE and the lab's own methods, glued, with colons, parts and years", async () => {
    for (const q of [
      "is 2026",
      "IS-2026",
      "IS 2026 (Part 3):2018",
      "IS 2026 Part 3",
      "is:2026 (pt 3)",
    ])
      expect(await sorted(q), q).toEqual(IS_2026);
    for (const q of ["IEC 60076", "IEC60076", "IEC 60076-3", "iec:60076-1"])
      expect(await sorted(q), q).toEqual([1, 14]);
    expect((await ids("IEC 60076-3"))[0]).toBe(1);
    expect((await ids("IEC 60076-1"))[0]).toBe(14);
    for (const q of ["IEEE C57.12.90", "ieee c57.12.90:2015", "C57.12.90"])
      expect(await ids(q), q).toEqual([25]);
    for (const q of ["MET/SOP/12", "MET SOP 12", "met-sop-12"])
      expect(await ids(q), q).toEqual([24]);
    // A standard's number is a number: IS 2026 is not IS 20260, and IS 398 not IS 3980.
    expect(await sorted("IS 398")).toEqual([22]);
  });
});

describe("words in any order, each one needed", () => {
  it("finds words across product, parameter, method and group, in any order", async () => {
    expect(await sorted("impulse transformers power")).toEqual([1, 2]);
    expect(await sorted("oil transformer 6792")).toEqual([15]);
    expect(await sorted("winding resist")).toEqual([9]);
    expect(await ids("bushing impulse transformer")).toEqual([]);
  });

  it("reads synonyms both ways: the spelt-out words find the abbreviation's rows too", async () => {
    expect(await sorted("breakdown voltage")).toEqual([15]);
    expect(await sorted("dissipation factor")).toEqual([14, 16]);
    expect(await sorted("CT accuracy")).toEqual([20]);
    expect(await sorted("PT accuracy")).toEqual([21]);
    expect(await sorted("VT")).toEqual([21]);
  });

  it("uses the search words the lab keeps, changed on the desk", async () => {
    expect(await ids("KF water")).toEqual([]);
    await withStore(db, async () =>
      saveSearchWords(
        [...(await searchWordLines()), "KF = Karl Fischer"].join("\n"),
        "q@lab.example",
      ),
    );
    expect(await ids("KF water")).toEqual([24]);
  });

  it("treats quotes and FTS5 syntax as text", async () => {
    for (const q of [
      '"IS',
      "AND OR NOT",
      "a*b",
      "col:umn",
      "(((",
      "NEAR(a b)",
      "IS*",
      "^impulse",
      "-impulse",
    ])
      await expect(
        withStore(db, () => searchScope({ q })),
        q,
      ).resolves.toBeTruthy();
    expect(await sorted('"impulse"')).toEqual(IMPULSE);
    expect(await sorted("impulse*")).toEqual(IMPULSE);
  });
});

describe("no row has every word: the nearest rows", () => {
  it("suggests the rows that have most of the words", async () => {
    const near = (
      await withStore(db, () => nearestScopeRows({ q: "bushing impulse transformer" }))
    ).map((r) => r.id);
    expect(near.length).toBeGreaterThan(0);
    expect(near.length).toBeLessThanOrEqual(5);
    expect(near).toContain(8);
  });

  it("suggests the rows of the word nearest in spelling to one spelt wrong", async () => {
    for (const q of ["impluse", "imuplse test", "transfromer impulse"]) {
      const near = (await withStore(db, () => nearestScopeRows({ q }))).map((r) => r.id);
      expect(near, q).toHaveLength(5);
      expect(
        near.every((id) => IMPULSE.includes(id) || q.includes("transfromer")),
        q,
      ).toBe(true);
    }
    // Two slips in a long word are still near; in a short one they are not.
    expect(
      (await withStore(db, () => nearestScopeRows({ q: "dischrage" }))).map((r) => r.id),
    ).toContain(12);
    expect((await withStore(db, () => nearestScopeRows({ q: "pwoer" }))).length).toBeGreaterThan(0);
    expect(await withStore(db, () => nearestScopeRows({ q: "oxl" }))).toEqual([]);
  });

  it("has nothing to suggest for a search found whole", async () => {
    expect((await withStore(db, () => searchScope({ q: "zzzqqq" }))).rows).toEqual([]);
    expect(await withStore(db, () => nearestScopeRows({ q: "zzzqqq" }))).toEqual([]);
  });
});
