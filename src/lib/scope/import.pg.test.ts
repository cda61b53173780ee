import { afterAll, describe, expect, it } from "vitest";
import { auditRows } from "@/lib/desk/store";
import { closeUntrustedPool } from "@/lib/workers/pool";
import { onBothEngines } from "../../../tests/fixtures/bothEngines";
import { scopeToCsv } from "./csv";
import { CONFIRM_REMOVALS, scopePageAction } from "./deskActions";
import type { ScopePlan } from "./importScope";
import { versionsOf } from "./records";
import { allScopeRows, searchScope } from "./rows";

/**
 * A scope import on PostgreSQL (issue 53): the dry run kept, and its Apply
 * (a TEMP staging table, json_each over the staged services, the new rows'
 * numbers) writes the same scope, versions and audit lines as on SQLite.
 */
afterAll(closeUntrustedPool);

const QUALITY = { email: "meera@lab.example", roles: ["quality" as const] };

const post = (fields: Record<string, string | File>) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  return new Request("http://lab.test/desk/scope", { method: "POST", body });
};

async function dryRun(csv: string, mode: "update" | "replace"): Promise<ScopePlan> {
  const file = new File([csv], "scope.csv", { type: "text/csv" });
  const answer = await scopePageAction(post({ action: "import", csv: file, mode }), QUALITY);
  if (!("view" in answer) || answer.view.kind !== "plan") throw new Error(JSON.stringify(answer));
  return answer.view.plan;
}

const apply = (plan: ScopePlan) =>
  scopePageAction(post({ action: "apply", plan: plan.id, confirm: CONFIRM_REMOVALS }), QUALITY);

const NEW_ROW =
  "testing,Electrical,Cables,Aerial bunched cables,Sparkle quench test,IS 14255,,,Yes,900,cables;conductor";
const LATER_ROW = "testing,Electrical,Cables,Covered conductors,Spark test,IS 17048,,,No,,cables";

describe("a scope import on PostgreSQL (issue 53)", () => {
  it("changes, adds and removes the same rows as on SQLite, with their versions and audit", async () => {
    const { sqlite, postgres } = await onBothEngines(async () => {
      const [header, ...body] = scopeToCsv(await allScopeRows())
        .trimEnd()
        .split("\r\n");
      // Replacing the scope: row 1's range changed, row 3 left out (removed), one row added.
      const csv = [
        header,
        body[0]!.replace("1 µΩ to 10 Ω", "1 µΩ to 20 Ω"),
        ...body.slice(1, 2),
        ...body.slice(3),
        NEW_ROW,
      ].join("\r\n");
      const plan = await dryRun(csv, "replace");
      const planned = [plan.added.length, plan.changed.length, plan.removed.length];
      const applied = await apply(plan);
      const later = await dryRun([header, LATER_ROW].join("\r\n"), "update");
      const appliedLater = await apply(later);
      const rows = await allScopeRows();
      const added = rows.filter((r) => ["Sparkle quench test", "Spark test"].includes(r.parameter));
      const audit = await auditRows({
        actions: ["scope row changed", "scope row added", "scope row removed", "scope imported"],
        limit: 50,
        offset: 0,
      });
      return {
        planned,
        applied,
        appliedLater,
        ids: rows.map((r) => r.id),
        first: rows.find((r) => r.id === 1)?.range,
        added,
        versions: {
          changed: (await versionsOf(1)).map((v) => [v.change, v.values.range]),
          removed: (await versionsOf(3)).map((v) => v.change),
          added: (await versionsOf(added[0]!.id)).map((v) => [v.change, v.values.services]),
        },
        audit: audit.map((a) => [a.action, a.detail]).sort(),
        found: (await searchScope({ q: "sparkle quench" })).rows.map((r) => r.id),
      };
    });
    expect(postgres).toEqual(sqlite);
    // The fixtures change something: one row of each kind, and the new rows are found.
    expect(sqlite.planned).toEqual([1, 1, 1]);
    expect(sqlite.applied).toEqual({ redirect: "/desk/scope?done=imported" });
    expect(sqlite.appliedLater).toEqual({ redirect: "/desk/scope?done=imported" });
    expect(sqlite.first).toBe("1 µΩ to 20 Ω");
    expect(sqlite.ids).not.toContain(3);
    expect(sqlite.added.map((r) => r.services)).toEqual([["cables", "conductor"], ["cables"]]);
    expect(sqlite.versions.removed[0]).toBe("removed");
    expect(sqlite.found).toEqual([sqlite.added[0]!.id]);
    // A later import's row gets a number no row had before.
    expect(sqlite.added[1]!.id).toBeGreaterThan(sqlite.added[0]!.id);
  });
});
