// @vitest-environment node
import { DatabaseSync } from "node:sqlite";
import { beforeEach, describe, expect, it } from "vitest";
import { currentStore, withStore } from "@/lib/db/store";
import { serviceIds } from "@/content/services/ids";
import { migrate } from "@/lib/db/migrate";
import { checkRow, headerField, pricePaiseOf, readScopeCsv, scopeToCsv } from "./csv";
import { checkRows, planChanges } from "./importScope";
import { allScopeRows } from "./rows";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("the header's recognition (issue 39)", () => {
  it("recognises NABL's column titles as they come, long and in any case", async () => {
    const titles: [string, string | undefined][] = [
      ["Discipline", "discipline"],
      ["DISCIPLINE / GROUP", "discipline"],
      ["Group", "group"],
      ["Materials or Products tested", "product"],
      ["Products tested", "product"],
      ["Measurand / Instrument", "product"],
      [
        "Component, parameter or characteristic tested / Specific Test Performed / Tests or type of tests performed",
        "parameter",
      ],
      ["Parameter", "parameter"],
      [
        "Test Method Specification against which tests are performed and/or the techniques / equipment used",
        "method",
      ],
      ["Method", "method"],
      ["Range of testing / Limits of detection", "range"],
      ["Calibration and Measurement Capability (CMC) (±)", "cmc"],
      ["CMC (±)", "cmc"],
      ["  cmc", "cmc"],
      ["\uFEFFDiscipline", "discipline"],
      ["Accredited (Yes/No)", "accredited"],
      ["Price (₹, before GST)", "price"],
      ["Services", "services"],
      ["Kind", "kind"],
      ["S. No.", undefined],
      ["Remarks", undefined],
      ["Location", undefined],
    ];
    for (const [title, field] of titles) expect(headerField(title), title).toBe(field);
  });

  it("reads a NABL testing schedule: its rows by field, the columns it left out named", async () => {
    const csv = [
      'S. No.,Discipline / Group,"Materials or Products tested","Component, parameter or characteristic tested / Specific Test Performed / Tests or type of tests performed","Test Method Specification against which tests are performed and/or the techniques / equipment used","Range of testing / Limits of detection"',
      '1,Electrical,Power cables,"Conductor resistance",IS 8130,"1 µΩ to 10 Ω"',
      "",
      '2,Electrical,Power cables,"High voltage test",IS 10810 (Part 45),Up to 100 kV',
    ].join("\r\n");
    const read = readScopeCsv(bytes(csv));
    expect(read).toMatchObject({
      ok: true,
      columns: ["discipline", "product", "parameter", "method", "range"],
      ignored: ["S. No."],
    });
    if (!read.ok) return;
    expect(read.rows).toHaveLength(2);
    const checked = checkRows(read);
    expect(checked.ok && checked.values[0]).toEqual({
      kind: "testing",
      discipline: "Electrical",
      group: "Electrical",
      product: "Power cables",
      parameter: "Conductor resistance",
      method: "IS 8130",
      range: "1 µΩ to 10 Ω",
      cmc: "",
      accredited: true,
      pricePaise: null,
      services: [],
    });
  });

  it("takes a row with a CMC as calibration", async () => {
    const csv =
      "Discipline,Measurand / Instrument,Parameter,Method,Range,Calibration and Measurement Capability (CMC) (±)\n" +
      "Electro-technical,Multimeter,DC voltage,Comparison,1 mV to 1000 V,0.006 %\n";
    const read = readScopeCsv(bytes(csv));
    const checked = read.ok ? checkRows(read) : undefined;
    expect(checked?.ok && checked.values[0]?.kind).toBe("calibration");
  });

  it("reads a field's word only at the start of a title: a remark about the price is no price column", async () => {
    const prices = (csv: string) => {
      const read = readScopeCsv(bytes(csv));
      if (!read.ok) throw new Error(read.problem);
      const checked = checkRows(read);
      return {
        columns: read.columns,
        ignored: read.ignored,
        prices: checked.ok ? checked.values.map((v) => v.pricePaise) : checked.problems,
      };
    };
    // The remark stands before the real price column, so it would be taken first.
    expect(
      prices(
        "Products,Parameter,Method,Remarks (price on request),Price (₹)\n" +
          "Power cables,Conductor resistance,IS 8130,Site visit charged extra,1500\n" +
          "Power cables,High voltage test,IS 10810 (Part 45),2500,\n",
      ),
    ).toEqual({
      columns: ["product", "parameter", "method", "price"],
      ignored: ["Remarks (price on request)"],
      prices: [150_000, null],
    });
    // With no price column at all, every row is priced on request, whatever the remark says.
    expect(
      prices(
        "Products,Parameter,Method,Remarks (price on request)\n" +
          "Power cables,Conductor resistance,IS 8130,1800\n",
      ),
    ).toEqual({
      columns: ["product", "parameter", "method"],
      ignored: ["Remarks (price on request)"],
      prices: [null],
    });
  });

  it("refuses a file without the columns it needs, not UTF-8, or empty", async () => {
    expect(readScopeCsv(bytes("Discipline,Range\nx,y\n"))).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/no column for Materials or products tested/),
    });
    expect(readScopeCsv(new Uint8Array([0xff, 0xfe, 0x41]))).toMatchObject({ ok: false });
    expect(readScopeCsv(bytes("Products,Parameter,Method\n"))).toMatchObject({ ok: false });
    expect(readScopeCsv(bytes('Products,Parameter,Method\n"unclosed,x,y\n'))).toMatchObject({
      ok: false,
    });
  });
});

describe("a row's values", () => {
  const row = (cells: Record<string, string>) =>
    checkRow(
      { line: 7, cells: { product: "P", parameter: "Q", method: "M", ...cells } },
      serviceIds,
    );

  it("reads prices in rupees to exact paise, and Yes / No", async () => {
    expect(pricePaiseOf("1500")).toBe(150_000);
    expect(pricePaiseOf("₹ 1,18,000.5")).toBe(11_800_050);
    expect(pricePaiseOf("Rs. 2500/-")).toBe(250_000);
    expect(pricePaiseOf("0.07")).toBe(7);
    expect(pricePaiseOf("")).toBeNull();
    expect(pricePaiseOf("On request")).toBeNull();
    for (const bad of ["12.345", "-5", "1e3", "abc"])
      expect(pricePaiseOf(bad), bad).toBeUndefined();
    expect(row({ accredited: "No" })).toMatchObject({ ok: true, values: { accredited: false } });
    expect(row({ accredited: "maybe" })).toEqual({
      ok: false,
      problems: ["Line 7: Accredited “maybe” is neither Yes nor No."],
    });
    expect(row({ services: "cables; Transformers" })).toMatchObject({
      values: { services: ["cables", "transformers"] },
    });
    expect(row({ services: "bananas" })).toMatchObject({ ok: false });
    expect(row({ method: "" })).toMatchObject({ ok: false });
    expect(row({ kind: "inspection" })).toMatchObject({ ok: false });
  });
});

describe("the export and the import's plan", () => {
  let db: DatabaseSync;
  beforeEach(() => {
    db = new DatabaseSync(":memory:");
    migrate(db, ":memory:");
  });

  const planOf = async (csv: string) => {
    const read = readScopeCsv(bytes(csv));
    if (!read.ok) throw new Error(read.problem);
    const checked = checkRows(read);
    if (!checked.ok) throw new Error(checked.problems.join("\n"));
    return planChanges(
      await withStore(db, () => allScopeRows()),
      checked.values,
      read.columns.includes("services"),
      "replace",
    );
  };

  it("an exported scope imported again changes nothing", async () => {
    const plan = await planOf(scopeToCsv(await withStore(db, () => allScopeRows())));
    expect(plan.added).toEqual([]);
    expect(plan.changed).toEqual([]);
    expect(plan.removed).toEqual([]);
    expect(plan.same).toHaveLength((await withStore(db, () => allScopeRows())).length);
  });

  it("keeps a row's number when only its range or its method changed; adds and removes the rest", async () => {
    const rows = await withStore(db, () => allScopeRows());
    const lines = scopeToCsv(rows)
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    const [header, ...body] = lines;
    const edited = [
      header,
      body[0]!.replace("1 µΩ to 10 Ω", "1 µΩ to 20 Ω"),
      body[1]!.replace("IS 1554 (Part 1); IS 10810 (Part 45)", "IS 1554 (Part 1):2024"),
      ...body.slice(3),
      "testing,Electrical,Cables and cable accessories,Fire survival cables,Circuit integrity under fire,IEC 60331-21,Up to 1 kV,,No,9000,cables",
    ].join("\r\n");
    const plan = await planOf(edited);
    expect(plan.changed.map((c) => c.id)).toEqual([rows[0]!.id, rows[1]!.id]);
    expect(plan.changed[0]!.after.range).toBe("1 µΩ to 20 Ω");
    expect(plan.removed.map((r) => r.id)).toEqual([rows[2]!.id]);
    expect(plan.added).toHaveLength(1);
    expect(plan.added[0]!.values).toMatchObject({ accredited: false, pricePaise: 900_000 });
  });

  it("refuses a file that repeats a row", async () => {
    const read = readScopeCsv(bytes("Products,Parameter,Method\nA,B,C\na , b,c\n"));
    expect(read.ok && checkRows(read)).toEqual({
      ok: false,
      problems: ["Line 3 repeats line 2 (the same product, parameter and method)."],
    });
  });

  it("neutralises formulas in the export, and takes the guard off again on import", async () => {
    await withStore(db, () =>
      currentStore().updateTable("scope_rows").set({ range: "=1+2" }).where("id", "=", 1).execute(),
    );
    const csv = scopeToCsv(await withStore(db, () => allScopeRows()));
    expect(csv).toContain("'=1+2");
    expect((await planOf(csv)).changed).toEqual([]);
  });
});
