import type { Opening } from "./openings";
import {
  OPENING_FIELDS,
  openingSchema,
  type OpeningField,
  type OpeningInput,
} from "./openingSchema";
import { goesOnSite, statusAfter, type OpeningAction } from "./openingStates";
import { createOpening, updateOpening } from "./openingsDesk";

export type OpeningFormValues = Record<OpeningField, string>;
export type OpeningFormErrors = Partial<Record<OpeningField, string>>;

/** A new opening's form: empty. */
export const blankOpeningForm = (): OpeningFormValues =>
  Object.fromEntries(OPENING_FIELDS.map((f) => [f, ""])) as OpeningFormValues;

/** An opening's form as kept: requirements one a line. */
export const openingFormOf = (o: Opening): OpeningFormValues => ({
  title: o.title,
  categoryId: o.categoryId,
  type: o.type,
  location: o.location,
  experience: o.experience,
  summary: o.summary,
  requirements: o.requirements.join("\n"),
  deadline: o.deadline,
});

/** The posted form's values, each cut to a sane length (the schema checks the rest). */
export const postedOpeningForm = (form: FormData): OpeningFormValues =>
  Object.fromEntries(
    OPENING_FIELDS.map((f) => [f, String(form.get(f) ?? "").slice(0, 8000)]),
  ) as OpeningFormValues;

/** A form's words checked by the one schema, or each field's first error. */
export function checkOpeningForm(
  values: OpeningFormValues,
  {
    existing,
    today,
    action,
  }: { existing: Opening | undefined; today: string; action: OpeningAction },
): { ok: true; input: OpeningInput } | { ok: false; errors: OpeningFormErrors } {
  // Putting an opening on the site needs a deadline not yet over; otherwise the kept one may stay.
  const schema = openingSchema({
    today,
    ...(existing && !goesOnSite(action) ? { keptDeadline: existing.deadline } : {}),
  });
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: OpeningFormErrors = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as OpeningField] ??= issue.message;
  return { ok: false, errors };
}

/**
 * Checks the form with the one schema and, when it passes, saves it as the
 * action says (openingStates.ts): a new opening as a draft or published, an
 * existing one with its state after the action; otherwise answers each
 * field's first error.
 */
export async function submitOpeningForm(
  values: OpeningFormValues,
  {
    existing,
    who,
    today,
    action = existing ? "save" : "publish",
  }: {
    existing: Opening | undefined;
    who: string;
    today: string;
    action?: Exclude<OpeningAction, "preview" | "close">;
  },
): Promise<{ ok: true; opening: Opening } | { ok: false; errors: OpeningFormErrors }> {
  const checked = checkOpeningForm(values, { existing, today, action });
  if (!checked.ok) return checked;
  const status = statusAfter(existing?.status, action);
  const opening = existing
    ? await updateOpening(existing.id, checked.input, who, { status, today })
    : await createOpening(checked.input, who, today, status === "draft" ? "draft" : "published");
  if (!opening) throw new Error(`The opening ${existing?.id} went away while it was saved`);
  return { ok: true, opening };
}
