import { scopeCsv } from "@/content/scopeDesk";
import { serviceIds } from "@/content/services/ids";
import { checkRow, readScopeCsv, type ScopeColumn, type ScopeCsvRead } from "./csv";
import { changedFields, valuesOf, type ScopeChanges } from "./records";
import type { ScopeRow, ScopeValues } from "./rows";

/**
 * The import's dry run, worked out in the untrusted-work pool (task
 * planScopeImport): NABL's schedule read, every row checked, and matched
 * against the current scope, in time linear in the rows. A file row is the
 * same row as a current one when its kind, product, parameter and method are
 * the same (spaces and case aside); then, among those left, when its kind,
 * product and parameter are those of exactly one (a method revised). A
 * matched row keeps its number; the others are added, and in "replace" mode
 * the current rows the file does not name are removed.
 */

const norm = (s: string) => s.replace(/\s+/g, " ").trim().toLowerCase();
const fullKey = (v: ScopeValues) =>
  [v.kind, v.product, v.parameter, v.method].map(norm).join("\u0000");
const shortKey = (v: ScopeValues) => [v.kind, v.product, v.parameter].map(norm).join("\u0000");

/** Appends `item` to the list under `key` (in place: a 25,000-row file sharing one key stays linear). */
function push<K, V>(map: Map<K, V[]>, key: K, item: V) {
  const list = map.get(key);
  if (list) list.push(item);
  else map.set(key, [item]);
}

/**
 * What an import does with the rows the file does not name: "update" (add
 * and update only, the desk's default) keeps them, "replace" (the whole
 * scope) removes them.
 */
export type ScopeImportMode = "update" | "replace";
export const scopeImportModes: readonly ScopeImportMode[] = ["update", "replace"];

/** Matches the file's checked rows against the current rows: what is added, changed, removed. */
export function planChanges(
  current: readonly ScopeRow[],
  file: readonly ScopeValues[],
  hasServices: boolean,
  mode: ScopeImportMode,
): ScopeChanges {
  const matchOf = new Map<number, ScopeRow>();
  const taken = new Set<number>();
  const byFull = new Map<string, ScopeRow[]>();
  for (const row of current) push(byFull, fullKey(row), row);
  // Rows of one key are taken in their order: the next untaken is at the key's cursor.
  const cursor = new Map<string, number>();
  file.forEach((v, i) => {
    const key = fullKey(v);
    const at = cursor.get(key) ?? 0;
    const row = byFull.get(key)?.[at];
    if (row) {
      cursor.set(key, at + 1);
      matchOf.set(i, row);
      taken.add(row.id);
    }
  });
  const byShort = new Map<string, ScopeRow[]>();
  for (const row of current) if (!taken.has(row.id)) push(byShort, shortKey(row), row);
  const unmatchedByShort = new Map<string, number[]>();
  file.forEach((v, i) => {
    if (!matchOf.has(i)) push(unmatchedByShort, shortKey(v), i);
  });
  for (const [key, indexes] of unmatchedByShort) {
    const rows = byShort.get(key) ?? [];
    if (rows.length === 1 && indexes.length === 1) {
      matchOf.set(indexes[0]!, rows[0]!);
      taken.add(rows[0]!.id);
    }
  }
  const changes: ScopeChanges = { added: [], changed: [], removed: [], same: [] };
  file.forEach((v, i) => {
    const position = i + 1;
    const row = matchOf.get(i);
    if (!row) {
      changes.added.push({ values: v, position });
      return;
    }
    const before = valuesOf(row);
    const after = hasServices ? v : { ...v, services: before.services };
    if (changedFields(before, after).length)
      changes.changed.push({ id: row.id, before, after, position });
    else changes.same.push({ id: row.id, position });
  });
  if (mode === "replace")
    for (const row of current)
      if (!taken.has(row.id)) changes.removed.push({ id: row.id, before: valuesOf(row) });
  return changes;
}

/** Checks every row of a read file; a row repeated (same full key) is refused. */
export function checkRows(
  read: Extract<ScopeCsvRead, { ok: true }>,
): { ok: true; values: ScopeValues[] } | { ok: false; problems: string[] } {
  const problems: string[] = [];
  const values: ScopeValues[] = [];
  const firstLine = new Map<string, number>();
  for (const row of read.rows) {
    const checked = checkRow(row, serviceIds);
    if (!checked.ok) {
      problems.push(...checked.problems);
      continue;
    }
    const key = fullKey(checked.values);
    const earlier = firstLine.get(key);
    if (earlier !== undefined) problems.push(scopeCsv.problems.duplicate(row.line, earlier));
    else firstLine.set(key, row.line);
    values.push(checked.values);
  }
  return problems.length ? { ok: false, problems } : { ok: true, values };
}

/** What the pool answers for an uploaded file: its problems, or the changes it would make. */
export type ScopeImportPlanned =
  | { ok: false; problems: string[] }
  | {
      ok: true;
      ignored: string[];
      hasServices: boolean;
      changes: ScopeChanges;
      /**
       * The changes as JSON, written here in the pool: the plan is kept in the
       * database (lib/scope/importScope.ts), and a 25,000-row file's changes are
       * megabytes the server's thread would otherwise spend turning into text.
       */
      changesJson: string;
    };

/** The pool's task: the file read, checked and matched against `current`; nothing is written. */
export function planScopeImport({
  bytes,
  current,
  mode,
}: {
  bytes: Uint8Array;
  current: readonly ScopeRow[];
  mode: ScopeImportMode;
}): ScopeImportPlanned {
  const read = readScopeCsv(bytes);
  if (!read.ok) return { ok: false, problems: [read.problem] };
  const checked = checkRows(read);
  if (!checked.ok) return checked;
  const hasServices = read.columns.includes("services" satisfies ScopeColumn);
  const changes = planChanges(current, checked.values, hasServices, mode);
  return {
    ok: true,
    ignored: read.ignored,
    hasServices,
    changes,
    changesJson: JSON.stringify(changes),
  };
}
