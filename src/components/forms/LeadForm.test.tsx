import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { formKeys, leadForms, type LeadField } from "@/content/forms";
import { schemaOf } from "@/lib/leads/schemas";
import { LeadForm } from "./LeadForm";

/** The names a field posts (a group of checkboxes posts one per box). */
const postedNames = (field: LeadField) =>
  field.kind === "checkboxes" ? field.options.map((o) => o.name) : [field.name];

const labelOf = (field: LeadField) =>
  field.kind === "checkboxes" || field.kind === "rating"
    ? field.legend
    : field.kind === "hidden"
      ? undefined
      : field.label;

describe("a lead form is its description", () => {
  it.each(formKeys)(
    "%s: the page, the browser's post and the schema carry the same fields",
    (key) => {
      const spec = leadForms[key];
      const { container } = render(<LeadForm form={key} />);
      const described = spec.fields.flatMap(postedNames);

      const posted = new Set(
        [...container.querySelectorAll("input, select, textarea")].map(
          (el) => (el as HTMLInputElement).name,
        ),
      );
      expect([...posted].sort()).toEqual(["form_name", "website", ...described].sort());
      expect(Object.keys(schemaOf(key, spec).shape).sort()).toEqual(
        ["form_name", "website", ...described].sort(),
      );

      for (const field of spec.fields) {
        const label = labelOf(field);
        if (label) expect(screen.getAllByText(label, { exact: false }).length).toBeGreaterThan(0);
      }
      expect(screen.getByRole("button", { name: spec.submit })).toBeInTheDocument();
      expect(screen.getByRole("form")).toHaveAccessibleName(spec.heading ?? spec.name ?? "");
    },
  );

  it("a required field is required in the HTML and gives its own message when left empty", async () => {
    render(<LeadForm form="enquiry" />);
    const form = screen.getByRole("form");
    const company = within(form).getByLabelText(/Company name/);
    expect(company).toBeRequired();
    await userEvent.click(within(form).getByRole("button", { name: leadForms.enquiry.submit }));
    expect(await within(form).findByText("Please enter your company name")).toBeVisible();
  });

  it("a page's own heading, choices and hidden values replace the form's", () => {
    const { container } = render(
      <LeadForm
        form="enquiry"
        heading="Request Cable Testing"
        choices={["HT XLPE cables"]}
        values={{ selected_service_id: "cables", service_title: "Cables" }}
      />,
    );
    expect(screen.getByRole("heading", { name: "Request Cable Testing" })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "HT XLPE cables" })).toBeInTheDocument();
    expect(container.querySelector<HTMLInputElement>('[name="selected_service_id"]')?.value).toBe(
      "cables",
    );
  });
});

describe("what the visitor did before the form's code arrived", () => {
  it("a star chosen in the server's HTML is the rating once hydrated", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<LeadForm form="feedback" />);
    document.body.append(container);
    const fourth = () => within(container).getByRole("radio", { name: "4 stars" });
    await userEvent.click(fourth());
    await userEvent.type(within(container).getByLabelText(/^Name/), "Suresh Patel");

    const root = await act(async () => hydrateRoot(container, <LeadForm form="feedback" />));
    expect(fourth()).toBeChecked();
    expect(within(container).getByLabelText(/^Name/)).toHaveValue("Suresh Patel");
    await userEvent.click(
      within(container).getByRole("button", { name: leadForms.feedback.submit }),
    );
    expect(await within(container).findByText("Invalid email address")).toBeVisible();
    expect(within(container).queryByText("Please select a rating")).toBeNull();
    act(() => root.unmount());
    container.remove();
  });
});
