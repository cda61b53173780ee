import { describe, expect, it } from "vitest";
import { acknowledgementWords as english } from "../acknowledgements";
import { site } from "../site";
import {
  acknowledgedNext,
  acknowledgementWords as hindi,
  acknowledgesInHindi,
  applicationRowWords,
  leadFieldLabel,
  leadValueWords,
} from "./acknowledgements";
import { notSentMessage, sentMessage } from "./messageResult";
import { messageProblems } from "./common";
import { consultationForm } from "./forms/contact";

const DEVANAGARI = /[\u0900-\u097F]/;

describe("the acknowledgement's words in Hindi (hi/acknowledgements.ts)", () => {
  it("has every English word, each in Hindi (the lab's name, e-mail and address as written)", () => {
    expect(Object.keys(hindi).sort()).toEqual(Object.keys(english).sort());
    for (const [key, value] of Object.entries(hindi)) {
      if (key === "signature") continue;
      const text =
        typeof value === "function" ? (value as (...a: string[]) => string)("x", "y") : value;
      expect(text, key).toMatch(DEVANAGARI);
      expect(text, key).not.toBe(
        typeof value === "function"
          ? (english[key as keyof typeof english] as (...a: string[]) => string)("x", "y")
          : english[key as keyof typeof english],
      );
    }
    expect(hindi.greeting("")).toMatch(DEVANAGARI);
    expect(hindi.signature).toContain(site.email);
    expect(hindi.signature.join("\n")).toMatch(DEVANAGARI);
    for (const phone of site.phones) expect(hindi.signature.join("\n")).toContain(phone.display);
    // "CV" is the word the Hindi form uses too (applicationWords.sentFile).
    for (const [key, label] of Object.entries(applicationRowWords))
      if (key !== "cv") expect(label, key).toMatch(DEVANAGARI);
  });

  it("is used for what a Hindi page sends, and names the Hindi form's fields and choices", () => {
    expect(Object.keys(acknowledgedNext).sort()).toEqual(["application", "consultation"]);
    expect(acknowledgesInHindi("consultation")).toBe(true);
    expect(acknowledgesInHindi("request")).toBe(false);
    for (const field of consultationForm.fields)
      if ("label" in field) expect(leadFieldLabel(field.name)).toBe(field.label);
    expect(leadFieldLabel("company_name")).toBeUndefined();
    expect(leadValueWords("user_service", "Calibration Services")).toMatch(DEVANAGARI);
    expect(leadValueWords("message", "Calibration Services")).toBe("Calibration Services");
  });
});

describe("the Hindi result pages of a lead form posted without its script (hi/messageResult.ts)", () => {
  it("say the Hindi form's words, and why it was refused in Hindi", () => {
    expect(sentMessage("consultation", "LEAD-2026-000001")).toEqual({
      success: consultationForm.success,
      next: expect.stringMatching(DEVANAGARI),
      reference: "LEAD-2026-000001",
    });
    expect(sentMessage("nonsense", "<script>").reference).toBeUndefined();
    // A form with no Hindi page (the English page's switch leads here): no next step not its own.
    expect(sentMessage("request", "REQ-2026-000001")).toMatchObject({
      success: consultationForm.success,
      next: "",
    });
    expect(notSentMessage("consultation", "busy")).toEqual({
      failure: consultationForm.failure,
      problem: messageProblems.busy,
    });
    expect(notSentMessage(undefined, "no such problem").problem).toBe(messageProblems.invalid);
  });
});
