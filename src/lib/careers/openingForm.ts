import type { DatabaseSync } from "node:sqlite";
import type { Opening } from "./openings";
import { OPENING_FIELDS, openingSchema, type OpeningField } from "./openingSchema";
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

/**
 * Checks the form with the one schema and, when it passes, publishes a new
 * opening (`existing` undefined) or saves the existing one; otherwise answers
 * each field's first error.
 */
export function submitOpeningForm(
  db: DatabaseSync,
  values: OpeningFormValues,
  { existing, who, today }: { existing: Opening | undefined; who: string; today: string },
): { ok: true; opening: Opening } | { ok: false; errors: OpeningFormErrors } {
  const schema = openingSchema({
    today,
    ...(existing ? { keptDeadline: existing.deadline } : {}),
  });
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    const errors: OpeningFormErrors = {};
    for (const issue of parsed.error.issues)
      errors[issue.path[0] as OpeningField] ??= issue.message;
    return { ok: false, errors };
  }
  const opening = existing
    ? updateOpening(db, existing.id, parsed.data, who)
    : createOpening(db, parsed.data, who, today);
  if (!opening) throw new Error(`The opening ${existing?.id} went away while it was saved`);
  return { ok: true, opening };
}
