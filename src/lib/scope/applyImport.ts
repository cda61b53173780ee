import type { DatabaseSync } from "node:sqlite";
import { setImmediate as nextTurn } from "node:timers/promises";
import { scopeDesk } from "@/content/scopeDesk";
import { transaction } from "@/lib/db/connection";
import { audit } from "@/lib/desk/audit";
import { SCOPE_IMPORT } from "@/lib/fairShare/limits";
import { contentChanged } from "@/lib/site/contentChanged";
import type { ScopePlan } from "./importScope";
import { changesInWords, columnValues, rowName, scopeBasis } from "./records";
import type { ScopeValues } from "./rows";

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
 * between. One Apply at a time per server (a second is answered stale).
 */

const a = scopeDesk.audit;
type Op = "changed" | "removed" | "added" | "same";

/** removed_at of an added row not switched in yet (never a date: no query takes it for one). */
const STAGED = "staged by an import";

const STAGING = `CREATE TEMP TABLE scope_import_rows (
  seq INTEGER PRIMARY KEY,
  plan TEXT NOT NULL,
  op TEXT NOT NULL,
  row_id INTEGER NOT NULL,
  kind TEXT, discipline TEXT, group_name TEXT, product TEXT, parameter TEXT, method TEXT,
  range TEXT, cmc TEXT, accredited INTEGER, price_paise INTEGER,
  position INTEGER,
  services TEXT,
  row_values TEXT,
  detail TEXT
)`;

interface Staged {
  op: Op;
  id: number;
  values?: ScopeValues;
  position?: number;
  detail?: string;
}

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

/** The number the next added row gets (AUTOINCREMENT: never one given before). */
const nextRowId = (db: DatabaseSync): number =>
  Number(
    db
      .prepare(
        `SELECT MAX(COALESCE((SELECT seq FROM sqlite_sequence WHERE name = 'scope_rows'), 0),
                    COALESCE((SELECT MAX(id) FROM scope_rows), 0)) + 1 AS n`,
      )
      .get()!.n,
  );

function stageChunk(db: DatabaseSync, planId: string, rows: readonly Staged[], now: string) {
  const insert = db.prepare(
    `INSERT INTO temp.scope_import_rows (plan, op, row_id, kind, discipline, group_name, product,
       parameter, method, range, cmc, accredited, price_paise, position, services, row_values, detail)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const addRow = db.prepare(
    `INSERT INTO scope_rows (id, kind, discipline, group_name, product, parameter, method, range, cmc,
       accredited, price_paise, position, updated_at, removed_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const addService = db.prepare(
    "INSERT INTO scope_row_services (row_id, service_id) VALUES (?, ?)",
  );
  transaction(db, () => {
    for (const { op, id, values: v, position, detail } of rows) {
      const services = v ? [...new Set(v.services)] : [];
      const columns = v
        ? columnValues(v)
        : ([null, null, null, null, null, null, null, null, null, null] as const);
      insert.run(
        planId,
        op,
        id,
        ...columns,
        position ?? null,
        v ? JSON.stringify(services) : null,
        v ? JSON.stringify(v) : null,
        detail ?? null,
      );
      if (op !== "added") continue;
      addRow.run(id, ...columns, position ?? null, now, STAGED);
      for (const service of services) addService.run(id, service);
    }
  });
}

/** The added rows staged so far taken out again (a stale plan, or a server stopped mid-way). */
function unstage(db: DatabaseSync) {
  transaction(db, () => {
    db.prepare(
      "DELETE FROM scope_row_services WHERE row_id IN (SELECT id FROM scope_rows WHERE removed_at = ?)",
    ).run(STAGED);
    db.prepare("DELETE FROM scope_rows WHERE removed_at = ?").run(STAGED);
  });
}

/** The staged rows moved into the scope, in one transaction of set-based statements. */
function switchIn(db: DatabaseSync, plan: ScopePlan, who: string, now: string) {
  const staged = (ops: string) =>
    `temp.scope_import_rows WHERE plan = :plan AND op IN (${ops}) ORDER BY seq`;
  const p = { plan: plan.id, now, who };
  const run = (sql: string) => {
    const statement = db.prepare(sql);
    statement.setAllowUnknownNamedParameters(true);
    statement.run(p);
  };
  run(
    `UPDATE scope_rows SET kind = s.kind, discipline = s.discipline, group_name = s.group_name,
       product = s.product, parameter = s.parameter, method = s.method, range = s.range, cmc = s.cmc,
       accredited = s.accredited, price_paise = s.price_paise,
       position = COALESCE(s.position, scope_rows.position), updated_at = :now
     FROM (SELECT * FROM ${staged("'changed'")}) AS s WHERE scope_rows.id = s.row_id`,
  );
  run(
    `UPDATE scope_rows SET removed_at = :now, updated_at = :now
     WHERE id IN (SELECT row_id FROM temp.scope_import_rows WHERE plan = :plan AND op = 'removed')`,
  );
  const unmark = db.prepare(
    "UPDATE scope_rows SET removed_at = NULL, updated_at = :now WHERE removed_at = :staged",
  );
  unmark.setAllowUnknownNamedParameters(true);
  unmark.run({ ...p, staged: STAGED });
  run(
    `UPDATE scope_rows SET position = s.position FROM (SELECT * FROM ${staged("'same'")}) AS s
     WHERE scope_rows.id = s.row_id`,
  );
  run(
    `DELETE FROM scope_row_services WHERE row_id IN
       (SELECT row_id FROM temp.scope_import_rows WHERE plan = :plan AND op = 'changed')`,
  );
  run(
    `INSERT INTO scope_row_services (row_id, service_id)
     SELECT s.row_id, j.value FROM (SELECT * FROM ${staged("'changed'")}) AS s,
       json_each(s.services) AS j`,
  );
  run(
    `INSERT INTO scope_row_versions (row_id, saved_at, who, change, row_values)
     SELECT row_id, :now, :who, op, row_values FROM ${staged("'changed', 'removed', 'added'")}`,
  );
  run(
    `INSERT INTO desk_audit (at, first_at, who, action, detail)
     SELECT :now, :now, :who, 'scope row ' || op, detail
     FROM ${staged("'changed', 'removed', 'added'")}`,
  );
  audit(
    db,
    who,
    "scope imported",
    a.imported(plan.added.length, plan.changed.length, plan.removed.length),
    new Date(now),
  );
}

export interface ApplyOptions {
  /** Between two chunks: a turn of the event loop (tests watch what a visitor would see there). */
  pause?: () => Promise<unknown>;
}

let applying = false;

/**
 * Applies a kept dry run: "applied", or "stale" when the scope changed since it
 * was planned (or while it was staged), or another Apply is under way; then
 * nothing is written.
 */
export async function applyScopeImport(
  db: DatabaseSync,
  plan: ScopePlan,
  who: string,
  { pause = () => nextTurn() }: ApplyOptions = {},
): Promise<"applied" | "stale"> {
  if (applying) return "stale";
  applying = true;
  try {
    unstage(db);
    db.exec("DROP TABLE IF EXISTS temp.scope_import_rows");
    db.exec(STAGING);
    const firstNewId = nextRowId(db);
    const lastPosition = Number(
      db.prepare("SELECT COALESCE(MAX(position), 0) AS n FROM scope_rows").get()!.n,
    );
    const now = new Date().toISOString();
    let chunk: Staged[] = [];
    for (const row of stagedRows(plan, firstNewId, lastPosition)) {
      chunk.push(row);
      if (chunk.length < SCOPE_IMPORT.applyChunkRows) continue;
      stageChunk(db, plan.id, chunk, now);
      chunk = [];
      await pause();
    }
    stageChunk(db, plan.id, chunk, now);
    const applied = transaction(db, () => {
      if (scopeBasis(db) !== plan.basis) return false;
      switchIn(db, plan, who, new Date().toISOString());
      return true;
    });
    if (!applied) {
      unstage(db);
      return "stale";
    }
    contentChanged();
    return "applied";
  } finally {
    db.exec("DROP TABLE IF EXISTS temp.scope_import_rows");
    applying = false;
  }
}
