import { randomBytes } from "node:crypto";
import type { DatabaseSync, SQLOutputValue } from "node:sqlite";
import { setTimeout as sleep } from "node:timers/promises";
import { networkOf } from "@/lib/http/network";
import { audit } from "./audit";
import { normaliseEmail } from "./email";
import { hashPassword, verifyPassword } from "./passwords";
import { createSession, tokenHash } from "./sessions";
import { checkCode, hasSecondFactor } from "./twoFactor";

/**
 * Five failed sign-ins lock one account from one address (IPv6: one /64) for 15 minutes. Per
 * account, from any address, tries past the fifth failure wait 1 s, 2 s, 4 s …
 * (at most 30 s) before their password is checked: guessing slows down, and
 * nobody can lock a colleague out (behind a proxy, or from a shared office).
 */
export const LOCK_AFTER_FAILURES = 5;
export const LOCK_MS = 15 * 60_000;
export const MAX_DELAY_MS = 30_000;
/** Sign-ins whose password is being checked at once (scrypt: 32 MB and ~0.1 s each). */
export const MAX_CHECKING = 4;
/** What a sign-in turned away as busy is told to wait, in seconds. */
export const BUSY_RETRY_SECONDS = 2;

type Row = Record<string, SQLOutputValue>;

/** Who a failed sign-in for an address with no account is logged as. */
export const UNKNOWN_ACCOUNT = "(no such account)";

/** How long the password step's hand-over to the code step lasts. */
export const PENDING_MS = 5 * 60_000;

export type SignInResult =
  /** Signed in: the session's token. */
  | { ok: true; token: string; pending?: undefined; email: string }
  /** The password was right and the account has a second factor: the code step's token. */
  | { ok: true; pending: string; token?: undefined; email: string }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "locked"; until: Date }
  | { ok: false; reason: "busy" };

/** An account and the network of an address (an IPv6 client is its /64: it holds 2^64 addresses). */
const pairKey = (account: string, address: string) =>
  `pair:${JSON.stringify([account, networkOf(address)])}`;
const accountKey = (account: string) => `account:${account}`;

function recentFailures(db: DatabaseSync, key: string, now: Date): string[] {
  const since = new Date(now.getTime() - LOCK_MS).toISOString();
  return (
    db
      .prepare("SELECT at FROM desk_failures WHERE key = ? AND at > ? ORDER BY at DESC")
      .all(key, since) as Row[]
  ).map((r) => String(r.at));
}

/** Locked from the fifth failure until 15 minutes after the latest one. */
function pairLockedUntil(db: DatabaseSync, key: string, now: Date): Date | undefined {
  const failures = recentFailures(db, key, now);
  if (failures.length < LOCK_AFTER_FAILURES) return undefined;
  return new Date(new Date(failures[0]!).getTime() + LOCK_MS);
}

/** The pause before a try on an account that failed `failures` times in 15 minutes. */
export const accountDelayMs = (failures: number) =>
  failures < LOCK_AFTER_FAILURES
    ? 0
    : Math.min(MAX_DELAY_MS, 1000 * 2 ** (failures - LOCK_AFTER_FAILURES));

/** A dummy hash so that an unknown address costs as much time as a wrong password. */
let dummyHash: Promise<string> | undefined;
let checking = 0;

/**
 * Signs a staff member in. A try is written down as a failure before its
 * password is checked (and taken back if it was right): parallel guesses see
 * each other, so no more than five are ever checked per account and address.
 * `wait` is the pause (tests record it instead of sleeping).
 */
export async function signIn(
  db: DatabaseSync,
  email: string,
  password: string,
  address: string,
  now = new Date(),
  wait: (ms: number) => Promise<unknown> = sleep,
): Promise<SignInResult> {
  const account = normaliseEmail(email);
  const pair = pairKey(account, address);
  const delay = accountDelayMs(recentFailures(db, accountKey(account), now).length);
  // The pause holds no check slot, so slowed-down guesses cannot crowd out the others.
  if (delay > 0) await wait(delay);
  const at = new Date(now.getTime() + delay);

  // From here to the hash nothing awaits: the lock check and the try's rows are one step.
  const until = pairLockedUntil(db, pair, at);
  if (until) return { ok: false, reason: "locked", until };
  if (checking >= MAX_CHECKING) return { ok: false, reason: "busy" };
  const insert = db.prepare("INSERT INTO desk_failures (key, at) VALUES (?, ?)");
  const rows = [pair, accountKey(account)].map((key) =>
    Number(insert.run(key, at.toISOString()).lastInsertRowid),
  );

  checking++;
  let row: Row | undefined;
  let valid: boolean;
  try {
    row = db.prepare("SELECT password_hash FROM desk_users WHERE email = ?").get(account) as
      Row | undefined;
    dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
    // An account still waiting for its set-password link has no hash: it costs the same as any.
    const stored = row ? String(row.password_hash) : "";
    const usable = stored.startsWith("scrypt$");
    valid = (await verifyPassword(password, usable ? stored : await dummyHash)) && usable;
  } finally {
    checking--;
  }

  if (!row || !valid) {
    // A name typed for no account is not written down: the log holds no text a stranger chose.
    audit(db, row ? account : UNKNOWN_ACCOUNT, "failed sign-in", address);
    const lockedNow = pairLockedUntil(db, pair, at);
    return lockedNow
      ? { ok: false, reason: "locked", until: lockedNow }
      : { ok: false, reason: "invalid" };
  }

  // The account's count stays: a right password elsewhere must not reset a guesser's pause.
  const remove = db.prepare("DELETE FROM desk_failures WHERE rowid = ?");
  for (const id of rows) remove.run(id);
  // With a second factor the pair's failures stay until the code is right too: a known password
  // does not buy five more guesses of the code.
  if (hasSecondFactor(db, account))
    return { ok: true, pending: startSecondStep(db, account, at), email: account };
  db.prepare("DELETE FROM desk_failures WHERE key = ?").run(pair);
  const token = createSession(db, account, at);
  audit(db, account, "signed in", address);
  return { ok: true, token, email: account };
}

/**
 * The hand-over from a right password to the code step: a random token for a
 * cookie (only its hash is kept) bound to the account, valid five minutes.
 */
export function startSecondStep(db: DatabaseSync, email: string, now = new Date()): string {
  const token = randomBytes(32).toString("base64url");
  db.prepare("DELETE FROM desk_pending_sign_ins WHERE expires_at <= ?").run(now.toISOString());
  db.prepare(
    "INSERT INTO desk_pending_sign_ins (token_hash, email, expires_at) VALUES (?, ?, ?)",
  ).run(tokenHash(token), email, new Date(now.getTime() + PENDING_MS).toISOString());
  return token;
}

/** The account a code step's token stands for, while it lasts. */
export function pendingAccount(
  db: DatabaseSync,
  token: string | undefined,
  now = new Date(),
): string | undefined {
  if (!token) return undefined;
  const row = db
    .prepare("SELECT email FROM desk_pending_sign_ins WHERE token_hash = ? AND expires_at > ?")
    .get(tokenHash(token), now.toISOString()) as Row | undefined;
  return row ? String(row.email) : undefined;
}

export type SecondStepResult =
  | { ok: true; token: string; email: string; recoveryLeft?: number }
  | { ok: false; reason: "expired" }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "locked"; until: Date };

/**
 * Checks a code the way a password is checked: the try is written down as a
 * failure of the account from this address (the same keys as wrong passwords,
 * so five wrong codes or passwords lock), taken back if the code is right.
 * `code` is six digits from the app or a recovery code; a right one answers a
 * session and ends the hand-over.
 */
export async function signInSecondStep(
  db: DatabaseSync,
  pendingToken: string | undefined,
  code: string,
  address: string,
  now = new Date(),
  wait: (ms: number) => Promise<unknown> = sleep,
): Promise<SecondStepResult> {
  const account = pendingAccount(db, pendingToken, now);
  if (!account) return { ok: false, reason: "expired" };
  const checked = await checkWithLock(db, account, address, now, wait, (at) =>
    checkCode(db, account, code, at),
  );
  if (!checked.ok) return checked;
  db.prepare("DELETE FROM desk_pending_sign_ins WHERE token_hash = ?").run(
    tokenHash(pendingToken!),
  );
  const token = createSession(db, account, checked.at);
  audit(db, account, "signed in", address);
  if (checked.result.kind === "recovery") {
    audit(db, account, "signed in with a recovery code", address);
    return { ok: true, token, email: account, recoveryLeft: checked.result.left };
  }
  return { ok: true, token, email: account };
}

/**
 * A code typed by a signed-in person to change their second factor (new recovery
 * codes, turning it off): counted with the sign-in's failures, as at sign-in.
 */
export async function confirmWithCode(
  db: DatabaseSync,
  email: string,
  code: string,
  address: string,
  now = new Date(),
  wait: (ms: number) => Promise<unknown> = sleep,
): Promise<
  { ok: true } | { ok: false; reason: "invalid" } | { ok: false; reason: "locked"; until: Date }
> {
  const checked = await checkWithLock(db, normaliseEmail(email), address, now, wait, (at) =>
    checkCode(db, email, code, at),
  );
  return checked.ok ? { ok: true } : checked;
}

/**
 * The lock around a second-factor check: the account's pause after five
 * failures, the pair's lock, the try written down before the check and taken
 * back (with the pair's earlier failures) when it was right.
 */
async function checkWithLock(
  db: DatabaseSync,
  account: string,
  address: string,
  now: Date,
  wait: (ms: number) => Promise<unknown>,
  check: (at: Date) => ReturnType<typeof checkCode>,
): Promise<
  | { ok: true; at: Date; result: Extract<ReturnType<typeof checkCode>, { ok: true }> }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "locked"; until: Date }
> {
  const pair = pairKey(account, address);
  const delay = accountDelayMs(recentFailures(db, accountKey(account), now).length);
  if (delay > 0) await wait(delay);
  const at = new Date(now.getTime() + delay);
  // From here on nothing awaits: the lock check, the try's rows and the check are one step.
  const until = pairLockedUntil(db, pair, at);
  if (until) return { ok: false, reason: "locked", until };
  const insert = db.prepare("INSERT INTO desk_failures (key, at) VALUES (?, ?)");
  const rows = [pair, accountKey(account)].map((key) =>
    Number(insert.run(key, at.toISOString()).lastInsertRowid),
  );
  const result = check(at);
  if (!result.ok) {
    audit(db, account, "wrong sign-in code", address);
    const lockedNow = pairLockedUntil(db, pair, at);
    return lockedNow
      ? { ok: false, reason: "locked", until: lockedNow }
      : { ok: false, reason: "invalid" };
  }
  const remove = db.prepare("DELETE FROM desk_failures WHERE rowid = ?");
  for (const id of rows) remove.run(id);
  db.prepare("DELETE FROM desk_failures WHERE key = ?").run(pair);
  return { ok: true, at, result };
}
