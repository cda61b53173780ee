// @vitest-environment node
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { currentStore, withStore } from "@/lib/db/store";
import { migrate } from "@/lib/db/migrate";
import { closeUntrustedPool } from "@/lib/workers/pool";
import { scopeToCsv } from "./csv";
import { checkRowForm, scopePageAction, scopeRowAction } from "./deskActions";
import { keptPlan, PLAN_TTL_MS } from "./importScope";
import { versionsOf } from "./records";
import { allScopeRows, scopeRowsByIds, searchScope } from "./rows";

const QUALITY = { email: "meera@lab.example", roles: ["quality" as const] };
let db: DatabaseSync;
beforeEach(() => {
  db = new DatabaseSync(":memory:");
  migrate(db, ":memory:");
});
afterAll(() => closeUntrustedPool());

const auditLines = async () =>
  (
    await withStore(db, () =>
      currentStore()
        .selectFrom("desk_audit")
        .select(["action", "detail"])
        .where("action", "like", "scope%")
        .orderBy("id")
        .execute(),
    )
  ).map((r) => `${r.action}: ${r.detail}`);

const upload = (csv: string) => {
  const body = new FormData();
  body.set("action", "import");
  // These files leave rows out to see them removed: the whole scope replaced.
  body.set("mode", "replace");
  body.set("csv", new File([csv], "scope.csv", { type: "text/csv" }));
  return new Request("http://lab.test/desk/scope", { method: "POST", body });
};
const apply = (plan: string) => {
  const body = new FormData();
  body.set("action", "apply");
  body.set("plan", plan);
  body.set("confirm", "removals");
  return new Request("http://lab.test/desk/scope", { method: "POST", body });
};

/** The export with row 1's range changed, row 3 left out and a row added. */
async function editedExport() {
  const [header, ...body] = scopeToCsv(await withStore(db, () => allScopeRows()))
    .trimEnd()
    .split("\r\n");
  return [
    header,
    body[0]!.replace("1 µΩ to 10 Ω", "1 µΩ to 20 Ω"),
    body[1],
    ...body.slice(3),
    "testing,Electrical,Cables and cable accessories,Fire survival cables,Circuit integrity under fire,IEC 60331-21,Up to 1 kV,,No,9000,cables",
  ].join("\r\n");
}

describe("the import: a dry run, then Apply", () => {
  it("shows what would change and writes nothing until Apply; then every change is a version and an audit line", async () => {
    const answer = await withStore(db, async () =>
      scopePageAction(upload(await editedExport()), QUALITY),
    );
    if (!("view" in answer) || answer.view.kind !== "plan") throw new Error("no plan");
    const plan = answer.view.plan;
    expect([plan.added.length, plan.changed.length, plan.removed.length]).toEqual([1, 1, 1]);
    expect(await withStore(db, () => scopeRowsByIds([3]))).toHaveLength(1);
    expect(await auditLines()).toEqual([]);

    const before = (await withStore(db, () => allScopeRows())).length;
    expect(await withStore(db, () => scopePageAction(apply(plan.id), QUALITY))).toEqual({
      redirect: "/desk/scope?done=imported",
    });
    expect(await withStore(db, () => allScopeRows())).toHaveLength(before);
    expect((await withStore(db, () => scopeRowsByIds([1])))[0]!.range).toBe("1 µΩ to 20 Ω");
    expect(await withStore(db, () => scopeRowsByIds([3]))).toEqual([]);
    const added = (await withStore(db, () => searchScope({ q: "circuit integrity" }))).rows;
    expect(added).toHaveLength(1);
    expect(added[0]!.id).toBe(before + 1);
    expect(added[0]).toMatchObject({
      accredited: false,
      pricePaise: 900_000,
      services: ["cables"],
    });
    expect((await withStore(db, () => versionsOf(1))).map((v) => v.change)).toEqual([
      "changed",
      "seed",
    ]);
    expect((await withStore(db, () => versionsOf(3))).map((v) => v.change)).toEqual([
      "removed",
      "seed",
    ]);
    const lines = await auditLines();
    expect(lines).toContain(
      "scope row changed: Row 1 (PVC and XLPE insulated power cables up to 1.1 kV: Conductor resistance (DC) at 20 °C): Range “1 µΩ to 10 Ω” → “1 µΩ to 20 Ω”",
    );
    expect(lines.some((l) => l.startsWith("scope row removed: Row 3 "))).toBe(true);
    expect(
      lines.some((l) => l.startsWith(`scope row added: Row ${before + 1} (Fire survival`)),
    ).toBe(true);
    expect(lines.at(-1)).toBe("scope imported: 1 added, 1 changed, 1 removed");
    // A plan is applied once.
    expect(await withStore(db, () => scopePageAction(apply(plan.id), QUALITY))).toMatchObject({
      status: 409,
    });
  });

  it("refuses a stale dry run: the scope changed since, another account's, or too old", async () => {
    const answer = await withStore(db, async () =>
      scopePageAction(upload(await editedExport()), QUALITY),
    );
    if (!("view" in answer) || answer.view.kind !== "plan") throw new Error("no plan");
    const id = answer.view.plan.id;
    expect(await withStore(db, () => keptPlan(id, "someone@lab.example"))).toBeUndefined();
    const row = (await withStore(db, () => scopeRowsByIds([2])))[0]!;
    const body = new FormData();
    for (const [k, v] of Object.entries({ ...row, price: "1", accredited: "yes" }))
      if (typeof v === "string") body.set(k, v);
    body.set("kind", row.kind);
    await withStore(db, () =>
      scopeRowAction(row, new Request("http://lab.test/x", { method: "POST", body }), QUALITY),
    );
    const refused = await withStore(db, () => scopePageAction(apply(id), QUALITY));
    expect(refused).toMatchObject({ status: 409, view: { kind: "refused" } });
    expect(await withStore(db, () => scopeRowsByIds([3]))).toHaveLength(1);
    expect(PLAN_TTL_MS).toBe(30 * 60_000);
  });

  it("refuses a file with problems, naming each line, and changes nothing", async () => {
    const answer = await withStore(db, () =>
      scopePageAction(upload("Products,Parameter,Method,Price\nA,B,C,lots\nA,,C,\n"), QUALITY),
    );
    expect(answer).toEqual({
      status: 400,
      view: {
        kind: "refused",
        problems: [
          "Line 2: Price “lots” is not an amount in rupees (for example 1500 or 1,500.00).",
          "Line 3: Component / parameter is empty.",
        ],
      },
    });
  });
});

describe("one row's edit", () => {
  const form = (fields: Record<string, string | string[]>) => {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields))
      for (const one of ([] as string[]).concat(v)) body.append(k, one);
    return body;
  };
  const good = {
    kind: "testing",
    discipline: "Electrical",
    group: "Transformers",
    product: "Distribution transformers",
    parameter: "Winding resistance",
    method: "IS 2026 (Part 1)",
    range: "",
    cmc: "",
    price: "2,500.50",
    accredited: "yes",
    services: ["transformers", "bananas"],
  };

  it("checks the form on the server", async () => {
    expect(checkRowForm(form(good))).toMatchObject({
      ok: true,
      values: { pricePaise: 250_050, accredited: true, services: ["transformers"] },
    });
    const bad = checkRowForm(
      form({ ...good, method: " ", price: "x", kind: "other", accredited: [] }),
    );
    expect(bad.ok ? {} : bad.form.errors).toEqual({
      method: "Test method is needed.",
      price: "Write the price in rupees, for example 1500 or 1500.50, or leave it empty.",
      kind: "Kind is needed.",
    });
    expect(checkRowForm(form({ ...good, product: "x".repeat(501) })).ok).toBe(false);
  });

  it("saves a new version, audited; a save from an older page is refused as stale", async () => {
    const row = (await withStore(db, () => scopeRowsByIds([5])))[0]!;
    const basedOn = String((await withStore(db, () => versionsOf(5)))[0]!.id);
    const post = (extra: Record<string, string | string[]>) =>
      new Request("http://lab.test/desk/scope/edit?id=5", {
        method: "POST",
        body: form({ ...good, basedOn, ...extra }),
      });
    expect(await withStore(db, () => scopeRowAction(row, post({}), QUALITY))).toEqual({
      redirect: "/desk/scope/edit?id=5&done=saved",
    });
    expect((await withStore(db, () => scopeRowsByIds([5])))[0]).toMatchObject({
      parameter: "Winding resistance",
      pricePaise: 250_050,
    });
    expect(await withStore(db, () => versionsOf(5))).toHaveLength(2);
    expect((await auditLines()).at(-1)).toMatch(
      /^scope row changed: Row 5 \(Distribution transformers: Winding resistance\): /,
    );
    expect(
      await withStore(db, () => scopeRowAction(row, post({ range: "new" }), QUALITY)),
    ).toMatchObject({
      status: 409,
      form: { stale: true },
    });
  });

  it("puts an earlier version back as a new version, audited", async () => {
    const row = (await withStore(db, () => scopeRowsByIds([5])))[0]!;
    const seedVersion = (await withStore(db, () => versionsOf(5)))[0]!;
    const save = new Request("http://lab.test/desk/scope/edit?id=5", {
      method: "POST",
      body: form({ ...good, basedOn: String(seedVersion.id) }),
    });
    await withStore(db, () => scopeRowAction(row, save, QUALITY));
    const restore = (version: string) =>
      new Request("http://lab.test/desk/scope/edit?id=5", {
        method: "POST",
        body: form({ action: "restore", version }),
      });
    const edited = (await withStore(db, () => scopeRowsByIds([5])))[0]!;
    expect(
      await withStore(db, () => scopeRowAction(edited, restore(String(seedVersion.id)), QUALITY)),
    ).toEqual({
      redirect: "/desk/scope/edit?id=5&done=restored",
    });
    expect((await withStore(db, () => scopeRowsByIds([5])))[0]).toEqual(row);
    expect((await withStore(db, () => versionsOf(5))).map((v) => v.change)).toEqual([
      "restored",
      "changed",
      "seed",
    ]);
    expect((await auditLines()).at(-1)).toMatch(/^scope row restored: Row 5 /);
    // A version of another row, or none, is not found.
    const other = String((await withStore(db, () => versionsOf(6)))[0]!.id);
    expect(await withStore(db, () => scopeRowAction(row, restore(other), QUALITY))).toMatchObject({
      status: 404,
    });
  });
});
