// @vitest-environment node
import { describe, expect, it } from "vitest";
import { applicationSchema, fieldErrors } from "./applicationsSchema";
import { applicationSchemaHi } from "./applicationsSchemaHi";

const cv = () => new File([new Uint8Array([37, 80, 68, 70])], "cv.pdf");
const filled = {
  applicant_name: "Ravi Kumar",
  email: "ravi@example.com",
  phone: "+91 98260 12345",
  current_role: "ITI electrician",
  experience: "1-2 years",
  notice_period: "30 days",
  note: "",
  cv: cv(),
  consent: "on",
  adult: "on",
};

describe("the Hindi application's schema", () => {
  it("says what is missing in Hindi, field by field, with the English rules", () => {
    const result = applicationSchemaHi.safeParse({ language: "hi" });
    expect(result.success).toBe(false);
    const errors = fieldErrors(result.error!);
    expect(errors.applicant_name).toMatch(/[\u0900-\u097F]/);
    expect(errors.email).toMatch(/[\u0900-\u097F]/);
    expect(errors.cv).toBe("कृपया अपना CV संलग्न करें");
    expect(errors.consent).toMatch(/[\u0900-\u097F]/);
    expect(Object.keys(errors).sort()).toEqual(
      Object.keys(fieldErrors(applicationSchema.safeParse({}).error!)).sort(),
    );
  });

  it("accepts what the English one accepts and records the language", () => {
    const hi = applicationSchemaHi.safeParse({ ...filled, language: "hi" });
    expect(hi.success).toBe(true);
    expect(hi.data?.language).toBe("hi");
    const en = applicationSchema.safeParse(filled);
    expect(en.data?.language).toBe("en");
  });

  it("refuses a language other than en or hi", () => {
    const result = applicationSchema.safeParse({ ...filled, language: "fr" });
    expect(result.success).toBe(false);
    expect(Object.keys(fieldErrors(result.error!))).toEqual(["language"]);
  });
});
