import { formText } from "@/lib/desk/accountForm";
import { remindersDesk } from "@/content/portalReminders";
import { mayAct } from "@/lib/desk/access";
import { doneHref } from "@/lib/platform/convention/done";
import { recordIdOf } from "@/lib/platform/convention/recordId";
import { deskRefusal } from "@/lib/platform/convention/errors";
import type { DeskUser } from "@/lib/desk/roles";
import {
  removeOrganisation,
  saveOrganisation,
  type Organisation,
  type OrganisationInput,
} from "./organisations";
import { removableAddress, removeAddress } from "./removal";

export const CUSTOMERS_HREF = "/desk/customers";
export const ORGANISATION_HREF = "/desk/customers/edit";

export type OrganisationField = keyof OrganisationInput;
export interface OrganisationForm {
  values: Required<OrganisationInput>;
  errors: Partial<Record<OrganisationField, string>>;
}

/** The form as first shown: the organisation's values, or empty for a new one. */
export const organisationForm = (org: Organisation | undefined): OrganisationForm => ({
  values: {
    name: org?.name ?? "",
    addresses: org?.addresses.join("\n") ?? "",
    reminderDays: String(org?.reminderDays ?? 30),
  },
  errors: {},
});

/** The record an address names (`?id=`), a whole number; undefined for a new organisation. */
export function organisationIdOf(url: URL): number | undefined | "wrong" {
  const given = recordIdOf(url, 20);
  if (given === "") return undefined;
  return /^\d{1,12}$/.test(given) ? Number(given) : "wrong";
}

/**
 * The organisation page's posts: save (a new one or a change) and remove.
 * After either, a redirect that says what was done; a refusal answers the form
 * with the field's message and its status.
 */
export async function organisationPageAction(
  id: number | undefined,
  request: Request,
  user: DeskUser,
): Promise<{ redirect: string } | { form: OrganisationForm; status: number }> {
  const posted = await request.formData();
  const values: Required<OrganisationInput> = {
    name: formText(posted, "name", 400),
    addresses: formText(posted, "addresses", 60_000),
    reminderDays: formText(posted, "reminderDays", 20),
  };
  try {
    if (formText(posted, "action", 20) === "remove" && id !== undefined) {
      await removeOrganisation(id, user.email);
      return { redirect: doneHref(CUSTOMERS_HREF, "removed") };
    }
    const saved = await saveOrganisation(values, user.email, id);
    return { redirect: doneHref(ORGANISATION_HREF, "saved", String(saved)) };
  } catch (caught) {
    const refusal = deskRefusal(caught);
    const field = (refusal.field ?? "name") as OrganisationField;
    return { form: { values, errors: { [field]: refusal.message } }, status: refusal.status };
  }
}

/** What the Customers page shows after a post that did not redirect. */
export type RemovalState =
  { email: string; error: string; status: number } | { email: string; confirm: true; status: 200 };

/**
 * The Customers page's post: an administrator removes an address (the
 * registry lets only `admin` post `remove-address`, checked here too). The
 * first press asks to confirm (nothing is removed); the confirmation removes
 * it and redirects; a refusal answers the form with the message.
 */
export async function customersPageAction(
  request: Request,
  user: DeskUser,
): Promise<{ redirect: string } | RemovalState> {
  const posted = await request.formData();
  const email = formText(posted, "email", 254);
  // Only this action is posted here; the gate let an administrator through for it alone.
  if (formText(posted, "action", 20) !== "remove-address")
    return { email, error: remindersDesk.errors.invalid, status: 400 };
  if (!mayAct(user, CUSTOMERS_HREF, "remove-address"))
    return { email, error: remindersDesk.errors.adminOnly, status: 403 };
  try {
    if (formText(posted, "confirm", 5) !== "yes")
      return { email: await removableAddress(email), confirm: true, status: 200 };
    await removeAddress(email, user.email);
    return { redirect: doneHref(CUSTOMERS_HREF, "address-removed") };
  } catch (caught) {
    const refusal = deskRefusal(caught);
    return { email, error: refusal.message, status: refusal.status };
  }
}
