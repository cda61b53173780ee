import { desk } from "@/content/desk";
import { formText } from "./accountForm";
import { checkProfile, type ProfileField } from "./accountSchema";
import type { FieldErrors } from "@/lib/platform/convention/errors";
import { changeOwnProfile, changeWaits } from "./signingNames";

/**
 * A person's own account page (/desk/account): their name and designation,
 * saved at once or, for a signatory, waiting for an administrator
 * (lib/desk/signingNames.ts). The route only calls this and draws.
 */

const words = desk.ownAccount;

type Profile = { displayName: string; designation: string };

/** What a post answers: the words for what was done, or the form as posted with each field's problem. */
export type OwnAccountResult =
  { ok: true; done: string } | { ok: false; posted: Profile; errors: FieldErrors<ProfileField> };

/**
 * "Save" on one's own account, posted by `email`: checked by the form's
 * schema (a signatory's name and designation are required), then saved or
 * left waiting. A button the page does not have is refused with no field's
 * problem (400, as before).
 */
export async function ownAccountAction(request: Request, email: string): Promise<OwnAccountResult> {
  const form = await request.formData();
  const posted = {
    displayName: formText(form, "displayName"),
    designation: formText(form, "designation"),
  };
  if (form.get("action") !== "profile") return { ok: false, posted, errors: {} };
  const checked = checkProfile(posted, await changeWaits(email));
  if (!checked.ok) return { ok: false, posted, errors: checked.errors };
  return { ok: true, done: words[await changeOwnProfile(email, checked.value)] };
}
