import { desk } from "@/content/desk";
import { writeTogether } from "@/lib/db/store";
import { formatDateTimeIN } from "@/lib/format";
import { needsSecondFactor, type DeskUser } from "./roles";
import { confirmWithCode } from "./signIn";
import { recordAudit } from "@/lib/platform/audit/store";
import {
  enrolmentQr,
  enrolmentSecret,
  finishEnrolment,
  groupedKey,
  makeRecoveryCodes,
  otpauthUri,
  removeSecondFactor,
  secondFactorOf,
} from "./twoFactor";

const words = desk.twoFactor;

/** What a person's two-factor page shows (src/pages/desk/two-factor.astro). */
export type TwoFactorView =
  /** Setting it up: the QR code and the setup key, then a code. */
  | {
      state: "enrol";
      required: boolean;
      setupKey: string;
      /** The otpauth:// address: the QR code's, and the link a phone opens in its app. */
      appLink: string;
      qr: string;
    }
  /** Just turned on, or new codes made: the recovery codes, this once. */
  | { state: "codes"; codes: string[] }
  /** On: how many recovery codes are left; new codes; turning it off where the roles allow. */
  | { state: "on"; required: boolean; since: string; recoveryLeft: number };

export interface TwoFactorPage {
  view: TwoFactorView;
  /** A refusal, announced above the form. */
  error?: string | undefined;
  /** What was just done, announced. */
  done?: string | undefined;
  status: number;
}

/** The page as it stands for this person (a GET, or after an action). */
export async function twoFactorView(user: DeskUser, now = new Date()): Promise<TwoFactorView> {
  const required = needsSecondFactor(user.roles);
  const factor = await secondFactorOf(user.email);
  if (factor)
    return {
      state: "on",
      required,
      since: formatDateTimeIN(factor.enrolledAt),
      recoveryLeft: factor.recoveryLeft,
    };
  const secret = (await enrolmentSecret(user.email, now))!;
  const appLink = otpauthUri(secret, user.email);
  return {
    state: "enrol",
    required,
    setupKey: groupedKey(secret),
    appLink,
    qr: await enrolmentQr(appLink),
  };
}

/**
 * The page's actions, from its form: `enrol` (the first code from the app),
 * `new-codes` and `turn-off` (each confirmed by a code, counted with the
 * sign-in's failures). Roles that need a second factor cannot turn it off.
 */
export async function twoFactorAction(
  user: DeskUser,
  form: FormData,
  address: string,
  now = new Date(),
): Promise<TwoFactorPage> {
  const action = form.get("action");
  const code = String(form.get("code") ?? "").slice(0, 100);
  const again = async (error: string, status: number): Promise<TwoFactorPage> => ({
    view: await twoFactorView(user, now),
    error,
    status,
  });

  if (action === "enrol") {
    if (await secondFactorOf(user.email))
      return { view: await twoFactorView(user, now), status: 200 };
    const codes = await finishEnrolment(user.email, code, now);
    if (!codes) return again(words.wrongCode, 400);
    await recordAudit(user.email, "two-factor sign-in turned on");
    return { view: { state: "codes", codes }, status: 200 };
  }
  if (action !== "new-codes" && action !== "turn-off") return again(words.wrongCode, 400);
  if (!(await secondFactorOf(user.email)))
    return { view: await twoFactorView(user, now), status: 200 };
  if (action === "turn-off" && needsSecondFactor(user.roles))
    return again(words.cannotTurnOff, 403);

  const confirmed = await confirmWithCode(user.email, code, address, now);
  if (!confirmed.ok)
    return confirmed.reason === "locked"
      ? again(desk.signIn.locked(formatDateTimeIN(confirmed.until)), 429)
      : again(desk.signInCode.invalid, 400);
  if (action === "new-codes") {
    const codes = await writeTogether(async () => {
      const made = await makeRecoveryCodes(user.email, now);
      await recordAudit(user.email, "recovery codes made");
      return made;
    });
    return { view: { state: "codes", codes }, done: words.newCodesMade, status: 200 };
  }
  await writeTogether(async () => {
    await removeSecondFactor(user.email);
    await recordAudit(user.email, "two-factor sign-in turned off");
  });
  return { view: await twoFactorView(user, now), done: words.turnedOff, status: 200 };
}
