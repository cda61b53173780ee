import { describe, expect, it } from "vitest";
import { footerWords as englishFooterWords } from "@/content/footer";
import { footerWords as hindiFooterWords, footerAbout } from "@/content/hi/footer";
import { headerWords, menuLabels } from "@/content/hi/navigation";
import { openingHoursWords } from "@/content/hi/contact";
import { isMenuGroup, type MenuLink, type ServiceMenuEntry } from "@/lib/menu";
import { footerColumns, headerMenus } from "@/content/navigation";
import { site } from "@/content/site";
import { ui } from "@/content/ui";
import { chromeOf, localisedBrochure } from "./chrome";
import { twinPath } from "./pages";

/**
 * The site's chrome (skip link, header menus, footer) in the page's language: every English
 * menu entry has its Hindi, links go to a Hindi twin where there is one and say they open
 * English where there is none, and English pages get the English objects untouched.
 */

const DEVANAGARI = /[\u0900-\u097F]/;
/** A standard's code (ISO 9001, ISO/IEC/IS 17025): a name, the same in both languages. */
const CODE = /^[A-Z][A-Z0-9/ .:-]*\d[A-Z0-9/ .:-]*$/;

/** Every link and group of a menu tree, groups' children included. */
const entriesOf = (
  entries: readonly (ServiceMenuEntry | MenuLink)[],
): (ServiceMenuEntry | MenuLink)[] =>
  entries.flatMap((entry) => (isMenuGroup(entry) ? [entry, ...entry.children] : [entry]));

const englishEntries = () => [
  ...entriesOf(headerMenus.before),
  ...entriesOf(headerMenus.serviceMenu),
  ...entriesOf(headerMenus.after),
  ...entriesOf(headerMenus.moreMenu),
  ...entriesOf(footerColumns.services),
  ...entriesOf(footerColumns.links),
];

const hindiChrome = chromeOf("hi");
const hindiEntries = () => {
  const { menus, footer } = hindiChrome;
  return [
    ...entriesOf(menus.before),
    ...entriesOf(menus.serviceMenu),
    ...entriesOf(menus.after),
    ...entriesOf(menus.moreMenu),
    menus.allServices,
    ...entriesOf(footer.columns.services),
    ...entriesOf(footer.columns.links),
  ];
};

describe("the Hindi menu words (content/hi/navigation.ts)", () => {
  it("has a Hindi label for every English menu and footer entry", () => {
    const missing = englishEntries()
      .map((entry) => entry.text)
      .filter((text) => !(text in menuLabels));
    expect(missing).toEqual([]);
  });

  it("writes each label in Devanagari, except standards' codes, which stay as written", () => {
    for (const entry of englishEntries()) {
      const hindi = menuLabels[entry.text] ?? "";
      if (CODE.test(entry.text)) expect(hindi, entry.text).toBe(entry.text);
      else expect(hindi, `${entry.text}: ${hindi}`).toMatch(DEVANAGARI);
    }
  });

  it("has no label for an entry the menus no longer have", () => {
    const english = new Set(englishEntries().map((entry) => entry.text));
    expect(Object.keys(menuLabels).filter((text) => !english.has(text))).toEqual([]);
  });

  it("has the header's and footer's own words in Hindi", () => {
    for (const [key, text] of Object.entries(headerWords)) expect(text, key).toMatch(DEVANAGARI);
    expect(Object.keys(hindiFooterWords).sort()).toEqual(Object.keys(englishFooterWords).sort());
    for (const [key, word] of Object.entries(hindiFooterWords)) {
      const text = typeof word === "function" ? word("X") : word;
      expect(text, key).toMatch(DEVANAGARI);
    }
    expect(hindiFooterWords.rights(2026)).toContain(site.name);
    expect(footerAbout).toMatch(DEVANAGARI);
  });
});

describe("chromeOf", () => {
  it("gives English pages the English menus, footer and skip link as they are", () => {
    const english = chromeOf("en");
    expect(english.menus).toBe(headerMenus);
    expect(english.footer.columns).toBe(footerColumns);
    expect(english.footer.words).toBe(englishFooterWords);
    expect(english.footer.about).toBe(site.footerAbout);
    expect(english.footer.openingHours).toEqual(site.openingHours);
    expect(english.footer.address).toBeUndefined();
    expect(english.skipLink).toBe(ui.skipLink);
    expect(english.mainNavLabel).toBe(ui.landmarks.main);
    expect(english.home).toEqual({ text: site.name, href: "/" });
    const brochure = { text: "Download Brochure", href: "/b.pdf", fileName: "b.pdf" };
    expect(localisedBrochure(brochure, "en")).toBe(brochure);
  });

  it("labels every Hindi menu entry in Hindi (or a standard's code)", () => {
    for (const entry of hindiEntries())
      if (!CODE.test(entry.text)) expect(entry.text).toMatch(DEVANAGARI);
    const { menus } = hindiChrome;
    for (const text of [
      menus.serviceLabel,
      menus.moreLabel,
      menus.moreText,
      menus.openMenuLabel,
      menus.closeMenuLabel,
      menus.mobileNavLabel,
      hindiChrome.skipLink,
      hindiChrome.mainNavLabel,
    ])
      expect(text).toMatch(DEVANAGARI);
    // The button's visible word is in its accessible name (WCAG 2.5.3), as in English.
    expect(menus.moreLabel).toContain(menus.moreText);
    expect(headerMenus.moreLabel).toContain(headerMenus.moreText);
    // The lab's name is a name.
    expect(menus.siteName).toBe(site.name);
  });

  it("links a page with a Hindi twin to the twin, and marks a link to an English-only page hreflang en-IN", () => {
    const links = hindiEntries().filter((entry): entry is MenuLink => !isMenuGroup(entry));
    expect(links.length).toBeGreaterThan(20);
    for (const link of links) {
      const path = link.href.split(/[?#]/)[0] ?? "";
      if (path.startsWith("/hi/")) expect(link.hreflang, link.href).toBeUndefined();
      else {
        expect(twinPath(path, "hi"), `${link.href} has a twin`).toBeUndefined();
        expect(link.hreflang, link.href).toBe("en-IN");
      }
    }
    const byText = (text: string) => links.find((l) => l.text === menuLabels[text]);
    expect(byText("Contact")).toEqual({ text: "संपर्क", href: "/hi/contact" });
    expect(byText("Career")).toEqual({ text: "करियर", href: "/hi/career" });
    expect(byText("Verify a Report")?.href).toBe("/hi/verify");
    expect(byText("Privacy Policy")?.href).toBe("/hi/privacy-policy");
    expect(byText("Blogs")).toEqual({ text: "ब्लॉग", href: "/blogs", hreflang: "en-IN" });
    expect(byText("Insulators")).toEqual({
      text: "इंसुलेटर",
      href: "/service-details?id=INSULATORS",
      hreflang: "en-IN",
    });
    expect(hindiChrome.home).toEqual({ text: site.name, href: "/", hreflang: "en-IN" });
  });

  it("keeps the English menus' order and links", () => {
    const english = englishEntries().map((e) => (isMenuGroup(e) ? e.children.length : e.href));
    const hindi = [
      ...entriesOf(hindiChrome.menus.before),
      ...entriesOf(hindiChrome.menus.serviceMenu),
      ...entriesOf(hindiChrome.menus.after),
      ...entriesOf(hindiChrome.menus.moreMenu),
      ...entriesOf(hindiChrome.footer.columns.services),
      ...entriesOf(hindiChrome.footer.columns.links),
    ].map((e) => (isMenuGroup(e) ? e.children.length : e.href.replace(/^\/hi\//, "/")));
    expect(hindi).toEqual(english);
  });

  it("gives the footer Hindi words, hours, address and a Hindi contact link", () => {
    const { footer } = hindiChrome;
    expect(footer.words).toBe(hindiFooterWords);
    expect(footer.about).toBe(footerAbout);
    expect(footer.schedule).toEqual({ text: hindiFooterWords.schedule, href: "/hi/contact" });
    expect(footer.address).toMatch(DEVANAGARI);
    expect(footer.openingHours).toHaveLength(site.openingHours.length);
    for (const [i, hours] of footer.openingHours.entries()) {
      const english = site.openingHours[i]!;
      expect(hours.day).toBe(openingHoursWords[english.day]);
      expect(hours.time).toBe(openingHoursWords[english.time] ?? english.time);
    }
    expect(footer.newTab("X")).toMatch(DEVANAGARI);
    expect(footer.mapsNewTab).toMatch(DEVANAGARI);
  });

  it("names the brochure in Hindi and marks the English file so", () => {
    const brochure = {
      text: "Download Brochure",
      href: "/b.pdf",
      fileName: "b.pdf",
      details: "(PDF, 7 KB)",
    };
    expect(localisedBrochure(brochure, "hi")).toEqual({
      ...brochure,
      text: headerWords.brochure,
      hreflang: "en-IN",
    });
  });
});
