import { languageSwitch } from "@/content/i18n/languageSwitch";
import type { LanguageSwitchTarget } from "@/lib/i18n/pages";
import { headerLinkTone } from "./headerStyles";

/**
 * The same page in the other language: a plain link (no script), named in the
 * language it leads to and marked so (lang, hreflang). Only translated pages
 * have one (lib/i18n/pages.ts).
 */
export function LanguageSwitch({
  target,
  inPage = false,
}: {
  target: LanguageSwitchTarget;
  /** In the page's text (the QR landing's per-scan part) rather than the header. */
  inPage?: boolean;
}) {
  const words = languageSwitch[target.locale];
  const tone = inPage ? "text-accent-700" : headerLinkTone;
  return (
    <a
      href={target.href}
      hrefLang={target.lang}
      lang={target.lang}
      title={words.hint}
      data-language-switch
      className={`inline-flex min-h-11 items-center rounded-md px-3 text-[15px] font-semibold underline decoration-2 underline-offset-4 ${tone}`}
    >
      {words.label}
    </a>
  );
}
