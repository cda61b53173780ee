import { formWords } from "@/content/hi/common";
import { applicationFields, applicationWords, cvUpload } from "@/content/hi/forms/application";
import { buildApplicationSchema } from "./applicationsSchema";

/** The application sent from /hi/career/apply: the English rules, Hindi messages. */
export const applicationSchemaHi = buildApplicationSchema({
  fields: applicationFields,
  cvUpload,
  formWords,
  consentRequired: applicationWords.consent.required,
  adultRequired: applicationWords.adult.required,
});
