import { randomBytes } from "node:crypto";
import type { DatabaseSync, SQLOutputValue } from "node:sqlite";
import { setTimeout as sleep } from "node:timers/promises";
import { STAFF_SIGN_IN } from "@/lib/fairShare/limits";
import { networkOf } from "@/lib/http/network";
import { audit } from "./audit";
import { deskCheckSlots, type CheckSlots } from "./checkSlots";
import { normaliseEmail } from "./email";
import { recentFailures, recordFailure, takeBackFailures } from "./failures";
import { hashPassword, verifyPassword } from "./passwords";
import { newToken, tokenHash } from "@/lib/platform/tokens";
import { createSession } from "./sessions";
import { checkCode, hasSecondFactor } from "./twoFactor";
import {
  capReached,
  codesRefusedUntil,
  endPendingSignIns,
  mailWrongCodesAlert,
  wrongCodesKey,
  type WrongCodesAlert,
} from "./wrongCodes";

/**
 * Five failed sign-ins lock one account from one address (IPv6: one /64) for 15 minutes. Per
 * account, from any address, tries past the fifth failure wait 1 s, 2 s, 4 s …
 * (at most 30 s) before their password is checked: guessing slows down, and
 * nobody can lock a colleague out (behind a proxy, or from a shared office).
 * Per client, whatever the accounts, a few failed tries a minute; then its
 * tries are refused before any hash. The numbers: lib/fairShare/limits.ts.
 */
export const LOCK_AFTER_FAILURES = STAFF_SIGN_IN.lockAfterFailures;
export const LOCK_MS = STAFF_SIGN_IN.lockMs;
export const MAX_DELAY_MS = STAFF_SIGN_IN.maxDelayMs;
/** Sign-ins whose password is being checked at once (lib/desk/checkSlots.ts). */
export const MAX_CHECKING = STAFF_SIGN_IN.checks;
/** What a sign-in turned away as busy is told to wait, in seconds. */
export const BUSY_RETRY_SECONDS = STAFF_SIGN_IN.busyRetrySeconds;
const MINUTE_MS = 60_000;

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
  /** Too many tries from this client (its failures this minute, or its share of the checks): 429. */
  | { ok: false; reason: "too-many"; retryAfterSeconds: number }
  /** Every check slot open to this client is taken: 503. */
  | { ok: false; reason: "busy"; retryAfterSeconds: number };

/** An account and the network of an address (an IPv6 client is its /64: it holds 2^64 addresses). */
const pairKey = (account: string, address: string) =>
  `pair:${JSON.stringify([account, networkOf(address)])}`;
const accountKey = (account: string) => `account:${account}`;
/** A client's failed tries, whatever the account: the throttle before the hash, and the reserve. */
const clientKey = (address: string) => `client:${networkOf(address)}`;
/** The code tries of one pending sign-in (by its token's hash). */
const pendingKey = (hash: string) => `pending:${hash}`;

/** Locked from the fifth failure until 15 minutes after the latest one. */
function pairLockedUntil(db: DatabaseSync, key: string, now: Date): Date | undefined {
  const failures = recentFailures(db, key, now);
  if (failures.length < LOCK_AFTER_FAILURES) return undefined;
  return new Date(new Date(failures[0]!).getTime() + LOCK_MS);
}

/** The refusal of a client with its minute's failed tries spent, with when the oldest is a minute old. */
function overTries(db: DatabaseSync, key: string, now: Date): SignInResult | undefined {
  const failures = recentFailures(db, key, now, MINUTE_MS);
  const oldestCounted = failures[STAFF_SIGN_IN.failedTriesPerClientPerMinute - 1];
  if (oldestCounted === undefined) return undefined;
  const waitMs = new Date(oldestCounted).getTime() + MINUTE_MS - now.getTime();
  return {
    ok: false,
    reason: "too-many",
    retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
  };
}

/** The pause before a try on an account that failed `failures` times in 15 minutes. */
export const accountDelayMs = (failures: number) =>
  failures < LOCK_AFTER_FAILURES
    ? 0
    : Math.min(MAX_DELAY_MS, 1000 * 2 ** (failures - LOCK_AFTER_FAILURES));

/** A dummy hash so that an unknown address costs as much time as a wrong password. */
let dummyHash: Promise<string> | undefined;

/**
 * Signs a staff member in. A try is written down as a failure (of the account,
 * of the account from this client, of the client) before its password is
 * checked, and taken back if it was right: parallel guesses see each other, so
 * no more than five are ever checked per account and address, nor more than
 * the client's failed tries a minute, whatever the accounts. The check itself
 * takes a slot (lib/desk/checkSlots.ts): a share per client, and a reserve for
 * clients without recent failures. `wait` is the pause (tests record it instead of
 * sleeping); `slots` the check slots (the server's own by default).
 */
export async function signIn(
  db: DatabaseSync,
  email: string,
  password: string,
  address: string,
  now = new Date(),
  wait: (ms: number) => Promise<unknown> = sleep,
  slots: CheckSlots = deskCheckSlots,
): Promise<SignInResult> {
  const account = normaliseEmail(email);
  const pair = pairKey(account, address);
  const client = clientKey(address);
  // A client past its tries is refused before the pause as well: a flood holds nothing for long.
  const early = overTries(db, client, now);
  if (early) return early;
  const delay = accountDelayMs(recentFailures(db, accountKey(account), now).length);
  // The pause holds no check slot, so slowed-down guesses cannot crowd out the others.
  if (delay > 0) await wait(delay);
  const at = new Date(now.getTime() + delay);

  // From here to the hash nothing awaits: the checks, the slot and the try's rows are one step.
  const until = pairLockedUntil(db, pair, at);
  if (until) return { ok: false, reason: "locked", until };
  const tooMany = overTries(db, client, at);
  if (tooMany) return tooMany;
  const slot = slots.take(networkOf(address), recentFailures(db, client, at).length > 0);
  if (!slot.ok)
    return {
      ok: false,
      reason: slot.reason === "client" ? "too-many" : "busy",
      retryAfterSeconds: slot.retryAfterSeconds,
    };
  const rows = [pair, accountKey(account), client].map((key) => recordFailure(db, key, at));

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
    slot.release();
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
  takeBackFailures(db, rows);
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
  const token = newToken();
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
  | { ok: false; reason: "locked"; until: Date }
  /** This pending sign-in had its last code try: the password is asked again. */
  | { ok: false; reason: "ended" }
  /** The account's wrong codes reached their cap: every pending sign-in ended, codes refused until. */
  | { ok: false; reason: "too-many-codes"; until: Date };

/** What happens when an account's wrong codes reach their cap (the owner's e-mail, or a test's record). */
type AlertOwner = (alert: WrongCodesAlert) => void;

/**
 * Checks a code the way a password is checked: the try is written down as a
 * failure of the account from this address (the same keys as wrong passwords,
 * so five wrong codes or passwords lock), of the account's codes (its cap,
 * from anywhere, ends every pending sign-in: lib/desk/wrongCodes.ts) and of
 * this pending sign-in (a few, then the password again), taken back if the
 * code is right. `code` is six digits from the app or a recovery code; a right one
 * answers a session and ends the hand-over.
 */
export async function signInSecondStep(
  db: DatabaseSync,
  pendingToken: string | undefined,
  code: string,
  address: string,
  now = new Date(),
  wait: (ms: number) => Promise<unknown> = sleep,
  alertOwner: AlertOwner = mailWrongCodesAlert,
): Promise<SecondStepResult> {
  const account = pendingAccount(db, pendingToken, now);
  if (!account) return { ok: false, reason: "expired" };
  const checked = await checkWithLock(
    db,
    account,
    address,
    now,
    wait,
    (at) => checkCode(db, account, code, at),
    alertOwner,
    pendingToken,
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
 * codes, turning it off): counted with the sign-in's failures, as at sign-in
 * (the account's cap on wrong codes too, answered as a lock until it lifts).
 */
export async function confirmWithCode(
  db: DatabaseSync,
  email: string,
  code: string,
  address: string,
  now = new Date(),
  wait: (ms: number) => Promise<unknown> = sleep,
  alertOwner: AlertOwner = mailWrongCodesAlert,
): Promise<
  { ok: true } | { ok: false; reason: "invalid" } | { ok: false; reason: "locked"; until: Date }
> {
  const checked = await checkWithLock(
    db,
    normaliseEmail(email),
    address,
    now,
    wait,
    (at) => checkCode(db, email, code, at),
    alertOwner,
  );
  if (checked.ok) return { ok: true };
  if (checked.reason === "too-many-codes")
    return { ok: false, reason: "locked", until: checked.until };
  if (checked.reason === "locked") return checked;
  return { ok: false, reason: "invalid" };
}

/**
 * The lock around a second-factor check: the account's cap on wrong codes and
 * its pause after five failures, the pair's lock, the try written down before
 * the check and taken back (with the pair's earlier failures) when it was
 * right. With `pendingToken`, that pending sign-in is counted too, and ended
 * at its last try.
 */
async function checkWithLock(
  db: DatabaseSync,
  account: string,
  address: string,
  now: Date,
  wait: (ms: number) => Promise<unknown>,
  check: (at: Date) => ReturnType<typeof checkCode>,
  alertOwner: AlertOwner,
  pendingToken?: string,
): Promise<
  | { ok: true; at: Date; result: Extract<ReturnType<typeof checkCode>, { ok: true }> }
  | Extract<SecondStepResult, { ok: false }>
> {
  const capped = (until: Date) => {
    endPendingSignIns(db, account);
    return { ok: false, reason: "too-many-codes", until } as const;
  };
  // At the cap, refused before the pause: nothing waits 30 s for a refusal.
  const refusedUntil = codesRefusedUntil(db, account, now);
  if (refusedUntil) return capped(refusedUntil);
  const pair = pairKey(account, address);
  const delay = accountDelayMs(recentFailures(db, accountKey(account), now).length);
  // Parallel tries wait side by side; each is counted after its pause, before any other await.
  if (delay > 0) await wait(delay);
  const at = new Date(now.getTime() + delay);
  // From here on nothing awaits: the checks, the try's rows and the check are one step.
  if (pendingToken !== undefined && pendingAccount(db, pendingToken, at) !== account)
    return { ok: false, reason: "expired" };
  const until = pairLockedUntil(db, pair, at);
  if (until) return { ok: false, reason: "locked", until };
  const refusedNow = codesRefusedUntil(db, account, at);
  if (refusedNow) return capped(refusedNow);
  const pending = pendingToken === undefined ? [] : [pendingKey(tokenHash(pendingToken))];
  const rows = [pair, accountKey(account), wrongCodesKey(account), ...pending].map((key) =>
    recordFailure(db, key, at),
  );
  const result = check(at);
  if (!result.ok) {
    audit(db, account, "wrong sign-in code", address);
    const reached = codesRefusedUntil(db, account, at);
    if (reached) {
      audit(db, account, "sign-in codes refused: too many wrong", address);
      capReached(db, account, reached, at, alertOwner);
      return { ok: false, reason: "too-many-codes", until: reached };
    }
    const usedUp =
      pending.length > 0 &&
      recentFailures(db, pending[0]!, at).length >= STAFF_SIGN_IN.codeTriesPerSignIn;
    if (usedUp)
      db.prepare("DELETE FROM desk_pending_sign_ins WHERE token_hash = ?").run(
        tokenHash(pendingToken!),
      );
    const lockedNow = pairLockedUntil(db, pair, at);
    if (lockedNow) return { ok: false, reason: "locked", until: lockedNow };
    return usedUp ? { ok: false, reason: "ended" } : { ok: false, reason: "invalid" };
  }
  takeBackFailures(db, rows);
  db.prepare("DELETE FROM desk_failures WHERE key = ?").run(pair);
  return { ok: true, at, result };
}
