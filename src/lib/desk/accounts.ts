import { DeskError } from "./errors";
import type { DatabaseSync, SQLOutputValue } from "node:sqlite";
import { transaction } from "@/lib/db/connection";
import { desk } from "@/content/desk";
import { audit } from "./audit";
import {
  checkAccount,
  checkProfile,
  errorList,
  signature,
  type AccountInput,
} from "./accountSchema";
import { isEmail, normaliseEmail } from "./email";
import { hashPassword } from "./passwords";
import { passwordProblem } from "./passwordRules";
import { createPasswordLink } from "./passwordLinks";
import { isRole, type DeskUser, type Role } from "./roles";
import { endSessions, userRoles } from "./sessions";
import { removeSecondFactor } from "./twoFactor";

/** The password of an account made on the desk until its link is used: no hash matches it. */
const NO_PASSWORD = "!";

const errors = desk.accounts.errors;

type Row = Record<string, SQLOutputValue>;

export class AccountError extends DeskError {}

/** The same rules as the set-password page (lib/desk/passwordRules.ts), in the same words. */
function checkNewPassword(password: string, email: string) {
  const problem = passwordProblem(password, email);
  if (problem) throw new AccountError(desk.setPassword.errors[problem]);
}

function checkRoles(roles: readonly string[]): Role[] {
  const unknown = roles.filter((r) => !isRole(r));
  if (unknown.length) throw new AccountError(`Unknown role: ${unknown.join(", ")}`);
  if (!roles.length) throw new AccountError("Give the account at least one role.");
  return [...new Set(roles as Role[])];
}

function writeRoles(db: DatabaseSync, email: string, roles: Role[]) {
  db.prepare("DELETE FROM desk_user_roles WHERE email = ?").run(email);
  const insert = db.prepare("INSERT INTO desk_user_roles (email, role) VALUES (?, ?)");
  for (const role of roles) insert.run(email, role);
}

/** The new account checked by its one schema (accountSchema.ts), or its first problem refused. */
function checkedAccount(input: AccountInput) {
  const unknown = input.roles.filter((r) => !isRole(r));
  if (unknown.length) throw new AccountError(`Unknown role: ${unknown.join(", ")}`);
  const checked = checkAccount(input);
  if (!checked.ok) throw new AccountError(errorList(checked.errors).join(" "));
  return checked.value;
}

export async function addUser(
  db: DatabaseSync,
  email: string,
  password: string,
  roles: readonly string[],
  by = "command line",
  /** The name and designation the account signs with (needed for an authorised signatory). */
  signing: { displayName?: string; designation?: string } = {},
): Promise<void> {
  if (!isEmail(normaliseEmail(email))) throw new AccountError(`Not an e-mail address: ${email}`);
  const account = checkedAccount({
    email,
    roles: [...roles],
    displayName: signing.displayName ?? "",
    designation: signing.designation ?? "",
  });
  const address = account.email;
  checkNewPassword(password, address);
  const hash = await hashPassword(password);
  if (db.prepare("SELECT 1 FROM desk_users WHERE email = ?").get(address))
    throw new AccountError(`${address} already has an account (use reset-password).`);
  transaction(db, () => {
    db.prepare(
      "INSERT INTO desk_users (email, password_hash, created_at, display_name, designation) VALUES (?, ?, ?, ?, ?)",
    ).run(address, hash, new Date().toISOString(), account.displayName, account.designation);
    writeRoles(db, address, account.roles);
  });
  audit(
    db,
    by,
    "account added",
    `${address} (${account.roles.join(", ")})${signedAsNote(account)}`,
  );
}

/** "; signs as R. K. Verma, Technical Manager" for an account given a name, else nothing. */
const signedAsNote = (p: { displayName: string; designation: string }) =>
  p.displayName || p.designation ? `; signs as ${signature(p)}` : "";

/** Replaces an account's roles; its sessions end so the change applies at once. */
export function setRoles(
  db: DatabaseSync,
  email: string,
  roles: readonly string[],
  by = "command line",
): void {
  const address = normaliseEmail(email);
  const checked = checkRoles(roles);
  if (!db.prepare("SELECT 1 FROM desk_users WHERE email = ?").get(address))
    throw new AccountError(`No account for ${address}.`);
  if (isAdmin(db, address) && !checked.includes("admin")) {
    if (normaliseEmail(by) === address) throw new AccountError(errors.ownAdmin);
    if (otherAdmins(db, address) === 0) throw new AccountError(errors.lastAdmin);
  }
  // A signatory can sign from the moment they have the role: the name comes first.
  if (checked.includes("signatory") && !checkProfile(profileOf(db, address), true).ok)
    throw new AccountError(errors.signingFirst);
  transaction(db, () => writeRoles(db, address, checked));
  endSessions(db, address);
  audit(db, by, "roles changed", `${address} (${checked.join(", ")})`);
}

export async function resetPassword(
  db: DatabaseSync,
  email: string,
  password: string,
  by = "command line",
): Promise<void> {
  const address = normaliseEmail(email);
  checkNewPassword(password, address);
  const result = db
    .prepare("UPDATE desk_users SET password_hash = ? WHERE email = ?")
    .run(await hashPassword(password), address);
  if (Number(result.changes) !== 1) throw new AccountError(`No account for ${address}.`);
  endSessions(db, address);
  db.prepare("DELETE FROM desk_failures WHERE key = ?").run(`account:${address}`);
  audit(db, by, "password reset", address);
}

export function removeUser(db: DatabaseSync, email: string, by = "command line"): void {
  const address = normaliseEmail(email);
  if (normaliseEmail(by) === address) throw new AccountError(errors.ownAccount);
  if (isAdmin(db, address) && otherAdmins(db, address) === 0)
    throw new AccountError(errors.lastAdmin);
  const result = db.prepare("DELETE FROM desk_users WHERE email = ?").run(address);
  if (Number(result.changes) !== 1) throw new AccountError(`No account for ${address}.`);
  endSessions(db, address);
  audit(db, by, "account removed", address);
}

/**
 * Removes an account's second factor (a lost phone): its secret and recovery
 * codes go, its sessions end, and if its roles need one it sets one up again at
 * its next sign-in (lib/desk/gate.ts). Not one's own: another administrator does it.
 */
export function resetTwoFactor(db: DatabaseSync, email: string, by = "command line"): void {
  const address = normaliseEmail(email);
  if (normaliseEmail(by) === address) throw new AccountError(errors.ownTwoFactor);
  if (!db.prepare("SELECT 1 FROM desk_users WHERE email = ?").get(address))
    throw new AccountError(errors.missing);
  if (!removeSecondFactor(db, address)) throw new AccountError(errors.noTwoFactor);
  endSessions(db, address);
  audit(db, by, "two-factor sign-in reset", address);
}

const isAdmin = (db: DatabaseSync, email: string) =>
  !!db.prepare("SELECT 1 FROM desk_user_roles WHERE email = ? AND role = 'admin'").get(email);

const otherAdmins = (db: DatabaseSync, email: string) =>
  Number(
    (
      db
        .prepare("SELECT COUNT(*) AS n FROM desk_user_roles WHERE role = 'admin' AND email <> ?")
        .get(email) as Row
    ).n,
  );

export { isEmail } from "./email";

/**
 * A colleague added on the desk: the account has no usable password until
 * they choose one through the link whose token this answers.
 */
export function inviteUser(
  db: DatabaseSync,
  input: AccountInput,
  by: string,
  now = new Date(),
): { email: string; token: string } {
  const account = checkedAccount(input);
  const address = account.email;
  const token = transaction(db, () => {
    if (db.prepare("SELECT 1 FROM desk_users WHERE email = ?").get(address))
      throw new AccountError(errors.exists(address));
    db.prepare(
      "INSERT INTO desk_users (email, password_hash, created_at, display_name, designation) VALUES (?, ?, ?, ?, ?)",
    ).run(address, NO_PASSWORD, now.toISOString(), account.displayName, account.designation);
    writeRoles(db, address, account.roles);
    return createPasswordLink(db, address, now);
  });
  audit(
    db,
    by,
    "account added",
    `${address} (${account.roles.join(", ")})${signedAsNote(account)}; set-password link made`,
  );
  return { email: address, token };
}

/** A new set-password link for an account (older links stop working; the password stays until used). */
export function passwordResetLink(
  db: DatabaseSync,
  email: string,
  by: string,
  now = new Date(),
): { email: string; token: string } {
  const address = normaliseEmail(email);
  if (!db.prepare("SELECT 1 FROM desk_users WHERE email = ?").get(address))
    throw new AccountError(errors.missing);
  const token = createPasswordLink(db, address, now);
  audit(db, by, "set-password link made", address);
  return { email: address, token };
}

export interface AccountRow extends DeskUser {
  /** How they sign a report they authorise (empty until an admin enters it). */
  displayName: string;
  designation: string;
  createdAt: string;
  /** The latest sign-in in the audit log, if any. */
  lastSignIn: string | undefined;
  hasPassword: boolean;
  /** When it turned on two-factor sign-in, if it has. */
  twoFactorSince: string | undefined;
}

export function listUsers(db: DatabaseSync): AccountRow[] {
  return (
    db
      .prepare(
        `SELECT u.email, u.display_name, u.designation, u.created_at, u.password_hash <> ? AS has_password,
           (SELECT MAX(at) FROM desk_audit a WHERE a.who = u.email AND a.action = 'signed in') AS last_sign_in,
           (SELECT enrolled_at FROM desk_totp t WHERE t.email = u.email) AS two_factor_since
         FROM desk_users u ORDER BY u.email`,
      )
      .all(NO_PASSWORD) as Row[]
  ).map((r) => ({
    email: String(r.email),
    roles: userRoles(db, String(r.email)),
    displayName: String(r.display_name),
    designation: String(r.designation),
    createdAt: String(r.created_at),
    lastSignIn: r.last_sign_in === null ? undefined : String(r.last_sign_in),
    hasPassword: Number(r.has_password) === 1,
    twoFactorSince: r.two_factor_since === null ? undefined : String(r.two_factor_since),
  }));
}

/** An account's name and designation as kept (empty for an account that has none). */
export function profileOf(db: DatabaseSync, email: string) {
  const row = db
    .prepare("SELECT display_name, designation FROM desk_users WHERE email = ?")
    .get(email) as Row | undefined;
  return {
    displayName: row ? String(row.display_name) : "",
    designation: row ? String(row.designation) : "",
  };
}

/** The name and designation checked by the one schema (a signatory's both needed), or refused. */
export function checkedProfile(
  profile: { displayName: string; designation: string },
  signatory: boolean,
) {
  const checked = checkProfile(profile, signatory);
  if (!checked.ok) throw new AccountError(errorList(checked.errors).join(" "));
  return checked.value;
}

/** The name and designation an account signs with, as an admin enters them (takes effect at once). */
export function setProfile(
  db: DatabaseSync,
  email: string,
  profile: { displayName: string; designation: string },
  by: string,
): void {
  const address = normaliseEmail(email);
  const signatory = userRoles(db, address).includes("signatory");
  const { displayName: name, designation } = checkedProfile(profile, signatory);
  const result = db
    .prepare("UPDATE desk_users SET display_name = ?, designation = ? WHERE email = ?")
    .run(name, designation, address);
  if (Number(result.changes) !== 1) throw new AccountError(errors.missing);
  audit(db, by, "name and designation set", `${address}: ${name}, ${designation}`);
}

/** What a signatory signs with, read fresh (an admin may have changed it since sign-in). */
export function signerOf(db: DatabaseSync, email: string) {
  const row = db
    .prepare("SELECT email, display_name, designation FROM desk_users WHERE email = ?")
    .get(normaliseEmail(email)) as Row | undefined;
  return {
    email: normaliseEmail(email),
    name: row ? String(row.display_name) : "",
    designation: row ? String(row.designation) : "",
  };
}

export function findUser(db: DatabaseSync, email: string): AccountRow | undefined {
  const address = normaliseEmail(email);
  return listUsers(db).find((u) => u.email === address);
}
