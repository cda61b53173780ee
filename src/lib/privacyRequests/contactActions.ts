import { privacyDesk } from "@/content/privacyRequest";
import { writeTogether } from "@/lib/db/store";
import { EMAIL_PATTERN } from "@/lib/leads/patterns";
import { recordAudit } from "@/lib/platform/audit/store";
import { contactPerson } from "./contact";
import { saveContact, type ContactPerson } from "./store";

/**
 * /desk/privacy/contact posted: the contact person's name and address
 * checked, saved, and the change in the audit log ("old → new"), so what
 * changed is seen there.
 */
export type ContactSave =
  | { ok: true }
  | { ok: false; errors: Partial<Record<"name" | "email", string>>; typed: ContactPerson };

export async function saveContactForm(
  form: FormData,
  who: string,
  now: Date,
): Promise<ContactSave> {
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v.trim() : "";
  };
  const typed = { name: text("name"), email: text("email").toLowerCase() };
  const errors: Partial<Record<"name" | "email", string>> = {};
  if (!typed.name || typed.name.length > 120) errors.name = privacyDesk.contact.errors.name;
  if (typed.email.length > 254 || !EMAIL_PATTERN.test(typed.email))
    errors.email = privacyDesk.contact.errors.email;
  if (errors.name || errors.email) return { ok: false, errors, typed };
  const before = await contactPerson();
  if (before.name === typed.name && before.email === typed.email) return { ok: true };
  await writeTogether(async () => {
    await saveContact(typed, who, now);
    await recordAudit(
      who,
      "privacy contact changed",
      `${before.name} <${before.email}> → ${typed.name} <${typed.email}>`,
      now,
    );
  });
  return { ok: true };
}
