// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { scopeDesk } from "@/content/scopeDesk";
import { openDatabase } from "@/lib/db/connection";
import { withStore } from "@/lib/db/store";
import { SCOPE_IMPORT } from "@/lib/fairShare/limits";
import { closeUntrustedPool } from "@/lib/workers/pool";
import { scopeToCsv } from "./csv";
import { scopePageAction, type ScopePageAnswer } from "./deskActions";
import { keptPlan, PLAN_TTL_MS, takePlan, type ScopePlan } from "./importScope";
import { allScopeRows } from "./rows";

/**
 * The import's dry runs kept in the database (migration 0047), not in one
 * server's memory: a plan made through one server is applied through
 * another; a plan is applied once, only by its author, while fresh; each
 * account keeps a few, and one account's uploads never push out another's.
 */

const MEERA = { email: "meera@lab.example", roles: ["quality" as const] };
const RAVI = { email: "ravi@lab.example", roles: ["quality" as const] };

const folder = mkdtempSync(join(tmpdir(), "scope-plans-"));
afterAll(async () => {
  await closeUntrustedPool();
  rmSync(folder, { recursive: true, force: true });
});

let path: string;
let db: DatabaseSync;
let file = 0;
beforeEach(() => {
  path = join(folder, `lab-${++file}.sqlite`);
  db = openDatabase(path);
});
afterEach(() => {
  vi.useRealTimers();
  db.close();
});

const upload = (csv: string, mode: "replace" | "update" = "update") => {
  const body = new FormData();
  body.set("action", "import");
  body.set("mode", mode);
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

/** The export with one row added, its method numbered `n` (files that differ, made one after another). */
async function withRowAdded(n: number) {
  const csv = scopeToCsv(await withStore(db, () => allScopeRows())).trimEnd();
  return `${csv}\r\ntesting,Electrical,Cables,Power cable,Conductor resistance,IS 8130 clause ${n},,,No,100,cables`;
}

const planOf = (answer: ScopePageAnswer): ScopePlan => {
  if (!("view" in answer) || answer.view.kind !== "plan") throw new Error(JSON.stringify(answer));
  return answer.view.plan;
};

async function dryRun(user: typeof MEERA, n: number): Promise<ScopePlan> {
  const csv = await withRowAdded(n);
  return planOf(await withStore(db, () => scopePageAction(upload(csv), user)));
}

const refusedStale = { status: 409, view: { kind: "refused", problems: [scopeDesk.dryRun.stale] } };

const keptIds = () =>
  db
    .prepare("SELECT id FROM scope_import_plans ORDER BY made_at, id")
    .all()
    .map((r) => String(r.id));

describe("the scope import's dry runs, kept in the database", () => {
  it("a plan made through one server is applied through another server on the same file, once", async () => {
    const plan = await dryRun(MEERA, 1);
    expect(plan.added).toHaveLength(1);

    // Another server: its own connection to the file and its own copy of every module.
    vi.resetModules();
    const other = {
      db: openDatabase(path),
      store: await import("@/lib/db/store"),
      desk: await import("./deskActions"),
      rows: await import("./rows"),
    };
    try {
      const onOther = <T>(task: () => Promise<T>) => other.store.withStore(other.db, task);
      expect(await onOther(() => other.desk.scopePageAction(apply(plan.id), MEERA))).toEqual({
        redirect: "/desk/scope?done=imported",
      });
      const added = await onOther(() => other.rows.searchScope({ q: "IS 8130 clause 1" }));
      expect(added.rows.map((r) => r.method)).toEqual(["IS 8130 clause 1"]);
    } finally {
      other.db.close();
    }
    // Seen through the first server too; the plan is gone there as well.
    expect((await withStore(db, () => allScopeRows())).map((r) => r.method)).toContain(
      "IS 8130 clause 1",
    );
    expect(await withStore(db, () => scopePageAction(apply(plan.id), MEERA))).toEqual(refusedStale);
    expect(keptIds()).toEqual([]);
  });

  it("only its author applies a plan; another account's Apply is refused and leaves it", async () => {
    const plan = await dryRun(MEERA, 1);
    expect(await withStore(db, () => keptPlan(plan.id, RAVI.email))).toBeUndefined();
    expect(await withStore(db, () => scopePageAction(apply(plan.id), RAVI))).toEqual(refusedStale);
    expect(await withStore(db, () => scopePageAction(apply(plan.id), MEERA))).toEqual({
      redirect: "/desk/scope?done=imported",
    });
  });

  it("a plan older than 30 minutes is refused as now, and purged when the next is kept", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = new Date("2026-11-30T09:00:00Z").getTime();
    vi.setSystemTime(start);
    const plan = await dryRun(MEERA, 1);
    vi.setSystemTime(start + PLAN_TTL_MS - 1_000);
    expect((await withStore(db, () => keptPlan(plan.id, MEERA.email)))?.id).toBe(plan.id);
    vi.setSystemTime(start + PLAN_TTL_MS + 1_000);
    expect(await withStore(db, () => keptPlan(plan.id, MEERA.email))).toBeUndefined();
    expect(await withStore(db, () => scopePageAction(apply(plan.id), MEERA))).toEqual(refusedStale);
    expect((await withStore(db, () => allScopeRows())).map((r) => r.method)).not.toContain(
      "IS 8130 clause 1",
    );

    const next = await dryRun(RAVI, 2);
    expect(keptIds()).toEqual([next.id]);
  });

  it("keeps a few plans per account, its oldest going first, and never pushes out another account's", async () => {
    expect(SCOPE_IMPORT.plansPerAccount).toBe(3);
    const ravis = await dryRun(RAVI, 100);
    const meeras: ScopePlan[] = [];
    for (let n = 1; n <= SCOPE_IMPORT.plansPerAccount + 2; n++) meeras.push(await dryRun(MEERA, n));
    expect(new Set(keptIds())).toEqual(
      new Set([ravis.id, ...meeras.slice(-SCOPE_IMPORT.plansPerAccount).map((p) => p.id)]),
    );
    expect(await withStore(db, () => keptPlan(meeras[0]!.id, MEERA.email))).toBeUndefined();
    expect((await withStore(db, () => keptPlan(ravis.id, RAVI.email)))?.id).toBe(ravis.id);
  });

  it("one Apply at a time across the servers: a plan taken elsewhere is not applied again, nor another meanwhile", async () => {
    const first = await dryRun(MEERA, 1);
    const second = await dryRun(RAVI, 2);
    // Another server took the first plan for its Apply and is still at it.
    const other = openDatabase(path);
    try {
      expect(await withStore(other, () => takePlan(first.id, MEERA.email))).toBe(true);
      expect(await withStore(other, () => takePlan(first.id, MEERA.email))).toBe(false);
    } finally {
      other.close();
    }
    expect(await withStore(db, () => scopePageAction(apply(first.id), MEERA))).toEqual(
      refusedStale,
    );
    expect(await withStore(db, () => scopePageAction(apply(second.id), RAVI))).toEqual(
      refusedStale,
    );
    const methods = (await withStore(db, () => allScopeRows())).map((r) => r.method);
    expect(methods).not.toContain("IS 8130 clause 1");
    expect(methods).not.toContain("IS 8130 clause 2");
    // The taken plan stays with the server applying it (its Apply's slot); the refused one is gone.
    expect(keptIds()).toEqual([first.id]);
  });
});
