import { localisedHref } from "@/lib/i18n/pages";
import type { RequestLanguage } from "./words";

/** The form's page and the e-mailed link's page, in a language (lib/i18n/pages.ts has the twins). */
export const requestPath = (language: RequestLanguage) =>
  localisedHref("/privacy/request", language);
export const confirmPath = (language: RequestLanguage) =>
  localisedHref("/privacy/request/confirm", language);
