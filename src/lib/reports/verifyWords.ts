import { reportKinds, verify, type ReportKind } from "@/content/reports";
import { reportKindNames, verify as verifyHi } from "@/content/hi/verify";
import { formatLongDateHi, formatLongDateIN } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import { localisedHref } from "@/lib/i18n/pages";

/**
 * The verification pages' words in one language: the verdicts, facts and dates
 * of /verify and the QR landing, or of their Hindi twins. The report's own data
 * (customer, item, standard) stays as the register holds it.
 */
export type VerifyWords = {
  locale: Locale;
  verify: typeof verify;
  kindName: (kind: ReportKind) => string;
  /** A calendar date (YYYY-MM-DD), long form: "27 November 2026" or "27 नवंबर 2026". */
  longDate: (isoDate: string) => string;
  /** A verification page's address in this language ("/verify/{token}" or "/hi/verify/{token}"). */
  href: (path: string) => string;
};

export const verifyWordsEn: VerifyWords = {
  locale: "en",
  verify,
  kindName: (kind) => reportKinds[kind].name,
  longDate: formatLongDateIN,
  href: (path) => path,
};

export const verifyWordsHi: VerifyWords = {
  locale: "hi",
  verify: verifyHi,
  kindName: (kind) => reportKindNames[kind],
  longDate: formatLongDateHi,
  href: (path) => localisedHref(path, "hi"),
};

export const verifyWordsOf = (locale: Locale) => (locale === "hi" ? verifyWordsHi : verifyWordsEn);
