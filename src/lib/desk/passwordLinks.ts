import { writeTogether } from "@/lib/db/store";
import { newToken, tokenHash } from "@/lib/platform/tokens";
import { hashPassword } from "./passwords";
import { passwordProblem, type PasswordProblem } from "./passwordRules";
import { endSessions } from "./sessions";
import {
  deleteExpiredPasswordLinks,
  insertPasswordLink,
  passwordLinkEmail,
  setPasswordHash,
  takePasswordLink,
} from "./store";
import { recordAudit } from "@/lib/platform/audit/store";

/** A set-password link works once, for 24 hours; a newer one for the account replaces it. */
export const LINK_LIFETIME_MS = 24 * 60 * 60_000;

/** A new link's token for an account (only its SHA-256 is stored); older links stop working. */
export async function createPasswordLink(email: string, now = new Date()): Promise<string> {
  const token = newToken();
  await insertPasswordLink(
    email,
    tokenHash(token),
    now,
    new Date(now.getTime() + LINK_LIFETIME_MS),
  );
  return token;
}

/** The account a link is for while it is unused and unexpired. */
export async function linkAccount(
  token: string | undefined | null,
  now = new Date(),
): Promise<string | undefined> {
  if (!token) return undefined;
  return passwordLinkEmail(tokenHash(token), now);
}

export type SetPasswordResult =
  | { ok: true; email: string }
  | { ok: false; reason: "link" | "mismatch" | PasswordProblem; email?: string };

/**
 * The colleague's new password through a link: checked, stored, the link used
 * up (once only, even for two requests at the same moment: taking it and
 * storing the password are one transaction) and every session of the account
 * ended.
 */
export async function setPasswordByLink(
  token: string,
  password: string,
  repeat: string,
  now = new Date(),
): Promise<SetPasswordResult> {
  const email = await linkAccount(token, now);
  if (!email) return { ok: false, reason: "link" };
  if (password !== repeat) return { ok: false, reason: "mismatch", email };
  const problem = passwordProblem(password, email);
  if (problem) return { ok: false, reason: problem, email };
  const hash = await hashPassword(password);
  const used = await writeTogether(async () => {
    if (!(await takePasswordLink(tokenHash(token), now))) return false;
    await setPasswordHash(email, hash);
    await endSessions(email);
    await recordAudit(email, "password set by link");
    return true;
  });
  if (!used) return { ok: false, reason: "link" };
  return { ok: true, email };
}

/** Links past their 24 hours (the daily purge). */
export const purgeExpiredLinks = (now = new Date()): Promise<number> =>
  deleteExpiredPasswordLinks(now);
