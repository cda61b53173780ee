import { describe, expect, it } from "vitest";
import { fileFieldOf, leadContact, leadForms, type FieldRole, type LeadFormSpec } from ".";
import { contactOf, fieldWithRole } from "./roles";

const ROLES: FieldRole[] = ["name", "email", "phone", "company", "file"];

describe("the fields' roles", () => {
  it("each form has at most one field of each role", () => {
    for (const [key, form] of Object.entries(leadForms))
      for (const role of ROLES) {
        const fields = form.fields.filter((f) => "role" in f && f.role === role);
        expect(fields.length, `${key} ${role}`).toBeLessThanOrEqual(1);
      }
  });

  it("say which field of each form holds the visitor's name, e-mail, phone, company and file", () => {
    const byRole = Object.fromEntries(
      Object.entries(leadForms).map(([key, form]) => [
        key,
        Object.fromEntries(ROLES.map((role) => [role, fieldWithRole(form, role)?.name])),
      ]),
    );
    const none = { name: undefined, email: undefined, phone: undefined, company: undefined };
    expect(byRole).toEqual({
      consultation: { ...none, name: "user_name", email: "user_email", phone: "user_phone" },
      hero: { ...none, name: "user_name", email: "user_email", phone: "user_phone" },
      feedback: { ...none, name: "user_name", email: "user_email", phone: "user_phone" },
      appointment: { ...none, name: "name", email: "email", phone: "phone" },
      enquiry: {
        name: "contact_person",
        email: "email",
        phone: "phone",
        company: "company_name",
        file: "specification_file",
      },
      serviceConsultation: {
        name: "full_name",
        email: "work_email",
        phone: "phone",
        company: "company_name",
      },
      newsletter: { ...none, email: "newsletter_email" },
      request: {
        name: "contact_person",
        email: "email",
        phone: "phone",
        company: "company_name",
        file: undefined,
      },
    });
    expect(fileFieldOf("enquiry")).toBe("specification_file");
    expect(fileFieldOf("consultation")).toBeUndefined();
  });

  it("read a stored lead's sender: the first non-blank value, trimmed", () => {
    expect(
      leadContact({ user_name: " ", full_name: " Asha Verma ", company_name: "Narmada Cables" }),
    ).toEqual({ name: "Asha Verma", company: "Narmada Cables", email: "", phone: "" });
  });

  it("a new field with a role is read by that role", () => {
    const form: LeadFormSpec = {
      ...leadForms.newsletter,
      fields: [
        ...leadForms.newsletter.fields,
        {
          kind: "phone",
          role: "phone",
          name: "mobile_no",
          id: "mobile",
          label: "Mobile",
          invalid: "x",
        },
      ],
    };
    expect(contactOf({ newsletter_email: "a@b.in", mobile_no: "98260 12345" }, [form])).toEqual({
      name: "",
      company: "",
      email: "a@b.in",
      phone: "98260 12345",
    });
  });
});
