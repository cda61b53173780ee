import { createHash } from "node:crypto";
import { remindersDesk } from "@/content/portalReminders";
import { isEmail } from "@/lib/desk/accounts";
import { recordAudit } from "@/lib/platform/audit/store";
import { DeskError } from "@/lib/platform/convention/errors";
import { normaliseAddress } from "./addresses";
import {
  eraseAddress,
  isKnownAddress,
  isOnAnyReport,
  isRemovedHash,
  removalRequestRows,
} from "./store";

const hashOf = (email: string) => createHash("sha256").update(email).digest("hex");

/**
 * Whether an administrator removed this address and it is on no report again:
 * kept as a hash only, so an organisation's whole domain does not let it back
 * into the portal or its reminders; putting it on a report again lets it in.
 */
export async function isRemovedAddress(email: string): Promise<boolean> {
  if (!(await isRemovedHash(hashOf(email)))) return false;
  return !(await isOnAnyReport(email));
}

export interface RemovalRequest {
  email: string;
  requestedAt: string;
}

/** Customers' requests (from the portal's settings) that the lab remove their address, oldest first. */
export const removalRequests = (): Promise<RemovalRequest[]> => removalRequestRows();

/** A refused removal, put beside the address field. */
export class RemovalError extends DeskError {}

/** The address as typed, checked: one the portal knows (a RemovalError otherwise). */
export async function removableAddress(typed: string): Promise<string> {
  const email = normaliseAddress(typed);
  if (!isEmail(email))
    throw new RemovalError(remindersDesk.errors.invalid, { field: "email", status: 400 });
  if (!(await isKnownAddress(email)))
    throw new RemovalError(remindersDesk.errors.unknown, { field: "email", status: 404 });
  return email;
}

/**
 * An address removed (an administrator's action): off every report's customer
 * addresses and every organisation, its portal sessions and sign-in links
 * ended, its reminders and settings deleted; the reports stay. Remembered as
 * a hash (isRemovedAddress) and audited with the address.
 */
export async function removeAddress(typed: string, by: string, now = new Date()) {
  const email = await removableAddress(typed);
  const reports = await eraseAddress(email, hashOf(email), now.toISOString());
  await recordAudit(
    by,
    "customer address removed",
    remindersDesk.audit.removed(email, reports),
    now,
  );
  return { email, reports };
}
