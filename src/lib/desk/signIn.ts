import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { writeTogether } from "@/lib/db/store";
import { STAFF_SIGN_IN } from "@/lib/fairShare/limits";
import type { HeldSlot, SlotRefusal } from "@/lib/fairShare/slots";
import { networkOf } from "@/lib/http/network";
import { deskCheckSlots, type CheckSlots } from "./checkSlots";
import { normaliseEmail } from "./email";
import { recentFailures, recordFailure, takeBackFailures } from "./failures";
import { hashPassword, verifyPassword } from "./passwords";
import { newToken, tokenHash } from "@/lib/platform/tokens";
import { createSession } from "./sessions";
import {
  deleteFailuresOf,
  deletePending,
  insertPending,
  passwordHashOf,
  pendingEmail,
} from "./store";
import { recordAudit } from "@/lib/platform/audit/store";
import { checkCode, hasSecondFactor, type CodeCheck } from "./twoFactor";
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
async function pairLockedUntil(key: string, now: Date): Promise<Date | undefined> {
  const failures = await recentFailures(key, now);
  if (failures.length < LOCK_AFTER_FAILURES) return undefined;
  return new Date(new Date(failures[0]!).getTime() + LOCK_MS);
}

/** The refusal of a client with its minute's failed tries spent, with when the oldest is a minute old. */
async function overTries(key: string, now: Date): Promise<SignInResult | undefined> {
  const failures = await recentFailures(key, now, MINUTE_MS);
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
 * Runs `step` in one write transaction holding the check slot it may take: if
 * the transaction fails after the slot was taken, the slot is given back.
 */
async function withSlot<T>(
  step: (take: (failedRecently: boolean) => HeldSlot | SlotRefusal) => Promise<T>,
  take: (failedRecently: boolean) => HeldSlot | SlotRefusal,
): Promise<T> {
  let held: HeldSlot | undefined;
  try {
    return await writeTogether(() =>
      step((failedRecently) => {
        const slot = take(failedRecently);
        if (slot.ok) held = slot;
        return slot;
      }),
    );
  } catch (error) {
    held?.release();
    throw error;
  }
}

/**
 * Signs a staff member in. A try is written down as a failure (of the account,
 * of the account from this client, of the client) before its password is
 * checked, and taken back if it was right: parallel guesses see each other, so
 * no more than five are ever checked per account and address, nor more than
 * the client's failed tries a minute, whatever the accounts. The checks, the
 * slot and the try's rows are one write transaction (lib/db/store.ts
 * writeTogether); the hash runs after it, outside. The check itself
 * takes a slot (lib/desk/checkSlots.ts): a share per client, and a reserve for
 * clients without recent failures. `wait` is the pause (tests record it instead of
 * sleeping); `slots` the check slots (the server's own by default).
 */
export async function signIn(
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
  const early = await overTries(client, now);
  if (early) return early;
  const delay = accountDelayMs((await recentFailures(accountKey(account), now)).length);
  // The pause holds no check slot, so slowed-down guesses cannot crowd out the others.
  if (delay > 0) await wait(delay);
  const at = new Date(now.getTime() + delay);

  // The checks, the slot and the try's rows are one transaction: parallel tries see each other.
  type Step =
    | { refused: SignInResult }
    | { refused?: undefined; slot: HeldSlot; rows: number[]; stored: string | undefined };
  const step = await withSlot<Step>(
    async (take) => {
      const until = await pairLockedUntil(pair, at);
      if (until) return { refused: { ok: false, reason: "locked", until } };
      const tooMany = await overTries(client, at);
      if (tooMany) return { refused: tooMany };
      const slot = take((await recentFailures(client, at)).length > 0);
      if (!slot.ok)
        return {
          refused: {
            ok: false,
            reason: slot.reason === "client" ? "too-many" : "busy",
            retryAfterSeconds: slot.retryAfterSeconds,
          },
        };
      const rows: number[] = [];
      for (const key of [pair, accountKey(account), client])
        rows.push(await recordFailure(key, at));
      return { slot, rows, stored: await passwordHashOf(account) };
    },
    (failedRecently) => slots.take(networkOf(address), failedRecently),
  );
  if (step.refused) return step.refused;
  const { slot, rows, stored } = step;

  let valid: boolean;
  try {
    dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
    // An account still waiting for its set-password link has no hash: it costs the same as any.
    const usable = (stored ?? "").startsWith("scrypt$");
    valid = (await verifyPassword(password, usable ? stored! : await dummyHash)) && usable;
  } finally {
    slot.release();
  }

  return writeTogether(async (): Promise<SignInResult> => {
    if (stored === undefined || !valid) {
      // A name typed for no account is not written down: the log holds no text a stranger chose.
      await recordAudit(
        stored !== undefined ? account : UNKNOWN_ACCOUNT,
        "failed sign-in",
        address,
      );
      const lockedNow = await pairLockedUntil(pair, at);
      return lockedNow
        ? { ok: false, reason: "locked", until: lockedNow }
        : { ok: false, reason: "invalid" };
    }
    // The account's count stays: a right password elsewhere must not reset a guesser's pause.
    await takeBackFailures(rows);
    // With a second factor the pair's failures stay until the code is right too: a known password
    // does not buy five more guesses of the code.
    if (await hasSecondFactor(account))
      return { ok: true, pending: await startSecondStep(account, at), email: account };
    await deleteFailuresOf(pair);
    const token = await createSession(account, at);
    await recordAudit(account, "signed in", address);
    return { ok: true, token, email: account };
  });
}

/**
 * The hand-over from a right password to the code step: a random token for a
 * cookie (only its hash is kept) bound to the account, valid five minutes.
 */
export async function startSecondStep(email: string, now = new Date()): Promise<string> {
  const token = newToken();
  await insertPending(tokenHash(token), email, new Date(now.getTime() + PENDING_MS), now);
  return token;
}

/** The account a code step's token stands for, while it lasts. */
export async function pendingAccount(
  token: string | undefined,
  now = new Date(),
): Promise<string | undefined> {
  if (!token) return undefined;
  return pendingEmail(tokenHash(token), now);
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
 * answers a session and ends the hand-over, in the same transaction as the check.
 */
export async function signInSecondStep(
  pendingToken: string | undefined,
  code: string,
  address: string,
  now = new Date(),
  wait: (ms: number) => Promise<unknown> = sleep,
  alertOwner: AlertOwner = mailWrongCodesAlert,
): Promise<SecondStepResult> {
  const account = await pendingAccount(pendingToken, now);
  if (!account) return { ok: false, reason: "expired" };
  return checkWithLock(
    account,
    address,
    now,
    wait,
    (at) => checkCode(account, code, at),
    alertOwner,
    async (at, result): Promise<SecondStepResult> => {
      await deletePending(tokenHash(pendingToken!));
      const token = await createSession(account, at);
      await recordAudit(account, "signed in", address);
      if (result.kind === "recovery") {
        await recordAudit(account, "signed in with a recovery code", address);
        return { ok: true, token, email: account, recoveryLeft: result.left };
      }
      return { ok: true, token, email: account };
    },
    pendingToken,
  );
}

/**
 * A code typed by a signed-in person to change their second factor (new recovery
 * codes, turning it off): counted with the sign-in's failures, as at sign-in
 * (the account's cap on wrong codes too, answered as a lock until it lifts).
 */
export async function confirmWithCode(
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
    normaliseEmail(email),
    address,
    now,
    wait,
    (at) => checkCode(email, code, at),
    alertOwner,
    async () => ({ ok: true }) as const,
  );
  if (checked.ok) return { ok: true };
  if (checked.reason === "too-many-codes")
    return { ok: false, reason: "locked", until: checked.until };
  if (checked.reason === "locked") return checked;
  return { ok: false, reason: "invalid" };
}

type RightCode = Extract<CodeCheck, { ok: true }>;

/**
 * The lock around a second-factor check: the account's cap on wrong codes and
 * its pause after five failures, the pair's lock, the try written down before
 * the check and taken back (with the pair's earlier failures) when it was
 * right, then `right` (a session, say). All but the pause are one write
 * transaction; the owner's alert at the cap is sent after it. With
 * `pendingToken`, that pending sign-in is counted too, and ended at its last try.
 */
async function checkWithLock<T>(
  account: string,
  address: string,
  now: Date,
  wait: (ms: number) => Promise<unknown>,
  check: (at: Date) => Promise<CodeCheck>,
  alertOwner: AlertOwner,
  right: (at: Date, result: RightCode) => Promise<T>,
  pendingToken?: string,
): Promise<T | Extract<SecondStepResult, { ok: false }>> {
  const capped = async (until: Date) => {
    await endPendingSignIns(account);
    return { ok: false, reason: "too-many-codes", until } as const;
  };
  // At the cap, refused before the pause: nothing waits 30 s for a refusal.
  const refusedUntil = await codesRefusedUntil(account, now);
  if (refusedUntil) return capped(refusedUntil);
  const pair = pairKey(account, address);
  const delay = accountDelayMs((await recentFailures(accountKey(account), now)).length);
  // Parallel tries wait side by side; each is counted after its pause, in its own transaction.
  if (delay > 0) await wait(delay);
  const at = new Date(now.getTime() + delay);
  let alert: WrongCodesAlert | undefined;
  const answer = await writeTogether(
    async (): Promise<T | Extract<SecondStepResult, { ok: false }>> => {
      if (pendingToken !== undefined && (await pendingAccount(pendingToken, at)) !== account)
        return { ok: false, reason: "expired" };
      const until = await pairLockedUntil(pair, at);
      if (until) return { ok: false, reason: "locked", until };
      const refusedNow = await codesRefusedUntil(account, at);
      if (refusedNow) return capped(refusedNow);
      const pending = pendingToken === undefined ? [] : [pendingKey(tokenHash(pendingToken))];
      const rows: number[] = [];
      for (const key of [pair, accountKey(account), wrongCodesKey(account), ...pending])
        rows.push(await recordFailure(key, at));
      const result = await check(at);
      if (!result.ok) {
        await recordAudit(account, "wrong sign-in code", address);
        const reached = await codesRefusedUntil(account, at);
        if (reached) {
          await recordAudit(account, "sign-in codes refused: too many wrong", address);
          alert = await capReached(account, reached, at);
          return { ok: false, reason: "too-many-codes", until: reached };
        }
        const usedUp =
          pending.length > 0 &&
          (await recentFailures(pending[0]!, at)).length >= STAFF_SIGN_IN.codeTriesPerSignIn;
        if (usedUp) await deletePending(tokenHash(pendingToken!));
        const lockedNow = await pairLockedUntil(pair, at);
        if (lockedNow) return { ok: false, reason: "locked", until: lockedNow };
        return usedUp ? { ok: false, reason: "ended" } : { ok: false, reason: "invalid" };
      }
      await takeBackFailures(rows);
      await deleteFailuresOf(pair);
      return right(at, result);
    },
  );
  if (alert) alertOwner(alert);
  return answer;
}
