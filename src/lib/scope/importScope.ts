import { randomBytes } from "node:crypto";
import { runUntrusted, STAFF_WORK, UntrustedWorkError } from "@/lib/workers/pool";
import type { ScopeImportMode, ScopeImportPlanned } from "./planImport";
import type { ScopeChanges } from "./records";
import { SCOPE_IMPORT } from "@/lib/fairShare/limits";
import {
  allScopeRows,
  forgetScopePlan,
  keepScopePlan,
  keptScopePlanJson,
  scopeBasis,
  takeScopePlan,
} from "./store";

export { checkRows, planChanges } from "./planImport";

/**
 * The import's dry run, kept for its Apply: the file read, checked and
 * matched against the current scope in the untrusted-work pool
 * (./planImport.ts), never on the server's event loop.
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
  /** Add and update only (rows not in the file stay), or replace the whole scope. */
  mode: ScopeImportMode;
}

export type PlanResult = { ok: true; plan: ScopePlan } | { ok: false; problems: string[] };

/**
 * Dry runs wait for their Apply this long, in the database (migration 0047),
 * so the Apply may reach any server; each account keeps a few (its oldest
 * goes first), never another's (lib/fairShare/limits.ts).
 */
export const PLAN_TTL_MS = SCOPE_IMPORT.planTtlMs;

const freshSince = (now: number) => now - PLAN_TTL_MS;
const leaseSince = (now: number) => now - SCOPE_IMPORT.applyLeaseMs;

/** A plan's own fields, without its changes. */
type PlanFields = Omit<ScopePlan, keyof ScopeChanges>;

/** A plan kept: its JSON is its own fields' and the changes' the pool wrote, joined (one object). */
const keep = (own: PlanFields, changesJson: string, now = Date.now()) =>
  keepScopePlan(
    {
      id: own.id,
      who: own.who,
      made: own.made,
      json: `${JSON.stringify(own).slice(0, -1)},${changesJson.slice(1)}`,
    },
    {
      freshSince: freshSince(now),
      leaseSince: leaseSince(now),
      perAccount: SCOPE_IMPORT.plansPerAccount,
    },
  );

/** The account's dry run by its id, while it is fresh, not being applied, and the scope has not changed since. */
export async function keptPlan(
  id: string,
  who: string,
  now = Date.now(),
): Promise<ScopePlan | undefined> {
  const json = await keptScopePlanJson(id, who, freshSince(now));
  if (json === undefined) return undefined;
  const plan = JSON.parse(json) as ScopePlan;
  if (plan.basis !== (await scopeBasis())) return undefined;
  return plan;
}

/**
 * The plan taken for its Apply: false when it is gone (applied already, too
 * old, another account's) or another Apply is under way on any server. A plan
 * is taken once; `forgetPlan` removes it when its Apply ends.
 */
export const takePlan = (id: string, who: string, now = Date.now()) =>
  takeScopePlan(id, who, {
    now,
    freshSince: freshSince(now),
    leaseSince: leaseSince(now),
  });

export const forgetPlan = (id: string, taken: boolean) => forgetScopePlan(id, { taken });

/** Reads, checks and matches an uploaded file in the pool; nothing is written. The plan is kept for its Apply. */
export async function planImport(
  bytes: Uint8Array,
  who: string,
  mode: ScopeImportMode,
): Promise<PlanResult | "busy"> {
  const basis = await scopeBasis();
  const current = await allScopeRows();
  let planned: ScopeImportPlanned;
  try {
    planned = await runUntrusted<ScopeImportPlanned>(
      "planScopeImport",
      {
        bytes,
        current,
        mode,
      },
      STAFF_WORK,
    );
  } catch (error) {
    if (error instanceof UntrustedWorkError) return "busy";
    throw error;
  }
  if (!planned.ok) return planned;
  const own: PlanFields = {
    id: randomBytes(12).toString("base64url"),
    who,
    // The scope as it was read for the plan: a write while the pool worked makes the plan stale.
    basis,
    made: Date.now(),
    ignored: planned.ignored,
    hasServices: planned.hasServices,
    mode,
  };
  await keep(own, planned.changesJson);
  const plan: ScopePlan = { ...own, ...planned.changes };
  return { ok: true, plan };
}
