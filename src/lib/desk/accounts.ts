import { DeskError } from "@/lib/platform/convention/errors";
import { writeTogether } from "@/lib/db/store";
import { desk } from "@/content/desk";
import {
  checkAccount,
  checkProfile,
  errorList,
  signature,
  type AccountInput,
} from "./accountSchema";
import { isEmail, normaliseEmail } from "./email";
import { hashPassword } from "./passwords";
import { passwordProblem } from "./passwordRules";
import { createPasswordLink } from "./passwordLinks";
import { isRole, type Role } from "./roles";
import { endSessions, userRoles } from "./sessions";
import {
  type AccountListing,
  accountExists,
  accountListing,
  deleteAccount,
  deleteFailuresOf,
  insertAccount,
  isAdmin,
  otherAdmins,
  profileRow,
  setPasswordHash,
  writeProfile,
  writeRoles,
} from "./store";
import { recordAudit } from "@/lib/platform/audit/store";
import { removeSecondFactor } from "./twoFactor";

/** The password of an account made on the desk until its link is used: no hash matches it. */
const NO_PASSWORD = "!";

const errors = desk.accounts.errors;

export class AccountError extends DeskError {}

/** The same rules as the set-password page (lib/desk/passwordRules.ts), in the same words. */
function checkNewPassword(password: string, email: string) {
  const problem = passwordProblem(password, email);
  if (problem) throw new AccountError(desk.setPassword.errors[problem]);
}

function checkRoles(roles: readonly string[]): Role[] {
  const unknown = roles.filter((r) => !isRole(r));
  if (unknown.length) throw new AccountError(`Unknown role: ${unknown.join(", ")}`);
  if (!roles.length) throw new AccountError("Give the account at least one role.");
  return [...new Set(roles as Role[])];
}

/** The new account checked by its one schema (accountSchema.ts), or its first problem refused. */
function checkedAccount(input: AccountInput) {
  const unknown = input.roles.filter((r) => !isRole(r));
  if (unknown.length) throw new AccountError(`Unknown role: ${unknown.join(", ")}`);
  const checked = checkAccount(input);
  if (!checked.ok) throw new AccountError(errorList(checked.errors).join(" "));
  return checked.value;
}

export async function addUser(
  email: string,
  password: string,
  roles: readonly string[],
  by = "command line",
  /** The name and designation the account signs with (needed for an authorised signatory). */
  signing: { displayName?: string; designation?: string } = {},
): Promise<void> {
  if (!isEmail(normaliseEmail(email))) throw new AccountError(`Not an e-mail address: ${email}`);
  const account = checkedAccount({
    email,
    roles: [...roles],
    displayName: signing.displayName ?? "",
    designation: signing.designation ?? "",
  });
  const address = account.email;
  checkNewPassword(password, address);
  const hash = await hashPassword(password);
  await writeTogether(async () => {
    if (await accountExists(address))
      throw new AccountError(`${address} already has an account (use reset-password).`);
    await insertAccount({
      email: address,
      passwordHash: hash,
      createdAt: new Date().toISOString(),
      displayName: account.displayName,
      designation: account.designation,
      roles: account.roles,
    });
    await recordAudit(
      by,
      "account added",
      `${address} (${account.roles.join(", ")})${signedAsNote(account)}`,
    );
  });
}

/** "; signs as R. K. Verma, Technical Manager" for an account given a name, else nothing. */
const signedAsNote = (p: { displayName: string; designation: string }) =>
  p.displayName || p.designation ? `; signs as ${signature(p)}` : "";

/** Replaces an account's roles; its sessions end so the change applies at once. */
export async function setRoles(
  email: string,
  roles: readonly string[],
  by = "command line",
): Promise<void> {
  const address = normaliseEmail(email);
  const checked = checkRoles(roles);
  return writeTogether(async () => {
    if (!(await accountExists(address))) throw new AccountError(`No account for ${address}.`);
    if ((await isAdmin(address)) && !checked.includes("admin")) {
      if (normaliseEmail(by) === address) throw new AccountError(errors.ownAdmin);
      if ((await otherAdmins(address)) === 0) throw new AccountError(errors.lastAdmin);
    }
    // A signatory can sign from the moment they have the role: the name comes first.
    if (checked.includes("signatory") && !checkProfile(await profileOf(address), true).ok)
      throw new AccountError(errors.signingFirst);
    await writeRoles(address, checked);
    await endSessions(address);
    await recordAudit(by, "roles changed", `${address} (${checked.join(", ")})`);
  });
}

export async function resetPassword(
  email: string,
  password: string,
  by = "command line",
): Promise<void> {
  const address = normaliseEmail(email);
  checkNewPassword(password, address);
  const hash = await hashPassword(password);
  await writeTogether(async () => {
    if (!(await setPasswordHash(address, hash)))
      throw new AccountError(`No account for ${address}.`);
    await endSessions(address);
    await deleteFailuresOf(`account:${address}`);
    await recordAudit(by, "password reset", address);
  });
}

export async function removeUser(email: string, by = "command line"): Promise<void> {
  const address = normaliseEmail(email);
  return writeTogether(async () => {
    if (normaliseEmail(by) === address) throw new AccountError(errors.ownAccount);
    if ((await isAdmin(address)) && (await otherAdmins(address)) === 0)
      throw new AccountError(errors.lastAdmin);
    if (!(await deleteAccount(address))) throw new AccountError(`No account for ${address}.`);
    await endSessions(address);
    await recordAudit(by, "account removed", address);
  });
}

/**
 * Removes an account's second factor (a lost phone): its secret and recovery
 * codes go, its sessions end, and if its roles need one it sets one up again at
 * its next sign-in (lib/desk/gate.ts). Not one's own: another administrator does it.
 */
export async function resetTwoFactor(email: string, by = "command line"): Promise<void> {
  const address = normaliseEmail(email);
  return writeTogether(async () => {
    if (normaliseEmail(by) === address) throw new AccountError(errors.ownTwoFactor);
    if (!(await accountExists(address))) throw new AccountError(errors.missing);
    if (!(await removeSecondFactor(address))) throw new AccountError(errors.noTwoFactor);
    await endSessions(address);
    await recordAudit(by, "two-factor sign-in reset", address);
  });
}

export { isEmail } from "./email";

/**
 * A colleague added on the desk: the account has no usable password until
 * they choose one through the link whose token this answers.
 */
export async function inviteUser(
  input: AccountInput,
  by: string,
  now = new Date(),
): Promise<{ email: string; token: string }> {
  const account = checkedAccount(input);
  const address = account.email;
  return writeTogether(async () => {
    if (await accountExists(address)) throw new AccountError(errors.exists(address));
    await insertAccount({
      email: address,
      passwordHash: NO_PASSWORD,
      createdAt: now.toISOString(),
      displayName: account.displayName,
      designation: account.designation,
      roles: account.roles,
    });
    const token = await createPasswordLink(address, now);
    await recordAudit(
      by,
      "account added",
      `${address} (${account.roles.join(", ")})${signedAsNote(account)}; set-password link made`,
    );
    return { email: address, token };
  });
}

/** A new set-password link for an account (older links stop working; the password stays until used). */
export async function passwordResetLink(
  email: string,
  by: string,
  now = new Date(),
): Promise<{ email: string; token: string }> {
  const address = normaliseEmail(email);
  return writeTogether(async () => {
    if (!(await accountExists(address))) throw new AccountError(errors.missing);
    const token = await createPasswordLink(address, now);
    await recordAudit(by, "set-password link made", address);
    return { email: address, token };
  });
}

/** An account as the accounts pages list it. */
export type AccountRow = AccountListing;

export const listUsers = (): Promise<AccountRow[]> => accountListing(NO_PASSWORD);

/** An account's name and designation as kept (empty for an account that has none). */
export async function profileOf(email: string) {
  return (await profileRow(email)) ?? { displayName: "", designation: "" };
}

/** The name and designation checked by the one schema (a signatory's both needed), or refused. */
export function checkedProfile(
  profile: { displayName: string; designation: string },
  signatory: boolean,
) {
  const checked = checkProfile(profile, signatory);
  if (!checked.ok) throw new AccountError(errorList(checked.errors).join(" "));
  return checked.value;
}

/** The name and designation an account signs with, as an admin enters them (takes effect at once). */
export async function setProfile(
  email: string,
  profile: { displayName: string; designation: string },
  by: string,
): Promise<void> {
  const address = normaliseEmail(email);
  const signatory = (await userRoles(address)).includes("signatory");
  const { displayName: name, designation } = checkedProfile(profile, signatory);
  await writeTogether(async () => {
    if (!(await writeProfile(address, { displayName: name, designation })))
      throw new AccountError(errors.missing);
    await recordAudit(by, "name and designation set", `${address}: ${name}, ${designation}`);
  });
}

/** What a signatory signs with, read fresh (an admin may have changed it since sign-in). */
export async function signerOf(email: string) {
  const address = normaliseEmail(email);
  const row = await profileRow(address);
  return {
    email: address,
    name: row?.displayName ?? "",
    designation: row?.designation ?? "",
  };
}

export async function findUser(email: string): Promise<AccountRow | undefined> {
  return (await accountListing(NO_PASSWORD, normaliseEmail(email)))[0];
}
