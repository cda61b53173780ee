// @vitest-environment node
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { withStore } from "@/lib/db/store";
import { SCOPE_IMPORT } from "@/lib/fairShare/limits";
import { migrate } from "@/lib/db/migrate";
import { closeUntrustedPool } from "@/lib/workers/pool";
import { applyScopeImport } from "./applyImport";
import { scopeToCsv } from "./csv";
import { scopePageAction } from "./deskActions";
import type { ScopePlan } from "./importScope";
import { saveScopeRow, valuesOf } from "./records";
import { allScopeRows, scopeFacets, scopeRowsByIds, scopeRowsOfService, searchScope } from "./rows";

// A plan made on this thread would throw: the untrusted-work pool's threads load the real matcher.
vi.mock("./planImport", async (original) => ({
  ...(await original<typeof import("./planImport")>()),
  planChanges: () => {
    throw new Error("an import was planned on the server's thread");
  },
  planScopeImport: () => {
    throw new Error("an import was planned on the server's thread");
  },
}));
afterAll(closeUntrustedPool);

const QUALITY = { email: "meera@lab.example", roles: ["quality" as const] };
let db: DatabaseSync;
beforeEach(() => {
  db = new DatabaseSync(":memory:");
  migrate(db, ":memory:");
});

const upload = (csv: string) => {
  const body = new FormData();
  body.set("action", "import");
  // These files leave rows out to see them removed: the whole scope replaced.
  body.set("mode", "replace");
  body.set("csv", new File([csv], "scope.csv", { type: "text/csv" }));
  return new Request("http://lab.test/desk/scope", { method: "POST", body });
};

async function dryRun(csv: string): Promise<ScopePlan> {
  const answer = await withStore(db, () => scopePageAction(upload(csv), QUALITY));
  if (!("view" in answer) || answer.view.kind !== "plan") throw new Error(JSON.stringify(answer));
  return answer.view.plan;
}

/** The export with row 1's range changed, row 3 left out, and `added` rows of one product and parameter. */
async function bigImport(added: number) {
  const [header, ...body] = scopeToCsv(await withStore(db, () => allScopeRows()))
    .trimEnd()
    .split("\r\n");
  const extra = Array.from(
    { length: added },
    (_, i) =>
      `testing,Electrical,Cables,Power cable,Conductor resistance,IS 8130 clause ${i + 1},,,Yes,100,cables`,
  );
  return [
    header,
    body[0]!.replace("1 µΩ to 10 Ω", "1 µΩ to 20 Ω"),
    body[1],
    ...body.slice(3),
    ...extra,
  ].join("\r\n");
}

const importAudit = () =>
  db
    .prepare("SELECT action, detail FROM desk_audit WHERE action LIKE 'scope%' ORDER BY id")
    .all()
    .map((r) => `${String(r.action)}: ${String(r.detail)}`);

describe("the scope import, off the server's event loop", () => {
  it("plans the dry run in a worker thread, rows sharing one product and parameter as well", async () => {
    const plan = await dryRun(await bigImport(3_000));
    expect([plan.added.length, plan.changed.length, plan.removed.length]).toEqual([3_000, 1, 1]);
    expect(plan.changed[0]!.after.range).toBe("1 µΩ to 20 Ω");
  });

  it("applies in chunks with the loop free between them; a visitor sees the old scope until the whole is in", async () => {
    const before = await withStore(db, () => allScopeRows());
    const plan = await dryRun(await bigImport(1_200));
    const seen: number[] = [];
    const ranges = new Set<string>();
    const found = new Set<number>();
    const cables = (await withStore(db, () => scopeRowsOfService("cables"))).length;
    const firstNew = Math.max(...before.map((r) => r.id)) + 1;
    const pause = async () => {
      // What a visitor's page would read between two chunks.
      seen.push((await withStore(db, () => allScopeRows())).length);
      ranges.add((await withStore(db, () => scopeRowsByIds([1])))[0]!.range);
      found.add((await withStore(db, () => searchScope({ q: "IS 8130 clause" }))).total);
      found.add((await withStore(db, () => scopeRowsByIds([firstNew, firstNew + 1]))).length);
      found.add((await withStore(db, () => scopeRowsOfService("cables"))).length - cables);
      expect((await withStore(db, () => scopeFacets())).groups).not.toContain("Cables");
      await new Promise((resolve) => setImmediate(resolve));
    };
    expect(await withStore(db, () => applyScopeImport(plan, QUALITY.email, { pause }))).toBe(
      "applied",
    );
    expect(seen.length).toBeGreaterThanOrEqual(Math.floor(1_200 / SCOPE_IMPORT.applyChunkRows));
    expect(new Set(seen)).toEqual(new Set([before.length]));
    expect(ranges).toEqual(new Set(["1 µΩ to 10 Ω"]));

    expect(found).toEqual(new Set([0]));

    const after = await withStore(db, () => allScopeRows());
    expect(after).toHaveLength(before.length - 1 + 1_200);
    expect((await withStore(db, () => searchScope({ q: "IS 8130 clause" }))).total).toBe(1_200);
    expect((await withStore(db, () => scopeRowsByIds([1])))[0]!.range).toBe("1 µΩ to 20 Ω");
    expect(await withStore(db, () => scopeRowsByIds([3]))).toEqual([]);
    expect((await withStore(db, () => scopeRowsByIds([firstNew])))[0]).toMatchObject({
      method: "IS 8130 clause 1",
      services: ["cables"],
      pricePaise: 10_000,
    });
    const lines = importAudit();
    expect(lines).toHaveLength(1 + 1 + 1_200 + 1);
    expect(lines[0]).toBe(
      "scope row changed: Row 1 (PVC and XLPE insulated power cables up to 1.1 kV: Conductor resistance (DC) at 20 °C): Range “1 µΩ to 10 Ω” → “1 µΩ to 20 Ω”",
    );
    expect(lines[1]!.startsWith("scope row removed: Row 3 ")).toBe(true);
    expect(lines[2]).toBe(`scope row added: Row ${firstNew} (Power cable: Conductor resistance)`);
    expect(lines.at(-1)).toBe("scope imported: 1200 added, 1 changed, 1 removed");
    const versions = db
      .prepare("SELECT change, row_values FROM scope_row_versions WHERE row_id = ? ORDER BY id")
      .all(firstNew);
    expect(versions.map((v) => v.change)).toEqual(["added"]);
    expect(JSON.parse(String(versions[0]!.row_values))).toEqual(
      valuesOf((await withStore(db, () => scopeRowsByIds([firstNew])))[0]!),
    );
  });

  it("writes nothing when the scope changed while it was being applied", async () => {
    const before = await withStore(db, () => allScopeRows());
    const plan = await dryRun(await bigImport(1_200));
    let edited = false;
    const pause = async () => {
      if (!edited) {
        edited = true;
        const row = (await withStore(db, () => scopeRowsByIds([2])))[0]!;
        await withStore(db, () =>
          saveScopeRow(2, { ...valuesOf(row), cmc: "0.5 %" }, "ravi@lab.example", undefined),
        );
      }
      await new Promise((resolve) => setImmediate(resolve));
    };
    expect(await withStore(db, () => applyScopeImport(plan, QUALITY.email, { pause }))).toBe(
      "stale",
    );
    expect(await withStore(db, () => allScopeRows())).toHaveLength(before.length);
    expect((await withStore(db, () => scopeRowsByIds([1])))[0]!.range).toBe("1 µΩ to 10 Ω");
    expect(importAudit().filter((l) => !l.startsWith("scope row changed: Row 2 "))).toEqual([]);
    expect((await withStore(db, () => searchScope({ q: "IS 8130 clause" }))).total).toBe(0);
    expect(
      db.prepare("SELECT COUNT(*) AS n FROM scope_rows WHERE removed_at NOT LIKE '2%'").get(),
    ).toEqual({ n: 0 });
  });
});
