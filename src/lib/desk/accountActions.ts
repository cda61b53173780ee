import { desk } from "@/content/desk";
import { formRoles, formText, type AccountDraft } from "./accountForm";
import { checkAccount, type AccountField } from "./accountSchema";
import {
  AccountError,
  findUser,
  inviteUser,
  passwordResetLink,
  removeUser,
  resetTwoFactor,
  setProfile,
  setRoles,
} from "./accounts";
import { doneHref, doneOf } from "@/lib/platform/convention/done";
import type { FieldErrors, Refusal } from "@/lib/platform/convention/errors";
import { mailPasswordLink, setPasswordUrl, type LinkDelivery } from "./passwordMail";
import { recordIdOf } from "@/lib/platform/convention/recordId";
import { confirmSigningName, refuseSigningName } from "./signingNames";

/**
 * The accounts pages' actions (role admin): add a colleague, decide on a
 * signatory's new signing name (/desk/accounts), and change one account's
 * roles, name and designation, two-factor sign-in or password, or remove it
 * (/desk/accounts/edit?id=). The routes only read the address, call these
 * and draw. A refusal is an AccountError (a DeskError).
 */

const words = desk.accounts;
const LIST_PATH = "/desk/accounts";

/** A set-password link made for someone, and whether it was e-mailed (else the admin hands it over). */
export type HandedLink = { email: string; link: string; delivery: LinkDelivery };

/** What an account's own page did, said on the list after its redirect (`?done=`), in the desk's words. */
const DONE_TEXT = {
  roles: words.done.roles,
  profile: words.done.profile,
  removed: words.done.removed,
  "two-factor": words.done.twoFactor,
} as const;
export type AccountDone = keyof typeof DONE_TEXT;

/** Where a change on an account's page goes: the list, saying what was done to whom. */
export const accountDoneHref = (done: AccountDone, email: string) =>
  doneHref(LIST_PATH, done, email);

/** The set-password link for `email`, e-mailed when the server can. */
async function handedLink(email: string, token: string): Promise<HandedLink> {
  const link = setPasswordUrl(token);
  return { email, link, delivery: await mailPasswordLink(email, link) };
}

const profileOfForm = (form: FormData) => ({
  displayName: formText(form, "displayName"),
  designation: formText(form, "designation"),
});

/** What an account's page answers: where to go, or the password link it made. */
export type AccountEditResult = { location: string } | { reset: HandedLink };

/**
 * One of an account's page's buttons, posted by `me` for `email` (an account
 * that exists): save its roles or its name and designation, remove it (the box
 * ticked), reset its two-factor sign-in, or make a new set-password link.
 */
export async function accountEditAction(
  email: string,
  request: Request,
  me: string,
): Promise<AccountEditResult> {
  const form = await request.formData();
  const action = form.get("action");
  if (action === "roles") {
    const roles = formRoles(form);
    if (!roles.length) throw new AccountError(words.errors.roles);
    await setRoles(email, roles, me);
    return { location: accountDoneHref("roles", email) };
  }
  if (action === "profile") {
    await setProfile(email, profileOfForm(form), me);
    return { location: accountDoneHref("profile", email) };
  }
  if (action === "remove") {
    if (form.get("confirm") !== "yes") throw new AccountError(words.errors.confirm);
    await removeUser(email, me);
    return { location: accountDoneHref("removed", email) };
  }
  if (action === "two-factor-reset") {
    await resetTwoFactor(email, me);
    return { location: accountDoneHref("two-factor", email) };
  }
  if (action === "reset") {
    const { token } = await passwordResetLink(email, me);
    return { reset: await handedLink(email, token) };
  }
  throw new AccountError(words.errors.unknownAction);
}

/** The add form refused: what was typed, each field's problem, and a problem about no one field. */
export type AccountAddRefused = {
  draft: AccountDraft;
  errors: FieldErrors<AccountField>;
  refusal?: Refusal | undefined;
};

/** What the list's actions answer: a colleague added, a signing name decided (the words to say), or the add form refused. */
export type AccountsPageResult =
  { added: HandedLink } | { decided: string } | { refused: AccountAddRefused };

/** The add form, posted: checked by the form's one schema for each field's problem, then the account made. */
async function addColleague(form: FormData, me: string): Promise<AccountsPageResult> {
  const draft: AccountDraft = {
    email: formText(form, "email"),
    roles: formRoles(form),
    ...profileOfForm(form),
  };
  // The form's one schema first, for each field's error; inviteUser checks with it again.
  const checked = checkAccount({ ...draft, roles: [...draft.roles] });
  if (!checked.ok) return { refused: { draft, errors: checked.errors } };
  try {
    const { email, token } = await inviteUser(checked.value, me);
    return { added: await handedLink(email, token) };
  } catch (caught) {
    if (!(caught instanceof AccountError)) throw caught;
    return { refused: { draft, errors: {}, refusal: { message: caught.message } } };
  }
}

/**
 * One of the accounts list's buttons, posted by `me`: add a colleague (a
 * refusal keeps the form), or confirm or refuse a signatory's own new signing
 * name as the administrator saw it (lib/desk/signingNames.ts; refused by an
 * AccountError when decided already, changed since, or one's own).
 */
export async function accountsPageAction(
  request: Request,
  me: string,
): Promise<AccountsPageResult> {
  const form = await request.formData();
  const action = form.get("action");
  if (action === "add") return addColleague(form, me);
  if (action === "confirm-name" || action === "refuse-name") {
    const email = formText(form, "id");
    if (action === "confirm-name") {
      await confirmSigningName(email, me, profileOfForm(form));
      return { decided: words.done.confirmed(email) };
    }
    await refuseSigningName(email, me, profileOfForm(form));
    return { decided: words.done.refused(email) };
  }
  throw new AccountError(words.errors.unknownAction);
}

/**
 * What the list says after a change on an account's page (`?done=` and the
 * account's `?id=`): a removal only once the account is gone, the others only
 * while it is there.
 */
export async function accountDoneText(url: URL): Promise<string | undefined> {
  const done = doneOf(url, DONE_TEXT);
  const email = recordIdOf(url);
  if (!done || !email) return undefined;
  const stillThere = await findUser(email);
  if (done === "removed") return stillThere ? undefined : DONE_TEXT.removed(email);
  return stillThere && DONE_TEXT[done](stillThere.email);
}
