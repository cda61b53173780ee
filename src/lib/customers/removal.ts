import { createHash } from "node:crypto";
import type { DatabaseSync, SQLOutputValue } from "node:sqlite";
import { remindersDesk } from "@/content/portalReminders";
import { transaction } from "@/lib/db/connection";
import { isEmail } from "@/lib/desk/accounts";
import { audit } from "@/lib/desk/audit";
import { DeskError } from "@/lib/desk/errors";
import { normaliseAddress } from "./addresses";

type Row = Record<string, SQLOutputValue>;

const hashOf = (email: string) => createHash("sha256").update(email).digest("hex");

/**
 * Whether an administrator removed this address and it is on no report again:
 * kept as a hash only, so an organisation's whole domain does not let it back
 * into the portal or its reminders; putting it on a report again lets it in.
 */
export function isRemovedAddress(db: DatabaseSync, email: string): boolean {
  if (!db.prepare("SELECT 1 FROM portal_removed_addresses WHERE email_hash = ?").get(hashOf(email)))
    return false;
  return !db.prepare("SELECT 1 FROM report_customer_emails WHERE email = ? LIMIT 1").get(email);
}

export interface RemovalRequest {
  email: string;
  requestedAt: string;
}

/** Customers' requests (from the portal's settings) that the lab remove their address, oldest first. */
export const removalRequests = (db: DatabaseSync): RemovalRequest[] =>
  (
    db
      .prepare(
        `SELECT email, removal_requested_at FROM portal_addresses
         WHERE removal_requested_at IS NOT NULL ORDER BY removal_requested_at`,
      )
      .all() as Row[]
  ).map((r) => ({ email: String(r.email), requestedAt: String(r.removal_requested_at) }));

/** A refused removal, put beside the address field. */
export class RemovalError extends DeskError {}

/** The address as typed, checked: one the portal knows (a RemovalError otherwise). */
export function removableAddress(db: DatabaseSync, typed: string): string {
  const email = normaliseAddress(typed);
  if (!isEmail(email))
    throw new RemovalError(remindersDesk.errors.invalid, { field: "email", status: 400 });
  const known = [
    "SELECT 1 FROM report_customer_emails WHERE email = ?",
    "SELECT 1 FROM customer_organisation_addresses WHERE address = ?",
    "SELECT 1 FROM portal_addresses WHERE email = ?",
    "SELECT 1 FROM portal_sessions WHERE email = ?",
  ].some((sql) => db.prepare(`${sql} LIMIT 1`).get(email) !== undefined);
  if (!known) throw new RemovalError(remindersDesk.errors.unknown, { field: "email", status: 404 });
  return email;
}

/**
 * An address removed (an administrator's action): off every report's customer
 * addresses and every organisation, its portal sessions and sign-in links
 * ended, its reminders and settings deleted; the reports stay. Remembered as
 * a hash (isRemovedAddress) and audited with the address.
 */
export function removeAddress(db: DatabaseSync, typed: string, by: string, now = new Date()) {
  const email = removableAddress(db, typed);
  const reports = transaction(db, () => {
    const taken = Number(
      db.prepare("DELETE FROM report_customer_emails WHERE email = ?").run(email).changes,
    );
    db.prepare("DELETE FROM customer_organisation_addresses WHERE address = ?").run(email);
    db.prepare("DELETE FROM portal_sessions WHERE email = ?").run(email);
    db.prepare("DELETE FROM portal_links WHERE email = ?").run(email);
    db.prepare("DELETE FROM portal_reminders WHERE email = ?").run(email);
    db.prepare("DELETE FROM portal_addresses WHERE email = ?").run(email);
    db.prepare("DELETE FROM portal_unsubscribe_links WHERE email = ?").run(email);
    db.prepare("DELETE FROM portal_calendar_feeds WHERE email = ?").run(email);
    db.prepare(
      "INSERT OR REPLACE INTO portal_removed_addresses (email_hash, removed_at) VALUES (?, ?)",
    ).run(hashOf(email), now.toISOString());
    return taken;
  });
  audit(db, by, "customer address removed", remindersDesk.audit.removed(email, reports), now);
  return { email, reports };
}
