import type { ReactNode } from "react";
import { Download, Menu, Zap } from "@/components/ui/icons";
import { headerLinkTone } from "./headerStyles";
import { triggerLook } from "./menuTriggers";
import { NoScriptMenu } from "./NoScriptMenu";
import type { BrochureLink as Brochure, HeaderMenus, MenuLink } from "@/lib/menu";
import { BrochureLabel } from "./BrochureLabel";

function BrochureLink({ brochure }: { brochure: Brochure }) {
  return (
    <a
      href={brochure.href}
      download={brochure.fileName}
      hrefLang={brochure.hreflang}
      className="mt-2 flex min-h-10 items-center gap-2 rounded-md bg-accent-600 px-3 text-sm font-semibold text-white hover:bg-accent-700"
    >
      <Download className="size-4" aria-hidden="true" />
      <BrochureLabel brochure={brochure} />
    </a>
  );
}

export type HeaderTone = "light" | "accent" | "solid";

const navLink = `inline-flex min-h-11 items-center rounded-md px-3 text-[15px] font-semibold hover:underline underline-offset-8 decoration-2 ${headerLinkTone}`;

/**
 * The fixed header, drawn on the server. Its tone (light text over a dark hero,
 * accent text on light inner pages) is decided per route; the scroll tone is set
 * by a few lines of script in the layout (data-tone="solid"). The three menu
 * buttons are islands passed in by the layout: they load their code on first use.
 */
export function SiteHeader({
  accent,
  menus,
  home,
  mainNavLabel,
  serviceMenu,
  moreMenu,
  mobileMenu,
  languageSwitch,
}: {
  accent: boolean;
  /** The menus' words and links in the page's language (lib/i18n/chrome.ts), with the brochure's link as it stands (lib/brochure/current.ts). */
  menus: HeaderMenus;
  /** The logo's link. */
  home: MenuLink;
  /** The accessible name of the large screens' menu. */
  mainNavLabel: string;
  serviceMenu: ReactNode;
  moreMenu: ReactNode;
  mobileMenu: ReactNode;
  /** The link to this page in the other language, on translated pages only. */
  languageSwitch?: ReactNode;
}) {
  const tone: HeaderTone = accent ? "accent" : "light";
  return (
    <header
      data-tone={tone}
      data-route-tone={tone}
      data-scrolled="false"
      className="group/header fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-300 data-[tone=accent]:bg-white/95 data-[tone=light]:bg-navy-950/70 data-[tone=light]:backdrop-blur-sm data-[tone=solid]:bg-white data-[tone=solid]:shadow-md"
    >
      <div className="container-page flex h-18 items-center justify-between gap-4">
        <a
          href={home.href}
          hrefLang={home.hreflang}
          className={`flex min-h-11 items-center gap-2 rounded-md font-display text-xl font-bold tracking-tight ${headerLinkTone}`}
        >
          <span className="inline-flex size-9 items-center justify-center rounded-lg bg-navy-900 text-amber-400">
            <Zap className="size-5" aria-hidden="true" />
          </span>
          {home.text}
        </a>
        <nav aria-label={mainNavLabel} className="hidden items-center gap-1 lg:flex">
          {menus.before.map((link) => (
            <a key={link.href} href={link.href} hrefLang={link.hreflang} className={navLink}>
              {link.text}
            </a>
          ))}
          {serviceMenu}
          {menus.after.map((link) => (
            <a key={link.href} href={link.href} hrefLang={link.hreflang} className={navLink}>
              {link.text}
            </a>
          ))}
          {moreMenu}
        </nav>
        {languageSwitch && <div className="ml-auto lg:ml-0">{languageSwitch}</div>}
        {mobileMenu}
        {/* Without script, one disclosure with every page stands in for the three
            menu buttons (at every width); with script it takes no room. */}
        <div className="hidden noscript:block">
          <NoScriptMenu
            summary={<Menu className="size-7" aria-hidden="true" />}
            label={menus.openMenuLabel}
            className={triggerLook.mobile}
            entries={[
              ...menus.before,
              menus.allServices,
              ...menus.serviceMenu,
              ...menus.after,
              ...menus.moreMenu,
            ]}
            extra={<BrochureLink brochure={menus.brochure} />}
          />
        </div>
      </div>
    </header>
  );
}
