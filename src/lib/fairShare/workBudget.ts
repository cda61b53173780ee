/**
 * Worker time per client per rolling minute. A task is charged its time
 * limit before it starts (so a client cannot start more work than its budget
 * holds, however fast it sends) and settled at the time it really took when
 * it ends. A client whose charges in the last minute leave no room for the
 * next task is refused at once.
 */

export interface WorkBudgetOptions {
  /** Worker time one client may use in any 60 s, in ms. */
  msPerMinute: number;
  /** Milliseconds on a monotonic clock (injected by tests). */
  now: () => number;
}

export interface WorkCharge {
  ok: true;
  /** The task took `usedMs`: the charge becomes that (never more than charged). A second call does nothing. */
  settle(usedMs: number): void;
}

export interface WorkBudget {
  /** Charges `client` `ms` of worker time, or refuses when that would pass its budget. */
  charge(client: string, ms: number): WorkCharge | { ok: false };
  /** Worker time charged to `client` in the last minute. */
  spent(client: string): number;
}

const MINUTE_MS = 60_000;

export function createWorkBudget({ msPerMinute, now }: WorkBudgetOptions): WorkBudget {
  const charges = new Map<string, { at: number; ms: number }[]>();

  function recent(client: string): { at: number; ms: number }[] {
    const since = now() - MINUTE_MS;
    const kept = (charges.get(client) ?? []).filter((entry) => entry.at > since);
    if (kept.length) charges.set(client, kept);
    else charges.delete(client);
    return kept;
  }

  const spent = (client: string) => recent(client).reduce((sum, entry) => sum + entry.ms, 0);

  return {
    spent,
    charge(client, ms) {
      if (spent(client) + ms > msPerMinute) return { ok: false };
      const entry = { at: now(), ms };
      charges.set(client, [...(charges.get(client) ?? []), entry]);
      let settled = false;
      return {
        ok: true,
        settle(usedMs) {
          if (settled) return;
          settled = true;
          entry.ms = Math.min(ms, Math.max(0, usedMs));
          entry.at = now();
        },
      };
    },
  };
}
