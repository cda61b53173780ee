import { describe, expect, it } from "vitest";
import { applicationFields, cvUpload } from "./application";
import { everyForm, leadForms, noticeItemsOf, requestForm, type LeadField } from "./index";

/** Every name a field posts that the person typed or chose (hidden fields carry the page's values). */
const dataNames = (field: LeadField): string[] =>
  field.kind === "hidden"
    ? []
    : field.kind === "checkboxes"
      ? field.options.map((o) => o.name)
      : [field.name];

/** Every form of the site, each kind of enquiry, the test request and the job application. */
const forms: {
  name: string;
  fields: readonly LeadField[];
  extra?: { name: string; label: string }[];
}[] = [
  ...everyForm.map((form, i) => ({ name: `form ${i}`, fields: form.fields })),
  { name: "request", fields: requestForm.fields },
  {
    name: "application",
    fields: applicationFields,
    extra: [{ name: cvUpload.field, label: cvUpload.label }],
  },
];

describe("each form's privacy notice", () => {
  it.each(forms)("lists every field of $name with what it is for", ({ fields, extra }) => {
    const items = noticeItemsOf(fields, extra);
    const listed = new Set(items.map((i) => i.name));
    const names = [...fields.flatMap(dataNames), ...(extra ?? []).map((e) => e.name)];
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(listed, `${name} is missing from its notice`).toContain(name);
    for (const item of items) expect(item.usedFor.length).toBeGreaterThan(5);
  });

  it("leaves out nothing the form posts but hidden values", () => {
    const items = noticeItemsOf(leadForms.hero.fields);
    expect(items.map((i) => i.name)).toEqual(leadForms.hero.fields.flatMap(dataNames));
  });

  it("misses a field nobody explained (so the test above can fail)", () => {
    const stray: LeadField = { kind: "text", name: "shoe_size", id: "shoe", label: "Shoe", max: 3 };
    expect(noticeItemsOf([stray]).map((i) => i.name)).not.toContain("shoe_size");
  });

  it("rests the newsletter on consent and every other form on the request", () => {
    expect(leadForms.newsletter.ground).toBe("consent");
    for (const [key, form] of Object.entries(leadForms))
      if (key !== "newsletter") expect(form.ground ?? "request").toBe("request");
  });
});
