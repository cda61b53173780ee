import { describe, expect, it } from "vitest";
import { leadForms } from "./forms";
import {
  messageNotSentHref,
  messageSentHref,
  nextSteps,
  notSentMessage,
  sentMessage,
} from "./messageResult";

describe("the pages a form posted without the page's script lands on", () => {
  it("links carry only the form, the reference or the kind of problem", () => {
    expect(messageSentHref("enquiry", "LEAD-2026-000042")).toBe(
      "/message-sent?form=enquiry&ref=LEAD-2026-000042",
    );
    expect(messageNotSentHref("hero", "busy")).toBe("/message-not-sent?form=hero&problem=busy");
    expect(messageNotSentHref(undefined, "invalid")).toBe("/message-not-sent?problem=invalid");
  });

  it("shows the form's own success and failure messages", () => {
    expect(sentMessage("enquiry", "LEAD-2026-000042")).toEqual({
      success: leadForms.enquiry.success,
      next: nextSteps.enquiry,
      reference: "LEAD-2026-000042",
    });
    expect(notSentMessage("appointment", "file-type")).toEqual({
      failure: leadForms.appointment.failure,
      problem: "The attached file must be a PDF, DOC or DOCX document.",
    });
  });

  it("never repeats made-up words from the address", () => {
    // A crafted link cannot put its own text on the lab's page.
    expect(sentMessage("x", "Call 555-0100 now")).toEqual({
      success: leadForms.consultation.success,
      next: nextSteps.consultation,
      reference: undefined,
    });
    const made = notSentMessage("<b>", "Your order was cancelled");
    expect(made.failure).toBe(leadForms.consultation.failure);
    expect(made.problem).toMatch(/^Some details were missing/);
    expect(notSentMessage("hero", "toString").problem).toMatch(/^Some details were missing/);
  });
});

describe("what happens next", () => {
  it("every form says what happens next and by when, in its own words", () => {
    for (const [form, words] of Object.entries(nextSteps)) {
      expect(words, form).toMatch(/within|next month/);
      expect(words, form).not.toBe(leadForms[form as keyof typeof nextSteps].success);
    }
  });
});
