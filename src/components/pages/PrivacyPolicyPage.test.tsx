import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ui as hiUi } from "@/content/hi/common";
import {
  privacyFaqsNaming as hiFaqsNaming,
  privacyFaqTitle as hiFaqTitle,
  privacyPage as hiPage,
  privacyPolicyNaming as hiPolicyNaming,
} from "@/content/hi/privacy";
import { grievanceOfficer } from "@/content/privacy";
import { PrivacyPolicyPage } from "./PrivacyPolicyPage";

/** The contact person the desk has set (privacy_contact), not content's default. */
const CONTACT = { name: "Mr. Arvind Rao", email: "dpo@malwaelectrotest.in" };

const sectionText = (container: HTMLElement, heading: string) => {
  const h = [...container.querySelectorAll("h2, h3")].find((e) => e.textContent === heading);
  return h?.closest("section")?.textContent ?? h?.parentElement?.textContent ?? "";
};

describe("the privacy policy names the contact person it is given (issue 54)", () => {
  it("in English: the Grievance Officer section and the access question", () => {
    const { container } = render(<PrivacyPolicyPage contact={CONTACT} />);
    const section = sectionText(container, "Grievance Officer");
    expect(section).toContain(`our Grievance Officer, ${CONTACT.name}, at ${CONTACT.email}`);
    expect(container.textContent).toContain(`Write to our Grievance Officer at ${CONTACT.email}.`);
    expect(container.textContent).not.toContain(grievanceOfficer.name);
    expect(container.textContent).not.toContain(grievanceOfficer.email);
  });

  it("in Hindi: the शिकायत अधिकारी section and the access question", () => {
    const { container } = render(
      <PrivacyPolicyPage
        contact={CONTACT}
        locale="hi"
        words={{
          page: hiPage,
          policy: hiPolicyNaming,
          faqs: hiFaqsNaming,
          faqTitle: hiFaqTitle,
          legal: hiUi.legal,
        }}
      />,
    );
    expect(container.textContent).toContain(
      `हमारे शिकायत अधिकारी, ${CONTACT.name}, से ${CONTACT.email} पर संपर्क करें`,
    );
    expect(container.textContent).toContain(`हमारे शिकायत अधिकारी को ${CONTACT.email} पर लिखें।`);
    expect(container.textContent).not.toContain(grievanceOfficer.name);
    expect(container.textContent).not.toContain(grievanceOfficer.email);
  });
});
