// @vitest-environment node
import { DatabaseSync } from "node:sqlite";
import { beforeEach, describe, expect, it } from "vitest";
import { withStore } from "@/lib/db/store";
import { scopeSeed } from "@/content/scope";
import { serviceIds } from "@/content/services/ids";
import { migrate } from "@/lib/db/migrate";
import {
  allScopeRows,
  scopeFacets,
  scopeRowsByIds,
  scopeRowsOfService,
  searchScope,
  serviceHasAccreditedRow,
} from "./rows";

let db: DatabaseSync;
beforeEach(() => {
  db = new DatabaseSync(":memory:");
  migrate(db, ":memory:");
});

describe("the seed (content/scope.ts, migration 0030)", () => {
  it("is a realistic scope: 60 to 120 rows, every service has some, a few not accredited, some priced", async () => {
    expect(scopeSeed.length).toBeGreaterThanOrEqual(60);
    expect(scopeSeed.length).toBeLessThanOrEqual(120);
    for (const id of serviceIds)
      expect((await withStore(db, () => scopeRowsOfService(id))).length, id).toBeGreaterThan(0);
    const rows = await withStore(db, () => allScopeRows());
    expect(rows).toHaveLength(scopeSeed.length);
    const outside = rows.filter((r) => !r.accredited).length;
    expect(outside).toBeGreaterThanOrEqual(5);
    expect(outside).toBeLessThan(rows.length / 4);
    expect(rows.some((r) => r.pricePaise === null)).toBe(true);
    expect(rows.some((r) => r.pricePaise !== null)).toBe(true);
    expect(rows.filter((r) => r.kind === "calibration").every((r) => r.cmc !== "")).toBe(true);
    expect(rows.filter((r) => r.kind === "testing").every((r) => r.cmc === "")).toBe(true);
  });

  it("numbers the rows 1, 2, 3 … in the seed's order, prices in paise, and keeps each as its first version", async () => {
    const [first] = await withStore(db, () => scopeRowsByIds([1]));
    expect(first).toMatchObject({
      id: 1,
      kind: "testing",
      product: scopeSeed[0]!.product,
      parameter: scopeSeed[0]!.parameter,
      pricePaise: scopeSeed[0]!.priceRupees! * 100,
      services: ["cables"],
    });
    expect(
      db.prepare("SELECT COUNT(*) AS n FROM scope_row_versions WHERE change = 'seed'").get(),
    ).toEqual({ n: scopeSeed.length });
  });
});

describe("scopeRowsByIds", () => {
  it("gives the rows in the order asked, each once, leaving out unknown and removed ones", async () => {
    db.prepare("UPDATE scope_rows SET removed_at = '2026-11-27T00:00:00Z' WHERE id = 3").run();
    expect(
      (await withStore(db, () => scopeRowsByIds([5, 2, 5, 3, 99_999, 0, -1, 1.5]))).map(
        (r) => r.id,
      ),
    ).toEqual([5, 2]);
    expect(await withStore(db, () => scopeRowsByIds([]))).toEqual([]);
  });

  it("reads many ids at once", async () => {
    const ids = Array.from({ length: 1200 }, (_, i) => i + 1);
    expect(await withStore(db, () => scopeRowsByIds(ids))).toHaveLength(scopeSeed.length);
  });
});

describe("scopeRowsOfService", () => {
  it("lists a service's rows with the accredited ones first", async () => {
    const rows = await withStore(db, () => scopeRowsOfService("transformers"));
    const firstOutside = rows.findIndex((r) => !r.accredited);
    expect(firstOutside).toBeGreaterThan(0);
    expect(rows.slice(firstOutside).every((r) => !r.accredited)).toBe(true);
    expect(rows.every((r) => r.services.includes("transformers"))).toBe(true);
    expect(await withStore(db, () => scopeRowsOfService("no-such-service"))).toEqual([]);
  });

  it("knows whether a service has an accredited row", async () => {
    expect(await withStore(db, () => serviceHasAccreditedRow("cables"))).toBe(true);
    db.prepare(
      "UPDATE scope_rows SET accredited = 0 WHERE id IN (SELECT row_id FROM scope_row_services WHERE service_id = 'cables')",
    ).run();
    expect(await withStore(db, () => serviceHasAccreditedRow("cables"))).toBe(false);
  });
});

describe("searchScope", () => {
  it("finds any part of a standard, product or parameter from three characters, any case", async () => {
    const is2026 = await withStore(db, () => searchScope({ q: "is 2026" }));
    expect(is2026.tooShort).toBe(false);
    expect(is2026.rows.length).toBeGreaterThan(3);
    expect(is2026.rows.every((r) => /IS 2026/.test(r.method))).toBe(true);
    expect(
      (await withStore(db, () => searchScope({ q: "ACSR" }))).rows.every((r) =>
        r.product.includes("ACSR"),
      ),
    ).toBe(true);
    expect((await withStore(db, () => searchScope({ q: "tan δ" }))).rows.length).toBeGreaterThan(0);
    expect(
      (await withStore(db, () => searchScope({ q: "winding resist" }))).rows.map(
        (r) => r.parameter,
      ),
    ).toEqual(["Measurement of winding resistance"]);
  });

  it("says a search of one character is too short, and finds nothing; two are searched (PD, IR)", async () => {
    expect(await withStore(db, () => searchScope({ q: "I" }))).toEqual({
      rows: [],
      total: 0,
      tooShort: true,
    });
    expect((await withStore(db, () => searchScope({ q: "PD" }))).rows.length).toBeGreaterThan(0);
    expect((await withStore(db, () => searchScope({ q: "  " }))).rows).toHaveLength(
      scopeSeed.length,
    );
  });

  it("gives the first rows only when asked, with how many match", async () => {
    const { rows, total } = await withStore(db, () =>
      searchScope({ q: "withstand" }, { limit: 3 }),
    );
    expect(rows.map((r) => r.id)).toEqual(
      (await withStore(db, () => searchScope({ q: "withstand" }))).rows
        .slice(0, 3)
        .map((r) => r.id),
    );
    expect(total).toBe((await withStore(db, () => searchScope({ q: "withstand" }))).rows.length);
    expect(total).toBeGreaterThan(3);
    expect((await withStore(db, () => searchScope({ q: "ACSR" }, { limit: 300 }))).total).toBe(6);
  });

  it("treats quotes and FTS5 syntax as text: only the words in it are searched", async () => {
    const queries = ['"IS', "AND OR NOT", "a*b", "col:umn", "(((", "NEAR(a b)", "IS*"];
    for (const q of queries)
      await expect(
        withStore(db, () => searchScope({ q })),
        q,
      ).resolves.toBeTruthy();
    expect(await withStore(db, () => searchScope({ q: "(((" }))).toEqual({
      rows: [],
      total: 0,
      tooShort: false,
    });
    db.prepare(
      `UPDATE scope_rows SET parameter = 'Odd marks "quux AND OR NOT zork*b col:umn ((( NEAR(a b)' WHERE id = 4`,
    ).run();
    for (const q of ['"quux', "quux AND", "zork*b", "NEAR(quux"])
      expect(
        (await withStore(db, () => searchScope({ q }))).rows.map((r) => r.id),
        q,
      ).toEqual([4]);
  });

  it("filters by kind, discipline and group, and lists rows grouped", async () => {
    const calibration = (await withStore(db, () => searchScope({ kind: "calibration" }))).rows;
    expect(calibration.length).toBeGreaterThan(0);
    expect(calibration.every((r) => r.kind === "calibration")).toBe(true);
    expect(
      (await withStore(db, () => searchScope({ discipline: "Chemical" }))).rows.every(
        (r) => r.discipline === "Chemical",
      ),
    ).toBe(true);
    const insulators = (
      await withStore(db, () => searchScope({ q: "withstand", group: "Insulators" }))
    ).rows;
    expect(insulators.length).toBeGreaterThan(2);
    expect(insulators.every((r) => r.group === "Insulators")).toBe(true);
    // Each group's rows stand together.
    const groups = (await withStore(db, () => allScopeRows())).map((r) => `${r.kind}/${r.group}`);
    const runs = groups.filter((g, i) => g !== groups[i - 1]);
    expect(new Set(runs).size).toBe(runs.length);
  });

  it("keeps a changed row findable by its new words only, and a removed one not at all", async () => {
    db.prepare("UPDATE scope_rows SET parameter = 'Quenching sparkle test' WHERE id = 1").run();
    expect(
      (await withStore(db, () => searchScope({ q: "sparkle" }))).rows.map((r) => r.id),
    ).toEqual([1]);
    db.prepare("UPDATE scope_rows SET removed_at = '2026-11-27T00:00:00Z' WHERE id = 1").run();
    expect((await withStore(db, () => searchScope({ q: "sparkle" }))).rows).toEqual([]);
  });
});

describe("scopeFacets", () => {
  it("lists the disciplines and groups in use", async () => {
    const facets = await withStore(db, () => scopeFacets());
    expect(facets.disciplines).toEqual([
      "Chemical",
      "Electrical",
      "Electro-technical",
      "Mechanical",
    ]);
    expect(facets.groups).toContain("Insulators");
  });
});
