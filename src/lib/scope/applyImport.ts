import { setImmediate as nextTurn } from "node:timers/promises";
import { scopeDesk } from "@/content/scopeDesk";
import { currentEngine, writeTogether } from "@/lib/db/store";
import { recordAudit } from "@/lib/platform/audit/store";
import { SCOPE_IMPORT } from "@/lib/fairShare/limits";
import { contentChanged } from "@/lib/site/contentChanged";
import { forgetPlan, takePlan, type ScopePlan } from "./importScope";
import { changesInWords, rowName } from "./records";
import {
  dropStagingTable,
  lastScopePosition,
  makeStagingTable,
  nextScopeRowId,
  scopeBasis,
  stageScopeRows,
  switchInScopeImport,
  unstageScopeImport,
  type StagedScopeRow,
} from "./store";

/**
 * An import's Apply, with the server's event loop free while it works and the
 * scope never seen half-applied. Two steps:
 *
 * 1. Staged, SCOPE_IMPORT.applyChunkRows at a time with a turn of the event
 *    loop between chunks: every row's new state, its version's JSON and its
 *    audit line in words, into a table of this connection's own (TEMP: no
 *    other connection, and no visitor's query, reads it); and each added row
 *    into the scope itself, with its services and search index, but marked
 *    removed (removed_at STAGED): every query of the site reads only rows
 *    with no removed_at, so none shows it yet.
 * 2. Switched: one transaction, after checking that the scope is still the
 *    one the plan was made on (any edit meanwhile: the staged rows are taken
 *    out again, and the desk is told the dry run is stale), unmarks the added
 *    rows and writes the changed and removed ones, the positions, versions
 *    and audit lines in a handful of set-based statements (SQLite's own
 *    loops, no JavaScript per row).
 *
 * A visitor's page reads the scope before the switch or after it, never
 * between. One Apply at a time across the servers (the plan is taken in the
 * database first, lib/scope/importScope.ts: a second is answered stale), and
 * the plan is gone when its Apply ends, whatever the outcome.
 */

const a = scopeDesk.audit;
type Staged = StagedScopeRow;

/**
 * The plan's rows in the order their versions and audit lines are written:
 * changed, removed, added. Replacing the scope, every row takes its place in
 * the file; adding and updating, the rows keep theirs and the added ones come
 * after the last (`lastPosition`), in the file's order.
 */
function* stagedRows(plan: ScopePlan, firstNewId: number, lastPosition: number): Generator<Staged> {
  const replace = plan.mode === "replace";
  for (const c of plan.changed)
    yield {
      op: "changed",
      id: c.id,
      values: c.after,
      ...(replace ? { position: c.position } : {}),
      detail: a.changed(rowName(c.id, c.after), changesInWords(c.before, c.after)),
    };
  for (const r of plan.removed)
    yield { op: "removed", id: r.id, values: r.before, detail: a.removed(rowName(r.id, r.before)) };
  let id = firstNewId;
  for (const n of plan.added) {
    yield {
      op: "added",
      id,
      values: n.values,
      position: replace ? n.position : lastPosition + n.position,
      detail: a.added(rowName(id, n.values)),
    };
    id += 1;
  }
  if (replace) for (const s of plan.same) yield { op: "same", id: s.id, position: s.position };
}

export interface ApplyOptions {
  /** Between two chunks: a turn of the event loop (tests watch what a visitor would see there). */
  pause?: () => Promise<unknown>;
}

/**
 * Applies a kept dry run: "applied", or "stale" when the scope changed since it
 * was planned (or while it was staged), the plan is gone (applied already, on
 * any server), or another Apply is under way on any server; then nothing is
 * written.
 */
export async function applyScopeImport(
  plan: ScopePlan,
  who: string,
  { pause = () => nextTurn() }: ApplyOptions = {},
): Promise<"applied" | "stale"> {
  if (!(await takePlan(plan.id, who))) {
    await forgetPlan(plan.id, false);
    return "stale";
  }
  try {
    const applied = await wholeOnPostgres(() => stageAndSwitch(plan, who, pause));
    if (!applied) return "stale";
    contentChanged();
    return "applied";
  } finally {
    await dropStagingTable();
    await forgetPlan(plan.id, true);
  }
}

/**
 * On PostgreSQL (issue 53) the whole Apply is one transaction: its TEMP
 * staging table is one connection's own, and a transaction holds one
 * connection of the pool. Visitors' pages read on other connections and see
 * the scope as it was until the commit, so nothing is kept from them; only
 * other writers wait (the write lock). On SQLite's one connection each chunk
 * is a transaction of its own, so visitors' queries run between them.
 */
const wholeOnPostgres = <T>(task: () => Promise<T>): Promise<T> =>
  currentEngine() === "postgres" ? writeTogether(task) : task();

/** The plan staged chunk by chunk and switched in: false when the scope changed meanwhile (then nothing is). */
async function stageAndSwitch(
  plan: ScopePlan,
  who: string,
  pause: () => Promise<unknown>,
): Promise<boolean> {
  await writeTogether(unstageScopeImport);
  await makeStagingTable();
  const firstNewId = await nextScopeRowId();
  const lastPosition = await lastScopePosition();
  const now = new Date().toISOString();
  let chunk: Staged[] = [];
  for (const row of stagedRows(plan, firstNewId, lastPosition)) {
    chunk.push(row);
    if (chunk.length < SCOPE_IMPORT.applyChunkRows) continue;
    const rows = chunk;
    await writeTogether(() => stageScopeRows(plan.id, rows, now));
    chunk = [];
    await pause();
  }
  const rows = chunk;
  await writeTogether(() => stageScopeRows(plan.id, rows, now));
  const applied = await writeTogether(async () => {
    if ((await scopeBasis()) !== plan.basis) return false;
    const at = new Date();
    await switchInScopeImport(plan.id, who, at.toISOString());
    await recordAudit(
      who,
      "scope imported",
      a.imported(plan.added.length, plan.changed.length, plan.removed.length),
      at,
    );
    return true;
  });
  if (!applied) await writeTogether(unstageScopeImport);
  return applied;
}
