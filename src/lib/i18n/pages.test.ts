import { describe, expect, it } from "vitest";
import {
  alternateLinks,
  localisedHref,
  languageSwitchTarget,
  localeOfPath,
  translatedPages,
  translationOf,
  twinPath,
} from "./pages";

describe("the registry of translated pages", () => {
  it("pairs each English page with its Hindi twin, both ways", () => {
    for (const [en, hi] of [
      ["/verify", "/hi/verify"],
      ["/career", "/hi/career"],
      ["/career/apply", "/hi/career/apply"],
      ["/privacy-policy", "/hi/privacy-policy"],
      ["/contact", "/hi/contact"],
    ] as const) {
      expect(twinPath(en, "hi")).toBe(hi);
      expect(twinPath(hi, "en")).toBe(en);
      expect(localeOfPath(en)).toBe("en");
      expect(localeOfPath(hi)).toBe("hi");
    }
  });

  it("carries a report's token to the QR landing's twin", () => {
    expect(twinPath("/verify/AbC123xyz", "hi")).toBe("/hi/verify/AbC123xyz");
    expect(twinPath("/hi/verify/AbC123xyz", "en")).toBe("/verify/AbC123xyz");
    expect(translationOf("/verify/")?.paths.hi).toBe("/hi/verify");
  });

  it("knows nothing of pages without a translation", () => {
    for (const path of ["/", "/about", "/verify/a/b", "/hi", "/hi/about", "/career-benefit"]) {
      expect(translationOf(path)).toBeUndefined();
      expect(alternateLinks(path)).toEqual([]);
    }
    expect(localeOfPath("/about")).toBe("en");
  });

  it("has every Hindi path under /hi/ and each path once", () => {
    const all = translatedPages.flatMap((p) => [p.en, p.hi]);
    expect(new Set(all).size).toBe(all.length);
    for (const p of translatedPages) expect(p.hi).toBe(`/hi${p.en}`);
  });
});

describe("hreflang links", () => {
  it("are the same three on both pages of a pair", () => {
    const expected = [
      { hreflang: "en-IN", path: "/career/apply" },
      { hreflang: "hi-IN", path: "/hi/career/apply" },
      { hreflang: "x-default", path: "/career/apply" },
    ];
    expect(alternateLinks("/career/apply")).toEqual(expected);
    expect(alternateLinks("/hi/career/apply")).toEqual(expected);
  });
});

describe("the language switch", () => {
  it("goes to the twin and keeps the query", () => {
    expect(languageSwitchTarget("/verify", "?ulr=TC1&code=AB")).toEqual({
      locale: "hi",
      lang: "hi-IN",
      href: "/hi/verify?ulr=TC1&code=AB",
    });
    expect(languageSwitchTarget("/hi/career/apply", "?opening=job-7")).toEqual({
      locale: "en",
      lang: "en-IN",
      href: "/career/apply?opening=job-7",
    });
    expect(languageSwitchTarget("/hi/verify/T0KEN", "")?.href).toBe("/verify/T0KEN");
  });

  it("is not offered on a page without a translation", () => {
    expect(languageSwitchTarget("/about", "?x=1")).toBeUndefined();
    expect(languageSwitchTarget("/", "")).toBeUndefined();
  });
});

describe("links in the page's language", () => {
  it("point to the Hindi twin on a Hindi page, query and fragment kept", () => {
    expect(localisedHref("/career/apply?opening=job-7", "hi")).toBe(
      "/hi/career/apply?opening=job-7",
    );
    expect(localisedHref("/contact#form", "hi")).toBe("/hi/contact#form");
    expect(localisedHref("/career/apply?opening=job-7", "en")).toBe("/career/apply?opening=job-7");
  });
  it("keep the English address of a page without a twin", () => {
    expect(localisedHref("/career-benefit", "hi")).toBe("/career-benefit");
  });
});
