import {
  breachDesk,
  breachMoments,
  breachTextFields,
  type BreachMoment,
  type BreachTextField,
} from "@/content/privacyBreaches";
import { oneLine } from "@/lib/security/oneLine";

/**
 * What staff record about a breach: the words of each element rule 7 names,
 * and the moments (UTC ISO strings; `awareAt` always set, the others once done).
 */
export type BreachDocument = Record<BreachTextField, string> &
  Record<"awareAt", string> &
  Record<Exclude<BreachMoment, "awareAt">, string | null>;

/** The form as posted: each field's text, moments as the browser's datetime-local (India time). */
export type BreachFormValues = Record<BreachTextField | BreachMoment, string>;
export type BreachFormErrors = Partial<Record<BreachTextField | BreachMoment, string>>;

const REQUIRED: readonly (BreachTextField | BreachMoment)[] = ["title", "nature", "awareAt"];
/** Fields of one line (the rest keep the writer's line breaks). */
const ONE_LINE: readonly BreachTextField[] = ["title", "occurred"];
const IST_MS = 330 * 60_000;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
/** A moment a few minutes ahead of the server's clock is a clock's drift, not the future. */
const DRIFT_MS = 5 * 60_000;

/** "2026-11-30T14:30" in India -> its UTC ISO string; anything else -> undefined. */
export function momentOfIndiaTime(value: string): string | undefined {
  const m = LOCAL.exec(value);
  if (!m) return undefined;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const utc = Date.UTC(year, month - 1, day, hour, minute) - IST_MS;
  const date = new Date(utc);
  // 31 February and 25:00 roll over: only a moment that reads back the same is one.
  if (indiaTimeOf(date.toISOString()) !== value) return undefined;
  return date.toISOString();
}

/** A UTC ISO moment as the form's datetime-local value, in India time. */
export const indiaTimeOf = (iso: string): string =>
  new Date(new Date(iso).getTime() + IST_MS).toISOString().slice(0, 16);

/** The form's values of a recorded document (and of a new one: aware now). */
export function formOfDocument(document: BreachDocument): BreachFormValues {
  const values = Object.fromEntries(breachTextFields.map((f) => [f, document[f]])) as Record<
    BreachTextField,
    string
  >;
  const moments = Object.fromEntries(
    breachMoments.map((m) => [m, document[m] ? indiaTimeOf(document[m]) : ""]),
  ) as Record<BreachMoment, string>;
  return { ...values, ...moments };
}

/** A new breach's empty document, aware from `now`. */
export const emptyDocument = (now: Date): BreachDocument => ({
  ...(Object.fromEntries(breachTextFields.map((f) => [f, ""])) as Record<BreachTextField, string>),
  awareAt: now.toISOString(),
  certInAt: null,
  boardToldAt: null,
  boardReportAt: null,
  peopleToldAt: null,
});

/** The form's values as posted (every field a string; a missing one empty). */
export function postedBreachForm(form: FormData): BreachFormValues {
  const read = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.replace(/\r\n?/g, "\n").trim() : "";
  };
  return Object.fromEntries(
    [...breachTextFields, ...breachMoments].map((name) => [name, read(name)]),
  ) as BreachFormValues;
}

/**
 * Checks the posted form on the server: the required elements, each text's
 * length, each moment a real one, not in the future and not before the lab
 * became aware. Answers the document or what was wrong, field by field.
 */
export function checkBreachForm(
  values: BreachFormValues,
  now: Date,
): { document: BreachDocument } | { errors: BreachFormErrors } {
  const errors: BreachFormErrors = {};
  const problems = breachDesk.problems;
  for (const field of REQUIRED) if (!values[field]) errors[field] = problems.required;
  const texts = {} as Record<BreachTextField, string>;
  for (const field of breachTextFields) {
    const text = ONE_LINE.includes(field) ? oneLine(values[field]) : values[field];
    const { max } = breachDesk.fields[field];
    if (text.length > max) errors[field] ??= problems.tooLong(max);
    texts[field] = text;
  }
  const moments = {} as Record<BreachMoment, string | null>;
  for (const name of breachMoments) {
    if (!values[name]) {
      moments[name] = null;
      continue;
    }
    const iso = momentOfIndiaTime(values[name]);
    if (!iso) errors[name] ??= problems.moment;
    else if (Date.parse(iso) > now.getTime() + DRIFT_MS) errors[name] ??= problems.future;
    moments[name] = iso ?? null;
  }
  const aware = moments.awareAt;
  if (aware)
    for (const name of breachMoments)
      if (name !== "awareAt" && moments[name] && moments[name]! < aware)
        errors[name] ??= problems.beforeAware;
  if (Object.keys(errors).length > 0 || !aware) return { errors };
  return {
    document: {
      ...texts,
      awareAt: aware,
      certInAt: moments.certInAt,
      boardToldAt: moments.boardToldAt,
      boardReportAt: moments.boardReportAt,
      peopleToldAt: moments.peopleToldAt,
    },
  };
}

/** The elements whose values differ between two documents, in the form's order. */
export const changedElements = (before: BreachDocument, after: BreachDocument) =>
  [...breachTextFields, ...breachMoments].filter((name) => before[name] !== after[name]);
