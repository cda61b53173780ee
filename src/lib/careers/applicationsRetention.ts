import type { DatabaseSync } from "node:sqlite";
import { retention } from "@/content/privacy";
import { DAY_MS } from "@/lib/leads/retention";
import { purgeApplications } from "./applications";

/** The moments before which applications are deleted and their IP address and browser blanked. */
export function applicationCutoffs(now: Date): { before: Date; clientBefore: Date } {
  const before = new Date(now);
  before.setUTCMonth(before.getUTCMonth() - retention.applicationMonths);
  return { before, clientBefore: new Date(now.getTime() - retention.clientDays * DAY_MS) };
}

/** The applications' part of the daily purge: a line for the server's log, or undefined. */
export function purgeExpiredApplications(db: DatabaseSync, now = new Date()): string | undefined {
  const { before, clientBefore } = applicationCutoffs(now);
  const { deleted, anonymised } = purgeApplications(db, before, clientBefore);
  if (!deleted && !anonymised) return undefined;
  return `Retention (applications): deleted ${deleted} applications with their CVs, blanked the address of ${anonymised}`;
}
