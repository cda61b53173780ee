import { randomBytes } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import { scopeCsv } from "@/content/scopeDesk";
import { serviceIds } from "@/content/services/ids";
import { runUntrusted, STAFF_WORK, UntrustedWorkError } from "@/lib/workers/pool";
import { checkRow, type ScopeColumn, type ScopeCsvRead } from "./csv";
import { changedFields, scopeBasis, valuesOf, type ScopeChanges } from "./records";
import { allScopeRows, type ScopeRow, type ScopeValues } from "./rows";

/**
 * The import's dry run: NABL's schedule read (in the untrusted-work pool),
 * every row checked, and matched against the current scope. A file row is the
 * same row as a current one when its kind, product, parameter and method are
 * the same (spaces and case aside); then, among those left, when its kind,
 * product and parameter are those of exactly one (a method revised). A
 * matched row keeps its number; the others are added or removed.
 */

export interface ScopePlan extends ScopeChanges {
  /** The plan's key on the page's Apply form. */
  id: string;
  who: string;
  /** scopeBasis when planned: Apply is refused when the scope changed since. */
  basis: number;
  made: number;
  ignored: string[];
  /** Whether the file had a Services column (without one, changed rows keep theirs). */
  hasServices: boolean;
}

export type PlanResult = { ok: true; plan: ScopePlan } | { ok: false; problems: string[] };

const norm = (s: string) => s.replace(/\s+/g, " ").trim().toLowerCase();
const fullKey = (v: ScopeValues) =>
  [v.kind, v.product, v.parameter, v.method].map(norm).join("\u0000");
const shortKey = (v: ScopeValues) => [v.kind, v.product, v.parameter].map(norm).join("\u0000");

/** Matches the file's checked rows against the current rows: what is added, changed, removed. */
export function planChanges(
  current: readonly ScopeRow[],
  file: readonly ScopeValues[],
  hasServices: boolean,
): ScopeChanges {
  const matchOf = new Map<number, ScopeRow>();
  const taken = new Set<number>();
  const byFull = new Map<string, ScopeRow[]>();
  for (const row of current) {
    const key = fullKey(row);
    byFull.set(key, [...(byFull.get(key) ?? []), row]);
  }
  file.forEach((v, i) => {
    const row = byFull.get(fullKey(v))?.find((r) => !taken.has(r.id));
    if (row) {
      matchOf.set(i, row);
      taken.add(row.id);
    }
  });
  const byShort = new Map<string, ScopeRow[]>();
  for (const row of current)
    if (!taken.has(row.id))
      byShort.set(shortKey(row), [...(byShort.get(shortKey(row)) ?? []), row]);
  const unmatchedByShort = new Map<string, number[]>();
  file.forEach((v, i) => {
    if (matchOf.has(i)) return;
    unmatchedByShort.set(shortKey(v), [...(unmatchedByShort.get(shortKey(v)) ?? []), i]);
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

/** Dry runs wait for their Apply this long, at most this many at once (the oldest goes first). */
export const PLAN_TTL_MS = 30 * 60_000;
const MAX_PLANS = 20;
const plans = new Map<string, ScopePlan>();

function keep(plan: ScopePlan) {
  const now = Date.now();
  for (const [id, p] of plans) if (now - p.made > PLAN_TTL_MS) plans.delete(id);
  while (plans.size >= MAX_PLANS) plans.delete(plans.keys().next().value!);
  plans.set(plan.id, plan);
}

/** The account's dry run by its id, while it is fresh and the scope has not changed since. */
export function keptPlan(db: DatabaseSync, id: string, who: string): ScopePlan | undefined {
  const plan = plans.get(id);
  if (!plan || plan.who !== who || Date.now() - plan.made > PLAN_TTL_MS) return undefined;
  if (plan.basis !== scopeBasis(db)) return undefined;
  return plan;
}

export const forgetPlan = (id: string) => plans.delete(id);

/** Reads, checks and matches an uploaded file; nothing is written. The plan is kept for its Apply. */
export async function planImport(
  db: DatabaseSync,
  bytes: Uint8Array,
  who: string,
): Promise<PlanResult | "busy"> {
  let read: ScopeCsvRead;
  try {
    read = await runUntrusted<ScopeCsvRead>("readScopeCsv", bytes, STAFF_WORK);
  } catch (error) {
    if (error instanceof UntrustedWorkError) return "busy";
    throw error;
  }
  if (!read.ok) return { ok: false, problems: [read.problem] };
  const checked = checkRows(read);
  if (!checked.ok) return checked;
  const hasServices = read.columns.includes("services" satisfies ScopeColumn);
  const plan: ScopePlan = {
    id: randomBytes(12).toString("base64url"),
    who,
    basis: scopeBasis(db),
    made: Date.now(),
    ignored: read.ignored,
    hasServices,
    ...planChanges(allScopeRows(db), checked.values, hasServices),
  };
  keep(plan);
  return { ok: true, plan };
}
