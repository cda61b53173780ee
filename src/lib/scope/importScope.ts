import { randomBytes } from "node:crypto";
import { runUntrusted, STAFF_WORK, UntrustedWorkError } from "@/lib/workers/pool";
import type { ScopeImportMode, ScopeImportPlanned } from "./planImport";
import type { ScopeChanges } from "./records";
import { allScopeRows, scopeBasis } from "./store";

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
export async function keptPlan(id: string, who: string): Promise<ScopePlan | undefined> {
  const plan = plans.get(id);
  if (!plan || plan.who !== who || Date.now() - plan.made > PLAN_TTL_MS) return undefined;
  if (plan.basis !== (await scopeBasis())) return undefined;
  return plan;
}

export const forgetPlan = (id: string) => plans.delete(id);

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
  const plan: ScopePlan = {
    id: randomBytes(12).toString("base64url"),
    who,
    // The scope as it was read for the plan: a write while the pool worked makes the plan stale.
    basis,
    made: Date.now(),
    ignored: planned.ignored,
    hasServices: planned.hasServices,
    mode,
    ...planned.changes,
  };
  keep(plan);
  return { ok: true, plan };
}
