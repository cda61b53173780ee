import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { leadForms } from "@/content/forms";
import { noticeVersion } from "@/content/privacy";
import { PrivacyNotice } from "./PrivacyNotice";

describe("PrivacyNotice", () => {
  it("lists each item the form takes, the IP address, the ground and the links", () => {
    const form = leadForms.consultation;
    const { container } = render(
      <PrivacyNotice formId="c" purpose={form.purpose} fields={form.fields} />,
    );
    const details = container.querySelector("details")!;
    expect(details.querySelector("summary")!.textContent).toContain(form.purpose);
    const list = within(details).getByRole("list", { name: /what this form takes/i });
    const lines = within(list)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(lines).toContain("Full name: to address you by name.");
    expect(lines).toContain("Phone: to call you back if e-mail is not enough.");
    expect(lines.some((l) => /IP address/.test(l ?? ""))).toBe(true);
    expect(details.textContent).toMatch(/you asked us to/);
    expect(details.textContent).toContain(noticeVersion);
    const hrefs = within(details)
      .getAllByRole("link", { hidden: true })
      .map((a) => a.getAttribute("href"));
    expect(hrefs).toEqual(
      expect.arrayContaining(["/privacy/choices", "/privacy/request", "/privacy-policy#complain"]),
    );
  });

  it("says the newsletter rests on its own consent", () => {
    const form = leadForms.newsletter;
    render(
      <PrivacyNotice formId="n" purpose={form.purpose} fields={form.fields} ground={form.ground} />,
    );
    expect(screen.getByText(/rests on your own consent/)).toBeTruthy();
    expect(screen.getByText("E-mail: to send you the newsletter.")).toBeTruthy();
  });
});
