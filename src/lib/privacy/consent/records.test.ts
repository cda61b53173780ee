import { describe, expect, it } from "vitest";
import { noticeVersion } from "@/content/privacy";
import { consentOfSubmission, languageOfPage, purposeOfForm } from "./records";

describe("a consent record of a form sent", () => {
  it("takes the notice's language from the page it was sent from", () => {
    expect(languageOfPage("https://www.lab.example/hi/career/apply")).toBe("hi");
    expect(languageOfPage("https://www.lab.example/hi")).toBe("hi");
    expect(languageOfPage("https://www.lab.example/career/apply")).toBe("en");
    expect(languageOfPage("https://www.lab.example/hindi-news")).toBe("en");
    expect(languageOfPage(null)).toBe("en");
  });

  it("names its purpose: marketing for the newsletter, the person's own request otherwise", () => {
    expect(purposeOfForm("newsletter")).toBe("newsletter");
    expect(purposeOfForm("request")).toBe("test-request");
    expect(purposeOfForm("application")).toBe("application");
    expect(purposeOfForm("consultation")).toBe("enquiry");
  });

  it("keeps the notice's version, and is not made without an address", () => {
    const at = new Date("2026-11-30T06:00:00Z");
    expect(
      consentOfSubmission({ form: "hero", email: " a@b.in ", reference: "LEAD-1", at }),
    ).toEqual({
      email: "a@b.in",
      purpose: "enquiry",
      form: "hero",
      noticeVersion,
      language: "en",
      given: true,
      at,
      reference: "LEAD-1",
    });
    expect(consentOfSubmission({ form: "hero", email: " ", reference: null, at })).toBeUndefined();
  });
});
