/**
 * The site's languages: English (every page) and Hindi (the pages in
 * lib/i18n/pages.ts). A locale is the short name the code uses; its language
 * tag is what <html lang>, hreflang and Intl read.
 */
export const LOCALES = ["en", "hi"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

/** The BCP 47 tag of each locale: India's English and India's Hindi. */
export const LANGUAGE_TAGS: Record<Locale, string> = { en: "en-IN", hi: "hi-IN" };

export const isLocale = (value: unknown): value is Locale =>
  typeof value === "string" && (LOCALES as readonly string[]).includes(value);
