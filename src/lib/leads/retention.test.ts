import { describe, expect, it } from "vitest";
import { faqs } from "@/content/faqs";
import { privacyPolicy, retention } from "@/content/privacy";

const policyText = JSON.stringify(privacyPolicy);

describe("the privacy policy says what the code does", () => {
  it("names the retention the purge applies, for leads and for addresses", () => {
    expect(policyText).toContain(`${retention.leadMonths} months`);
    expect(policyText).toContain(`${retention.clientDays} days`);
    expect(JSON.stringify(faqs)).toContain(`${retention.leadMonths} months`);
  });

  it("lists the IP address and browser stored with each form, and why", () => {
    expect(policyText).toMatch(/IP address/);
    expect(policyText).toMatch(/browser/);
    expect(policyText).toMatch(/abuse/);
  });

  it("says leads are e-mailed to the lab and how erasure works", () => {
    expect(policyText).toMatch(/e-mailed to the laboratory/);
    expect(policyText).toMatch(/delete the form, its uploaded file and our notes/);
  });
});
