/**
 * The one registry of translated pages: each English path beside its Hindi
 * twin. A `[name]` stands for one path segment (a report's token) and is
 * carried to the twin. A page that is not here has no Hindi and offers none;
 * adding a translated page is one line here plus its route under src/pages/hi/.
 */
import { LANGUAGE_TAGS, type Locale } from "./locales";

export type TranslatedPage = Readonly<Record<Locale, string>>;

export const translatedPages: readonly TranslatedPage[] = [
  { en: "/verify", hi: "/hi/verify" },
  { en: "/verify/[token]", hi: "/hi/verify/[token]" },
  { en: "/career", hi: "/hi/career" },
  { en: "/career/apply", hi: "/hi/career/apply" },
  { en: "/career/apply/sent", hi: "/hi/career/apply/sent" },
  { en: "/career/apply/not-sent", hi: "/hi/career/apply/not-sent" },
  { en: "/privacy-policy", hi: "/hi/privacy-policy" },
  { en: "/contact", hi: "/hi/contact" },
  { en: "/privacy/request", hi: "/hi/privacy/request" },
  { en: "/privacy/request/confirm", hi: "/hi/privacy/request/confirm" },
  { en: "/message-sent", hi: "/hi/message-sent" },
  { en: "/message-not-sent", hi: "/hi/message-not-sent" },
];

const SEGMENT = /^\[[a-z]+\]$/i;

/** "/verify/abc/" and "/verify/abc.html" are "/verify/abc". */
const normalised = (pathname: string) => pathname.replace(/(\.html|\/)$/, "") || "/";

/** The pattern's segments filled from the path's, or undefined when they do not match. */
function matchPattern(pattern: string, pathname: string): string[] | undefined {
  const want = pattern.split("/");
  const have = pathname.split("/");
  if (want.length !== have.length) return undefined;
  const params: string[] = [];
  for (const [i, part] of want.entries()) {
    const seg = have[i] ?? "";
    if (SEGMENT.test(part)) {
      if (!seg) return undefined;
      params.push(seg);
    } else if (part !== seg) return undefined;
  }
  return params;
}

function fillPattern(pattern: string, params: readonly string[]): string {
  let next = 0;
  return pattern
    .split("/")
    .map((part) => (SEGMENT.test(part) ? (params[next++] ?? "") : part))
    .join("/");
}

/** A path of a translated page: its language and both languages' paths. */
export type PageTranslation = { locale: Locale; paths: Record<Locale, string> };

/** The page's translation, or undefined for a page in one language only. */
export function translationOf(pathname: string): PageTranslation | undefined {
  const path = normalised(pathname);
  for (const page of translatedPages) {
    for (const locale of Object.keys(page) as Locale[]) {
      const params = matchPattern(page[locale], path);
      if (params)
        return {
          locale,
          paths: { en: fillPattern(page.en, params), hi: fillPattern(page.hi, params) },
        };
    }
  }
  return undefined;
}

/** The locale a path is in: a translated page's own, else English. */
export const localeOfPath = (pathname: string): Locale => translationOf(pathname)?.locale ?? "en";

/** The same page in the other language, or undefined when there is none. */
export const twinPath = (pathname: string, locale: Locale): string | undefined =>
  translationOf(pathname)?.paths[locale];

export type AlternateLink = { hreflang: string; path: string };

/**
 * The hreflang links of a translated page (both languages' pages carry the same
 * set): each language's path and x-default, the English one.
 */
export function alternateLinks(pathname: string): AlternateLink[] {
  const t = translationOf(pathname);
  if (!t) return [];
  return [
    { hreflang: LANGUAGE_TAGS.en, path: t.paths.en },
    { hreflang: LANGUAGE_TAGS.hi, path: t.paths.hi },
    { hreflang: "x-default", path: t.paths.en },
  ];
}

/** Where the language switch goes: the twin, with the same query (a token, an opening). */
export type LanguageSwitchTarget = { locale: Locale; lang: string; href: string };

export function languageSwitchTarget(
  pathname: string,
  search: string,
): LanguageSwitchTarget | undefined {
  const t = translationOf(pathname);
  if (!t) return undefined;
  const locale: Locale = t.locale === "hi" ? "en" : "hi";
  const query = search && search !== "?" ? (search.startsWith("?") ? search : `?${search}`) : "";
  return { locale, lang: LANGUAGE_TAGS[locale], href: `${t.paths[locale]}${query}` };
}

/**
 * A link of the site as the page's language has it: "/career/apply?opening=x" is
 * "/hi/career/apply?opening=x" on a Hindi page; a page without a Hindi twin keeps its address.
 */
export function localisedHref(href: string, locale: Locale): string {
  const at = href.search(/[?#]/);
  const [path, rest] = at < 0 ? [href, ""] : [href.slice(0, at), href.slice(at)];
  return `${twinPath(path, locale) ?? path}${rest}`;
}
