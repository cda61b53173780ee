/**
 * Counted phrases from the message catalogues (content/i18n/messages.*.ts),
 * ICU MessageFormat with each language's plural rules, numbers grouped the
 * Indian way. Each message is parsed once per process.
 */
import { IntlMessageFormat } from "intl-messageformat";
import { messagesEn, type MessageKey } from "@/content/i18n/messages.en";
import { messagesHi } from "@/content/i18n/messages.hi";
import { LANGUAGE_TAGS, type Locale } from "./locales";

const catalogues: Record<Locale, Record<MessageKey, string>> = { en: messagesEn, hi: messagesHi };
const parsed = new Map<string, IntlMessageFormat>();

/** The message `key` in `locale` with its values: message("hi", "openings", { count: 2 }). */
export function message(
  locale: Locale,
  key: MessageKey,
  values: Record<string, string | number>,
): string {
  const id = `${locale}:${key}`;
  let format = parsed.get(id);
  if (!format) {
    format = new IntlMessageFormat(catalogues[locale][key], LANGUAGE_TAGS[locale]);
    parsed.set(id, format);
  }
  return String(format.format(values));
}
