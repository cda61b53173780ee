import { describe, expect, it } from "vitest";
import { fieldLabel, fieldValueText, formNameOf } from "./leadNotification";
import { serviceKinds } from "./forms/enquiry";

describe("what staff see beside each stored field", () => {
  it("one name per kind of value, whatever the form calls it", () => {
    expect(fieldLabel("user_name")).toBe("Name");
    expect(fieldLabel("work_email")).toBe("E-mail");
    expect(fieldLabel("company_name")).toBe("Company");
    expect(fieldLabel("user_phone")).toBe("Phone");
  });

  it("a field staff call otherwise than its role keeps its own name", () => {
    expect(fieldLabel("contact_person")).toBe("Contact person");
    expect(fieldLabel("message")).toBe("Message");
  });

  it("a field only one form has keeps the label the visitor saw", () => {
    expect(fieldLabel("emergencyServices")).toBe("Emergency services");
    expect(fieldLabel("specification_file")).toBe("Specification file");
  });

  it("names no form describes, and removed forms, are shown as they are", () => {
    expect(fieldLabel("legacy_field")).toBe("legacy_field");
    expect(formNameOf("enquiry")).toBe("Testing enquiry");
    expect(formNameOf("old_form")).toBe("old_form");
  });

  it("the kind of service an enquiry was about reads as words, every other value as stored", () => {
    expect(fieldValueText("service_kind", "onSite")).toBe("On-site service");
    for (const kind of serviceKinds) expect(fieldValueText("service_kind", kind)).not.toBe(kind);
    expect(fieldValueText("service_kind", "toString")).toBe("toString");
    expect(fieldValueText("message", "onSite")).toBe("onSite");
  });
});
