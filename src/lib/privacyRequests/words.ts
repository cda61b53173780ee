import { englishNotice, type NoticeText } from "@/content/forms/notice";
import { notice as hindiNotice } from "@/content/hi/forms/notice";
import * as english from "@/content/privacyRequest";
import * as hindi from "@/content/hi/privacyRequest";
import type { Locale } from "@/lib/i18n/locales";

/**
 * The words a request's pages and e-mails use, in the language it was made
 * in (/privacy/request or /hi/privacy/request); the desk reads them to write
 * a Hindi request's answers in Hindi.
 */
export type RequestLanguage = Locale;

export interface RequestLanguageWords {
  request: english.RequestWords;
  whereDataGoes: english.WhereDataGoes;
  keptFor: english.KeptFor;
  held: english.HeldRecordWords;
  /** The form's privacy notice in this language. */
  notice: NoticeText;
}

const byLanguage: Record<RequestLanguage, RequestLanguageWords> = {
  en: {
    request: english.privacyRequest,
    whereDataGoes: english.whereDataGoes,
    keptFor: english.keptFor,
    held: english.heldRecordWords,
    notice: englishNotice,
  },
  hi: {
    request: hindi.privacyRequest,
    whereDataGoes: hindi.whereDataGoes,
    keptFor: hindi.keptFor,
    held: hindi.heldRecordWords,
    notice: hindiNotice,
  },
};

export const requestWordsIn = (language: RequestLanguage): RequestLanguageWords =>
  byLanguage[language];

/** A stored language as the words know it ('en' for anything else). */
export const requestLanguageOf = (value: unknown): RequestLanguage =>
  value === "hi" ? "hi" : "en";
