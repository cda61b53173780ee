import type { DatabaseSync, SQLOutputValue } from "node:sqlite";
import { transaction } from "@/lib/db/connection";
import { audit } from "./audit";
import { normaliseEmail } from "./email";
import { MIN_PASSWORD_LENGTH, hashPassword } from "./passwords";
import { isRole, type DeskUser, type Role } from "./roles";
import { endSessions, userRoles } from "./sessions";

type Row = Record<string, SQLOutputValue>;

export class AccountError extends Error {}

function checkNewPassword(password: string) {
  if (password.length < MIN_PASSWORD_LENGTH)
    throw new AccountError(`The password must have at least ${MIN_PASSWORD_LENGTH} characters.`);
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

export async function addUser(
  db: DatabaseSync,
  email: string,
  password: string,
  roles: readonly string[],
  by = "command line",
): Promise<void> {
  const address = normaliseEmail(email);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address))
    throw new AccountError(`Not an e-mail address: ${email}`);
  const checked = checkRoles(roles);
  checkNewPassword(password);
  const hash = await hashPassword(password);
  if (db.prepare("SELECT 1 FROM desk_users WHERE email = ?").get(address))
    throw new AccountError(`${address} already has an account (use reset-password).`);
  transaction(db, () => {
    db.prepare("INSERT INTO desk_users (email, password_hash, created_at) VALUES (?, ?, ?)").run(
      address,
      hash,
      new Date().toISOString(),
    );
    writeRoles(db, address, checked);
  });
  audit(db, by, "account added", `${address} (${checked.join(", ")})`);
}

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
  checkNewPassword(password);
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
  const result = db.prepare("DELETE FROM desk_users WHERE email = ?").run(address);
  if (Number(result.changes) !== 1) throw new AccountError(`No account for ${address}.`);
  endSessions(db, address);
  audit(db, by, "account removed", address);
}

export function listUsers(db: DatabaseSync): (DeskUser & { createdAt: string })[] {
  return (db.prepare("SELECT email, created_at FROM desk_users ORDER BY email").all() as Row[]).map(
    (r) => ({
      email: String(r.email),
      roles: userRoles(db, String(r.email)),
      createdAt: String(r.created_at),
    }),
  );
}
