import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EnquiryForm } from "@/components/forms/EnquiryForm";
import { enquiryForms, serviceKinds, type LeadField } from "@/content/forms";
import { fieldLabel } from "@/content/leadNotification";
import { formSchemas, schemaOf } from "./schemas";

/** Issue 23: each kind of service has its own enquiry; one schema checks each the same in browser and inbox. */

const contact = {
  form_name: "enquiry",
  company_name: "Vindhya Switchgear Ltd",
  contact_person: "Neha Verma",
  email: "neha@vindhya.example",
  phone: "0731 400 5000",
  selected_service: "Internal Auditor Training",
};

const posted = (field: LeadField) =>
  field.kind === "checkboxes" ? field.options.map((o) => o.name) : [field.name];

describe("the service enquiry follows the kind of service it is about", () => {
  it("a training enquiry needs the training fields, not the testing ones, and keeps only its own", () => {
    const parsed = formSchemas.enquiry.safeParse({
      ...contact,
      service_kind: "training",
      participants: "12",
      equipment_details: "a field of another kind",
    });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ service_kind: "training", participants: "12" });
    expect(parsed.data).not.toHaveProperty("equipment_details");
    expect(parsed.data).toHaveProperty("training_venue", "Our training room in Indore");

    const missing = formSchemas.enquiry.safeParse({ ...contact, service_kind: "training" });
    expect(missing.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["participants", "Please tell us how many will attend"],
    ]);
  });

  it("a testing enquiry (or one that names no kind) still needs the spec's equipment details", () => {
    for (const kind of [{ service_kind: "testing" }, {}]) {
      const result = formSchemas.enquiry.safeParse({ ...contact, ...kind, participants: "12" });
      expect(result.error?.issues.map((i) => i.message)).toEqual(["Please describe the equipment"]);
    }
    const ok = formSchemas.enquiry.parse({
      ...contact,
      equipment_details: "3 drums of 11 kV XLPE",
    });
    expect(ok).toMatchObject({ service_kind: "testing" });
    expect(ok).not.toHaveProperty("participants");
  });

  it("an on-site enquiry needs the site and its equipment; an unknown kind is refused", () => {
    const result = formSchemas.enquiry.safeParse({ ...contact, service_kind: "onSite" });
    expect(result.error?.issues.map((i) => i.path.join("."))).toEqual([
      "site_location",
      "site_equipment",
    ]);
    expect(formSchemas.enquiry.safeParse({ ...contact, service_kind: "catering" }).success).toBe(
      false,
    );
  });

  it.each(serviceKinds)(
    "%s: the page's form posts exactly the fields its kind's schema takes",
    (kind) => {
      const { container } = render(<EnquiryForm kind={kind} />);
      const names = new Set(
        [...container.querySelectorAll("input, select, textarea")].map(
          (el) => (el as HTMLInputElement).name,
        ),
      );
      const spec = enquiryForms[kind];
      const described = ["form_name", "website", ...spec.fields.flatMap(posted)].sort();
      expect([...names].sort()).toEqual(described);
      expect(Object.keys(schemaOf("enquiry", spec).shape).sort()).toEqual(described);
      expect(
        (container.querySelector('input[name="service_kind"]') as HTMLInputElement).value,
      ).toBe(kind);
    },
  );

  it("staff read each kind's own fields under the labels the visitor saw", () => {
    expect(fieldLabel("participants")).toBe("Number of participants");
    expect(fieldLabel("site_location")).toBe("Site location");
    expect(fieldLabel("instrument_details")).toBe("Instruments to calibrate");
    expect(fieldLabel("service_kind")).toBe("Kind of service");
  });
});
