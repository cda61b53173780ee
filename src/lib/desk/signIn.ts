import { randomBytes } from "node:crypto";
import type { DatabaseSync, SQLOutputValue } from "node:sqlite";
import { audit } from "./audit";
import { normaliseEmail } from "./email";
import { hashPassword, verifyPassword } from "./passwords";
import { createSession } from "./sessions";

/** 5 failed sign-ins lock the account and the address for 15 minutes. */
export const LOCK_AFTER_FAILURES = 5;
export const LOCK_MS = 15 * 60_000;

type Row = Record<string, SQLOutputValue>;

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
  const token = createSession(db, account, now);
  audit(db, account, "signed in", address);
  return { ok: true, token, email: account };
}
