import { site } from "./site";

export type StatementSection = { heading: string; paragraphs: string[]; items?: string[] };
export type AccessibilityStatement = {
  updated: string;
  intro: string;
  sections: StatementSection[];
};

const [marketingPhone, laboratoryPhone] = site.phones;

export const accessibilityStatement: AccessibilityStatement = {
  updated: "2026-11-01",
  intro: `${site.name} wants everyone, including people who use screen readers, keyboards, magnification or voice control, to be able to read about our services, contact us and send an enquiry. This statement describes how accessible this website is, what we know still falls short and how to tell us about a problem.`,
  sections: [
    {
      heading: "Conformance status",
      paragraphs: [
        "Our target is full conformance with the Web Content Accessibility Guidelines (WCAG) 2.2 at Level AA. Apart from the known limitations listed below, we believe the website meets that target.",
        "Every page is checked with the axe automated accessibility engine and tested manually with a keyboard alone, including the menus, FAQ lists, tabs, sliders and all forms. Automated tools cannot find every issue, so manual testing is part of every release.",
      ],
    },
    {
      heading: "Measures we take",
      paragraphs: ["To make the website easier to use, we:"],
      items: [
        "use semantic headings, landmarks and lists so that pages can be navigated with a screen reader;",
        "give every informative image a text alternative and mark decorative images so that they are skipped;",
        "make every link, button, menu, tab and form control usable with a keyboard, with a visible focus indicator;",
        "label every form field, mark required fields in text and announce errors and success messages to assistive technology;",
        "keep text and interface colours at a contrast ratio of at least 4.5:1 for normal text;",
        "allow text to be resized to 200% and the layout to reflow on narrow screens without loss of content;",
        "provide a pause control for the auto-playing sliders, avoid content that flashes, and respect the reduced-motion setting of your device;",
        "keep the footer's background video silent and decorative, with a pause control, so that no information is available only in it.",
      ],
    },
    {
      heading: "Known limitations",
      paragraphs: ["We are aware of the following limitations and are working on them:"],
      items: [
        "Embedded map: the Google map on the contact page is third-party content that we do not control, and it is not fully usable with a keyboard or screen reader. The laboratory address is always given as text beside it, with a link to open it in a maps application.",
        "PDF brochure: the downloadable brochure is not yet fully tagged for screen readers. We will send an accessible version or the same information by e-mail on request.",
        "Third-party map content: links and controls inside the map are provided by Google and may not meet WCAG 2.2 AA.",
      ],
    },
    {
      heading: "Report a problem",
      paragraphs: [
        `If you find a part of this website you cannot use, or you need information in a different format, e-mail ${site.email} or call us on ${marketingPhone?.display ?? ""}${laboratoryPhone ? ` or ${laboratoryPhone.display}` : ""}, Monday to Saturday, 10:00 to 18:30.`,
        "Please tell us the page address and what went wrong. We reply within 5 working days and, where we cannot fix the problem at once, we will provide the information you need in another way.",
      ],
    },
    {
      heading: "Technical information",
      paragraphs: [
        "The website relies on HTML, CSS, WAI-ARIA and JavaScript to work with your browser and assistive technology. Core content and contact details remain readable if JavaScript fails to load.",
        "This statement was last reviewed on the date shown above. We review it whenever significant changes are made to the website.",
      ],
    },
  ],
};
