import { desk } from "@/content/desk";
import { serverEnv } from "@/lib/env/server";
import { STAFF_SIGN_IN } from "@/lib/fairShare/limits";
import { formatDateTimeIN } from "@/lib/format";
import { recentFailures, recordFailure } from "./failures";
import { sendTextMail } from "./passwordMail";
import { deletePendingOf } from "./store";

/**
 * Wrong second-factor codes, capped per account across every client
 * (STAFF_SIGN_IN.wrongCodesPerAccount in lib/fairShare/limits.ts): at the cap
 * every pending sign-in of the account ends, codes are refused until the
 * oldest counted is out of the lock's window, and the owner is e-mailed (once
 * a window at most). Someone who has the password thus gets a few dozen
 * guesses an hour of a million codes, from however many networks.
 */

export interface WrongCodesAlert {
  account: string;
  /** Wrong codes that reached the cap. */
  codes: number;
  /** When codes are taken again. */
  until: Date;
}

/** The key an account's wrong codes are counted under in desk_failures. */
export const wrongCodesKey = (account: string) => `codes:${account}`;
const alertKey = (account: string) => `codes-alert:${account}`;

/** Until when the account's codes are refused, if it has reached the cap. */
export async function codesRefusedUntil(account: string, at: Date): Promise<Date | undefined> {
  const wrong = await recentFailures(wrongCodesKey(account), at);
  const oldestCounted = wrong[STAFF_SIGN_IN.wrongCodesPerAccount - 1];
  if (oldestCounted === undefined) return undefined;
  return new Date(new Date(oldestCounted).getTime() + STAFF_SIGN_IN.lockMs);
}

/** Every sign-in of the account waiting for its code ends: the password is asked again. */
export const endPendingSignIns = (account: string): Promise<void> => deletePendingOf(account);

/**
 * The cap was reached: pending sign-ins end, and the owner is to be told (the
 * answer) unless they were told in the last quarter hour. Run inside the try's
 * transaction (lib/desk/signIn.ts), so of tries reaching the cap at once only
 * the first tells; the caller sends the e-mail once the transaction is stored.
 */
export async function capReached(
  account: string,
  until: Date,
  at: Date,
): Promise<WrongCodesAlert | undefined> {
  await endPendingSignIns(account);
  if ((await recentFailures(alertKey(account), at)).length > 0) return undefined;
  await recordFailure(alertKey(account), at);
  return { account, codes: STAFF_SIGN_IN.wrongCodesPerAccount, until };
}

/**
 * The owner's e-mail, sent after the answer (it logs its own failure). Staff
 * mail has no outbox: the audit log keeps the event whether or not it arrives.
 */
export function mailWrongCodesAlert({ account, codes, until }: WrongCodesAlert): void {
  const words = desk.signInCode.wrongCodesMail;
  void sendTextMail(
    "Wrong sign-in codes e-mail",
    account,
    words.subject,
    words.body({
      account,
      codes,
      minutes: STAFF_SIGN_IN.lockMs / 60_000,
      until: formatDateTimeIN(until),
      forgotLink: new URL("/desk/forgot-password", serverEnv.SITE_URL).toString(),
    }),
  );
}
