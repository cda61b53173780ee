import { COMMON_PASSWORDS_TEXT } from "./commonPasswords.data";
import { MIN_PASSWORD_LENGTH } from "./passwords";

let common: ReadonlySet<string> | undefined;
const commonPasswords = () => (common ??= new Set(COMMON_PASSWORDS_TEXT.split("\n")));

export type PasswordProblem = "short" | "common" | "email";

/**
 * Why a new password is refused, or undefined: shorter than 12 characters, a
 * common password (also with digits or signs before or after it, as in
 * "password2026!"), or containing the account's name (the e-mail's local part).
 */
export function passwordProblem(password: string, email: string): PasswordProblem | undefined {
  if ([...password].length < MIN_PASSWORD_LENGTH) return "short";
  const lower = password.normalize("NFKC").toLowerCase();
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");
  if (commonPasswords().has(lower) || commonPasswords().has(core)) return "common";
  const local = email.toLowerCase().split("@")[0] ?? "";
  const names = [local, ...local.split(/[._+-]/).filter((part) => part.length >= 4)];
  if (names.some((name) => name.length >= 3 && lower.includes(name))) return "email";
  return undefined;
}
