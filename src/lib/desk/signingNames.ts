import type { DatabaseSync, SQLOutputValue } from "node:sqlite";
import { desk } from "@/content/desk";
import { transaction } from "@/lib/db/connection";
import { signature } from "./accountSchema";
import { AccountError, checkedProfile, profileOf } from "./accounts";
import { audit } from "./audit";
import { normaliseEmail } from "./email";
import { userRoles } from "./sessions";

/**
 * A person's own name and designation (their page, /desk/account). For an authorised
 * signatory they are what reports are signed with, so a change of theirs waits for an
 * administrator (the Accounts page): confirmed, it is written to the account; refused, it is
 * dropped; until then the old one signs (accounts.ts signerOf reads the account only). Every
 * step is in the audit log with the old and the new. An administrator's own change, like one
 * they make on an account's page, takes effect at once.
 */

const errors = desk.accounts.errors;

type Row = Record<string, SQLOutputValue>;
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
export const changeWaits = (db: DatabaseSync, email: string) => {
  const roles = userRoles(db, normaliseEmail(email));
  return roles.includes("signatory") && !roles.includes("admin");
};

const change = (db: DatabaseSync, row: Row): SigningNameChange => ({
  email: String(row.email),
  from: profileOf(db, String(row.email)),
  to: { displayName: String(row.display_name), designation: String(row.designation) },
  askedAt: String(row.asked_at),
});

/** The changes waiting for an administrator, oldest first. */
export const signingNameChanges = (db: DatabaseSync): SigningNameChange[] =>
  (
    db
      .prepare(
        "SELECT email, display_name, designation, asked_at FROM desk_signing_name_changes ORDER BY asked_at, email",
      )
      .all() as Row[]
  ).map((row) => change(db, row));

/** How many changes wait (the administrators' start page counts them). */
export const countSigningNameChanges = (db: DatabaseSync): number =>
  Number((db.prepare("SELECT COUNT(*) AS n FROM desk_signing_name_changes").get() as Row).n);

/** This account's change waiting for an administrator, if any. */
export function waitingChange(db: DatabaseSync, email: string): SigningNameChange | undefined {
  const row = db
    .prepare(
      "SELECT email, display_name, designation, asked_at FROM desk_signing_name_changes WHERE email = ?",
    )
    .get(normaliseEmail(email)) as Row | undefined;
  return row && change(db, row);
}

const line = (email: string, from: Profile, to: Profile) =>
  `${email}: ${signature(from)} → ${signature(to)}`;

/**
 * A person changes their own name and designation: "saved" at once, "waiting" for an
 * administrator (a signatory's; a newer request replaces an older one), or "unchanged"
 * (asking for what they sign with already withdraws a waiting request).
 */
export function changeOwnProfile(
  db: DatabaseSync,
  email: string,
  profile: Profile,
  now = new Date(),
): "saved" | "waiting" | "unchanged" {
  const address = normaliseEmail(email);
  const waits = changeWaits(db, address);
  const to = checkedProfile(profile, waits);
  const from = profileOf(db, address);
  const same = from.displayName === to.displayName && from.designation === to.designation;
  if (same) {
    db.prepare("DELETE FROM desk_signing_name_changes WHERE email = ?").run(address);
    return "unchanged";
  }
  if (!waits) {
    const result = db
      .prepare("UPDATE desk_users SET display_name = ?, designation = ? WHERE email = ?")
      .run(to.displayName, to.designation, address);
    if (Number(result.changes) !== 1) throw new AccountError(errors.missing);
    audit(db, address, "own name and designation set", line(address, from, to));
    return "saved";
  }
  db.prepare(
    `INSERT INTO desk_signing_name_changes (email, display_name, designation, asked_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (email) DO UPDATE SET display_name = excluded.display_name,
       designation = excluded.designation, asked_at = excluded.asked_at`,
  ).run(address, to.displayName, to.designation, now.toISOString());
  audit(db, address, "signing name change asked", line(address, from, to));
  return "waiting";
}

/**
 * The change an administrator decides on: the one they saw (`seen`), not one the person made
 * since; never their own.
 */
function decided(db: DatabaseSync, email: string, by: string, seen: Profile) {
  const address = normaliseEmail(email);
  if (normaliseEmail(by) === address) throw new AccountError(errors.ownChange);
  const waiting = waitingChange(db, address);
  if (!waiting) throw new AccountError(errors.noChange);
  if (waiting.to.displayName !== seen.displayName || waiting.to.designation !== seen.designation)
    throw new AccountError(errors.changeMoved);
  return waiting;
}

/** An administrator confirms a signatory's new name: their next reports are signed with it. */
export function confirmSigningName(db: DatabaseSync, email: string, by: string, seen: Profile) {
  const { email: address, from, to } = decided(db, email, by, seen);
  transaction(db, () => {
    db.prepare("UPDATE desk_users SET display_name = ?, designation = ? WHERE email = ?").run(
      to.displayName,
      to.designation,
      address,
    );
    db.prepare("DELETE FROM desk_signing_name_changes WHERE email = ?").run(address);
  });
  audit(db, by, "signing name change confirmed", line(address, from, to));
}

/** An administrator refuses it: the old name stays. */
export function refuseSigningName(db: DatabaseSync, email: string, by: string, seen: Profile) {
  const { email: address, from, to } = decided(db, email, by, seen);
  db.prepare("DELETE FROM desk_signing_name_changes WHERE email = ?").run(address);
  audit(db, by, "signing name change refused", line(address, from, to));
}
