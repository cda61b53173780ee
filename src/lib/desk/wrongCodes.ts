import { desk } from "@/content/desk";
import { serverEnv } from "@/lib/env/server";
import { STAFF_SIGN_IN } from "@/lib/fairShare/limits";
import { formatDateTimeIN } from "@/lib/format";
import { sendMailNow } from "@/lib/platform/mail/outbox";
import { recentFailures, recordFailure } from "./failures";
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

/** How long the owner's warning is worth sending: a day, then it is dropped unsent. */
export const WRONG_CODES_MAIL_MS = 24 * 60 * 60_000;

/**
 * The owner's e-mail, sent after the answer through the mail outbox
 * (lib/platform/mail/outbox.ts): tried at once, and by the outbox's job
 * again for a day when the SMTP server does not take it. The audit log keeps
 * the event whether or not it arrives.
 */
export function mailWrongCodesAlert({ account, codes, until }: WrongCodesAlert, now = new Date()) {
  const words = desk.signInCode.wrongCodesMail;
  void sendMailNow({
    purpose: "wrong-codes",
    to: account,
    subject: words.subject,
    text: words.body({
      account,
      codes,
      minutes: STAFF_SIGN_IN.lockMs / 60_000,
      until: formatDateTimeIN(until),
      forgotLink: new URL("/desk/forgot-password", serverEnv.SITE_URL).toString(),
    }),
    endsAt: new Date(now.getTime() + WRONG_CODES_MAIL_MS),
  }).catch((error: unknown) => console.error("The wrong-codes e-mail could not be kept:", error));
}
