import { desk } from "@/content/desk";
import { writeTogether } from "@/lib/db/store";
import { signature } from "./accountSchema";
import { AccountError, checkedProfile, profileOf } from "./accounts";
import { normaliseEmail } from "./email";
import { userRoles } from "./sessions";
import {
  askSigningName,
  countSigningNameRows,
  dropSigningName,
  signingNameRowOf,
  signingNameRows,
  writeProfile,
  type SigningNameRow,
} from "./store";
import { recordAudit } from "@/lib/platform/audit/store";

/**
 * A person's own name and designation (their page, /desk/account). For an authorised
 * signatory they are what reports are signed with, so a change of theirs waits for an
 * administrator (the Accounts page): confirmed, it is written to the account; refused, it is
 * dropped; until then the old one signs (accounts.ts signerOf reads the account only). Every
 * step is in the audit log with the old and the new. An administrator's own change, like one
 * they make on an account's page, takes effect at once.
 */

const errors = desk.accounts.errors;

export type Profile = { displayName: string; designation: string };

export interface SigningNameChange {
  email: string;
  /** What the account signs with now. */
  from: Profile;
  /** What it asked to sign with. */
  to: Profile;
  askedAt: string;
}

/** Whether this account's own change of name waits for an administrator (a signatory, not an admin). */
export const changeWaits = async (email: string) => {
  const roles = await userRoles(normaliseEmail(email));
  return roles.includes("signatory") && !roles.includes("admin");
};

const change = async (row: SigningNameRow): Promise<SigningNameChange> => ({
  email: row.email,
  from: await profileOf(row.email),
  to: { displayName: row.displayName, designation: row.designation },
  askedAt: row.askedAt,
});

/** The changes waiting for an administrator, oldest first. */
export const signingNameChanges = async (): Promise<SigningNameChange[]> =>
  Promise.all((await signingNameRows()).map(change));

/** How many changes wait (the administrators' start page counts them). */
export const countSigningNameChanges = (): Promise<number> => countSigningNameRows();

/** This account's change waiting for an administrator, if any. */
export async function waitingChange(email: string): Promise<SigningNameChange | undefined> {
  const row = await signingNameRowOf(normaliseEmail(email));
  return row && change(row);
}

const line = (email: string, from: Profile, to: Profile) =>
  `${email}: ${signature(from)} → ${signature(to)}`;

/**
 * A person changes their own name and designation: "saved" at once, "waiting" for an
 * administrator (a signatory's; a newer request replaces an older one), or "unchanged"
 * (asking for what they sign with already withdraws a waiting request).
 */
export function changeOwnProfile(
  email: string,
  profile: Profile,
  now = new Date(),
): Promise<"saved" | "waiting" | "unchanged"> {
  const address = normaliseEmail(email);
  return writeTogether(async () => {
    const waits = await changeWaits(address);
    const to = checkedProfile(profile, waits);
    const from = await profileOf(address);
    const same = from.displayName === to.displayName && from.designation === to.designation;
    if (same) {
      await dropSigningName(address);
      return "unchanged";
    }
    if (!waits) {
      if (!(await writeProfile(address, to))) throw new AccountError(errors.missing);
      await recordAudit(address, "own name and designation set", line(address, from, to));
      return "saved";
    }
    await askSigningName({ email: address, ...to, askedAt: now.toISOString() });
    await recordAudit(address, "signing name change asked", line(address, from, to));
    return "waiting";
  });
}

/**
 * The change an administrator decides on: the one they saw (`seen`), not one the person made
 * since; never their own.
 */
async function decided(email: string, by: string, seen: Profile) {
  const address = normaliseEmail(email);
  if (normaliseEmail(by) === address) throw new AccountError(errors.ownChange);
  const waiting = await waitingChange(address);
  if (!waiting) throw new AccountError(errors.noChange);
  if (waiting.to.displayName !== seen.displayName || waiting.to.designation !== seen.designation)
    throw new AccountError(errors.changeMoved);
  return waiting;
}

/** An administrator confirms a signatory's new name: their next reports are signed with it. */
export function confirmSigningName(email: string, by: string, seen: Profile): Promise<void> {
  return writeTogether(async () => {
    const { email: address, from, to } = await decided(email, by, seen);
    await writeProfile(address, to);
    await dropSigningName(address);
    await recordAudit(by, "signing name change confirmed", line(address, from, to));
  });
}

/** An administrator refuses it: the old name stays. */
export function refuseSigningName(email: string, by: string, seen: Profile): Promise<void> {
  return writeTogether(async () => {
    const { email: address, from, to } = await decided(email, by, seen);
    await dropSigningName(address);
    await recordAudit(by, "signing name change refused", line(address, from, to));
  });
}
