import { describe, expect, it } from "vitest";
import { consultationHref } from "@/content/forms";
import { chosenConsultationService } from "./contact";

const chosen = (query: string) => chosenConsultationService(new URLSearchParams(query));

describe("chosenConsultationService", () => {
  it("reads the service a consultation link chose, in any case", () => {
    const href = new URL(consultationHref("Calibration Services"), "http://x");
    expect(chosenConsultationService(href.searchParams)).toBe("Calibration Services");
    expect(chosen("service=manufacturing%20qa")).toBe("Manufacturing QA");
  });

  it("chooses nothing for an unknown, empty or missing service", () => {
    expect(chosen("service=Plumbing")).toBeUndefined();
    expect(chosen("service=")).toBeUndefined();
    expect(chosen("")).toBeUndefined();
  });
});
