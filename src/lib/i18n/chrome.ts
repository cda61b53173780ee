/**
 * The site's chrome (the skip link, the header's menus, the footer) in a page's language. An
 * English page gets the English content as it is; a Hindi page gets the Hindi words
 * (content/hi/navigation.ts, footer.ts, common.ts) on the same links, each going to its Hindi
 * twin where there is one (pages.ts) and marked hreflang English where there is none.
 */
import { footerWords as englishFooterWords } from "@/content/footer";
import { ui as hindiUi } from "@/content/hi/common";
import { addressInHindi, openingHoursWords } from "@/content/hi/contact";
import {
  footerAbout as hindiFooterAbout,
  footerWords as hindiFooterWords,
} from "@/content/hi/footer";
import { headerWords, menuLabels } from "@/content/hi/navigation";
import type { BrochureLink, HeaderMenus, MenuLink, ServiceMenuEntry } from "@/content/menuTypes";
import { footerColumns, headerMenus } from "@/content/navigation";
import { site } from "@/content/site";
import { ui } from "@/content/ui";
import { LANGUAGE_TAGS, type Locale } from "./locales";
import { localeOfPath, localisedHref } from "./pages";

type FooterColumns = { services: MenuLink[]; links: MenuLink[] };

/** What the footer shows, in the page's language. */
export type FooterChrome = {
  words: typeof englishFooterWords;
  /** The line about the lab under the contact heading. */
  about: string;
  columns: FooterColumns;
  /** The button under the opening hours, to the contact page. */
  schedule: MenuLink;
  openingHours: readonly { day: string; time: string }[];
  mapsNewTab: string;
  newTab: (name: string) => string;
  /** The address in the page's script, beside the postal one (English); none on English pages. */
  address?: string;
};

export type Chrome = {
  skipLink: string;
  /** The accessible name of the header's menu on large screens. */
  mainNavLabel: string;
  /** The logo's link: the lab's name, to the home page. */
  home: MenuLink;
  /** The header's menus, without the brochure (the layout finds it: see localisedBrochure). */
  menus: Omit<HeaderMenus, "brochure">;
  footer: FooterChrome;
};

const english: Chrome = {
  skipLink: ui.skipLink,
  mainNavLabel: ui.landmarks.main,
  home: { text: site.name, href: "/" },
  menus: headerMenus,
  footer: {
    words: englishFooterWords,
    about: site.footerAbout,
    columns: footerColumns,
    schedule: { text: englishFooterWords.schedule, href: "/contact" },
    openingHours: site.openingHours,
    mapsNewTab: ui.mapsNewTab,
    newTab: ui.newTab,
  },
};

/** An English menu label in Hindi; an entry without one is a mistake in content/hi/navigation.ts. */
function hindiLabel(text: string): string {
  const hindi = menuLabels[text];
  if (hindi === undefined) throw new Error(`content/hi/navigation.ts has no Hindi for "${text}"`);
  return hindi;
}

/** A link on a Hindi page: to the Hindi twin, or to the English page, saying so (hreflang). */
function hindiHref(href: string): Omit<MenuLink, "text"> {
  const localised = localisedHref(href, "hi");
  const path = localised.split(/[?#]/)[0] ?? localised;
  return localeOfPath(path) === "hi"
    ? { href: localised }
    : { href: localised, hreflang: LANGUAGE_TAGS.en };
}

const hindiLink = (link: MenuLink, text = hindiLabel(link.text)): MenuLink => ({
  text,
  ...hindiHref(link.href),
});

const hindiEntry = (entry: ServiceMenuEntry): ServiceMenuEntry =>
  "children" in entry
    ? { text: hindiLabel(entry.text), children: entry.children.map((c) => hindiLink(c)) }
    : hindiLink(entry);

function hindiChrome(): Chrome {
  return {
    skipLink: hindiUi.skipLink,
    mainNavLabel: hindiUi.landmarks.main,
    home: hindiLink(english.home, site.name),
    menus: {
      siteName: site.name,
      before: headerMenus.before.map((l) => hindiLink(l)),
      after: headerMenus.after.map((l) => hindiLink(l)),
      serviceLabel: headerWords.serviceLabel,
      serviceHref: headerMenus.serviceHref,
      allServices: hindiLink(headerMenus.allServices, hindiUi.allServices),
      mobileNavLabel: hindiUi.landmarks.mobile,
      serviceMenu: headerMenus.serviceMenu.map(hindiEntry),
      moreMenu: headerMenus.moreMenu.map((l) => hindiLink(l)),
      moreLabel: headerWords.moreLabel,
      moreText: headerWords.moreText,
      openMenuLabel: headerWords.openMenuLabel,
      closeMenuLabel: headerWords.closeMenuLabel,
    },
    footer: {
      words: hindiFooterWords,
      about: hindiFooterAbout,
      columns: {
        services: footerColumns.services.map((l) => hindiLink(l)),
        links: footerColumns.links.map((l) => hindiLink(l)),
      },
      schedule: hindiLink(english.footer.schedule, hindiFooterWords.schedule),
      openingHours: site.openingHours.map((h) => ({
        day: openingHoursWords[h.day] ?? h.day,
        time: openingHoursWords[h.time] ?? h.time,
      })),
      mapsNewTab: hindiUi.mapsNewTab,
      newTab: hindiUi.newTab,
      address: addressInHindi,
    },
  };
}

const chromes: Record<Locale, Chrome> = { en: english, hi: hindiChrome() };

/** The chrome of a page in `locale`. */
export const chromeOf = (locale: Locale): Chrome => chromes[locale];

/** The brochure's link on a page in `locale`: on a Hindi page, Hindi words for the English file. */
export const localisedBrochure = (brochure: BrochureLink, locale: Locale): BrochureLink =>
  locale === "en"
    ? brochure
    : { ...brochure, text: headerWords.brochure, hreflang: LANGUAGE_TAGS.en };
