import type { FormKey } from "@/content/forms";
import { formSchemas, type LeadSchema } from "@/lib/leads/schemas";
import { consultationSchemaHi } from "@/lib/leads/schemasHi";
import { languageOfPage } from "@/lib/privacy/consent/records";
import { Reply } from "./reply";
import type { Scalar } from "./submission";

/**
 * The language of a lead form: a form in another language posts `language`
 * (the Hindi consultation form on /hi/contact posts "hi", with or without its
 * script); without it, the page it was sent from (its Referer) says it. An
 * unknown language is refused: the form is not the site's.
 */
export type LeadLanguage = "en" | "hi";

export const LANGUAGE_FIELD = "language";

/** The forms with a Hindi page: their Hindi schemas (the same rules, the Hindi form's messages). */
const hindiSchemas: Partial<Record<FormKey, LeadSchema>> = { consultation: consultationSchemaHi };

export function languageOfSubmission(
  scalars: Readonly<Record<string, Scalar>>,
  referer: string | null,
): LeadLanguage {
  const posted = scalars[LANGUAGE_FIELD];
  if (posted === undefined || posted === "") return languageOfPage(referer);
  if (posted === "en" || posted === "hi") return posted;
  throw new Reply(400, `${LANGUAGE_FIELD}: unknown language`);
}

/** The same, English for an unknown language (the page that says it was refused). */
export function languageToAnswer(
  scalars: Readonly<Record<string, Scalar>>,
  referer: string | null,
): LeadLanguage {
  try {
    return languageOfSubmission(scalars, referer);
  } catch {
    return "en";
  }
}

/**
 * The language a form's answer pages are in: Hindi only for a form that has a Hindi page (or,
 * refused before its form was read, when sent from a Hindi page).
 */
export const answerLanguage = (form: FormKey | undefined, language: LeadLanguage): LeadLanguage =>
  language === "hi" && (!form || hindiSchemas[form]) ? "hi" : "en";

/** The schema a form is checked with: its Hindi one when sent in Hindi, else the English. */
export const schemaFor = (form: FormKey, language: LeadLanguage): LeadSchema =>
  (language === "hi" ? hindiSchemas[form] : undefined) ?? formSchemas[form];
