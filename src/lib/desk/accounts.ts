import { createHash, randomBytes } from "node:crypto";
import type { DatabaseSync, SQLOutputValue } from "node:sqlite";
import { audit } from "./audit";
import { MIN_PASSWORD_LENGTH, hashPassword, verifyPassword } from "./passwords";

/** Sessions end after 8 idle hours; 5 failed sign-ins lock the account and the address for 15 minutes. */
export const SESSION_IDLE_MS = 8 * 60 * 60_000;
export const LOCK_AFTER_FAILURES = 5;
export const LOCK_MS = 15 * 60_000;

type Row = Record<string, SQLOutputValue>;

const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");
const normaliseEmail = (email: string) => email.trim().toLowerCase();

export class AccountError extends Error {}

function checkNewPassword(password: string) {
  if (password.length < MIN_PASSWORD_LENGTH)
    throw new AccountError(`The password must have at least ${MIN_PASSWORD_LENGTH} characters.`);
}

export async function addUser(db: DatabaseSync, email: string, password: string): Promise<void> {
  const address = normaliseEmail(email);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address))
    throw new AccountError(`Not an e-mail address: ${email}`);
  checkNewPassword(password);
  if (db.prepare("SELECT 1 FROM desk_users WHERE email = ?").get(address))
    throw new AccountError(`${address} already has an account (use reset-password).`);
  db.prepare("INSERT INTO desk_users (email, password_hash, created_at) VALUES (?, ?, ?)").run(
    address,
    await hashPassword(password),
    new Date().toISOString(),
  );
  audit(db, "command line", "account added", address);
}

export async function resetPassword(
  db: DatabaseSync,
  email: string,
  password: string,
): Promise<void> {
  const address = normaliseEmail(email);
  checkNewPassword(password);
  const result = db
    .prepare("UPDATE desk_users SET password_hash = ? WHERE email = ?")
    .run(await hashPassword(password), address);
  if (Number(result.changes) !== 1) throw new AccountError(`No account for ${address}.`);
  db.prepare("DELETE FROM desk_sessions WHERE email = ?").run(address);
  db.prepare("DELETE FROM desk_failures WHERE key = ?").run(`account:${address}`);
  audit(db, "command line", "password reset", address);
}

export function removeUser(db: DatabaseSync, email: string): void {
  const address = normaliseEmail(email);
  const result = db.prepare("DELETE FROM desk_users WHERE email = ?").run(address);
  if (Number(result.changes) !== 1) throw new AccountError(`No account for ${address}.`);
  audit(db, "command line", "account removed", address);
}

export function listUsers(db: DatabaseSync): { email: string; createdAt: string }[] {
  return (db.prepare("SELECT email, created_at FROM desk_users ORDER BY email").all() as Row[]).map(
    (r) => ({ email: String(r.email), createdAt: String(r.created_at) }),
  );
}

export type SignInResult =
  | { ok: true; token: string; email: string }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "locked"; until: Date };

function lockedUntil(db: DatabaseSync, keys: string[], now: Date): Date | undefined {
  const since = new Date(now.getTime() - LOCK_MS).toISOString();
  for (const key of keys) {
    const rows = db
      .prepare("SELECT at FROM desk_failures WHERE key = ? AND at > ? ORDER BY at DESC")
      .all(key, since) as Row[];
    if (rows.length >= LOCK_AFTER_FAILURES) {
      // Locked from the fifth failure until 15 minutes after the latest one.
      return new Date(new Date(String(rows[0]!.at)).getTime() + LOCK_MS);
    }
  }
  return undefined;
}

/** A dummy hash so that an unknown address costs as much time as a wrong password. */
let dummyHash: Promise<string> | undefined;

export async function signIn(
  db: DatabaseSync,
  email: string,
  password: string,
  address: string,
  now = new Date(),
): Promise<SignInResult> {
  const account = normaliseEmail(email);
  const keys = [`account:${account}`, `address:${address}`];
  const until = lockedUntil(db, keys, now);
  if (until) return { ok: false, reason: "locked", until };

  const row = db.prepare("SELECT password_hash FROM desk_users WHERE email = ?").get(account) as
    Row | undefined;
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  const valid = await verifyPassword(password, row ? String(row.password_hash) : await dummyHash);
  if (!row || !valid) {
    const insert = db.prepare("INSERT INTO desk_failures (key, at) VALUES (?, ?)");
    for (const key of keys) insert.run(key, now.toISOString());
    audit(db, account || "(empty)", "failed sign-in", address);
    const lockedNow = lockedUntil(db, keys, now);
    return lockedNow
      ? { ok: false, reason: "locked", until: lockedNow }
      : { ok: false, reason: "invalid" };
  }

  db.prepare("DELETE FROM desk_failures WHERE key = ?").run(`account:${account}`);
  const token = randomBytes(32).toString("base64url");
  db.prepare(
    "INSERT INTO desk_sessions (token_hash, email, created_at, last_seen_at) VALUES (?, ?, ?, ?)",
  ).run(tokenHash(token), account, now.toISOString(), now.toISOString());
  audit(db, account, "signed in", address);
  return { ok: true, token, email: account };
}

/** The signed-in staff member of a session token, or undefined (unknown or idle for 8 hours). */
export function sessionUser(
  db: DatabaseSync,
  token: string | undefined,
  now = new Date(),
): string | undefined {
  if (!token) return undefined;
  const hash = tokenHash(token);
  const row = db
    .prepare("SELECT email, last_seen_at FROM desk_sessions WHERE token_hash = ?")
    .get(hash) as Row | undefined;
  if (!row) return undefined;
  if (now.getTime() - new Date(String(row.last_seen_at)).getTime() > SESSION_IDLE_MS) {
    db.prepare("DELETE FROM desk_sessions WHERE token_hash = ?").run(hash);
    return undefined;
  }
  db.prepare("UPDATE desk_sessions SET last_seen_at = ? WHERE token_hash = ?").run(
    now.toISOString(),
    hash,
  );
  return String(row.email);
}

export function signOut(db: DatabaseSync, token: string | undefined): void {
  if (token) db.prepare("DELETE FROM desk_sessions WHERE token_hash = ?").run(tokenHash(token));
}
