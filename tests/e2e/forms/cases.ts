import type { Locator, Page } from "@playwright/test";
import { emailConfig } from "@/lib/env/public";
import { formMessages, formTemplate, type FormKey } from "@/lib/leads/schemas";

/** Tomorrow in India, YYYY-MM-DD (the appointment date must not be in the past). */
export function tomorrow(): string {
  const d = new Date(Date.now() + 36 * 3600 * 1000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(d);
}

export type FormCase = {
  key: FormKey;
  url: string;
  form: (page: Page) => Locator;
  fill: (form: Locator) => Promise<void>;
  /** Fields expected on the wire with the typed values. */
  wire: Record<string, string>;
  /** Messages shown by an empty submit, in field order. */
  emptyErrors: string[];
  /** A field whose value must survive a failed send. */
  kept: { label: string; value: string };
  /** A bad value and the message it gives. */
  invalid?: { label: string; value: string; message: string };
  success: string;
  failure: string;
  serviceId: string;
  templateId: string;
};

const ids = (key: FormKey) => emailConfig.templates[formTemplate[key]];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A field by its visible label, with or without the required-field asterisk. */
export const byLabel = (form: Locator, label: string) =>
  form.getByLabel(new RegExp(`^${escape(label)}( \\*)?$`));

export const cases: FormCase[] = [
  {
    key: "consultation",
    url: "/contact",
    form: (page) => page.getByRole("form", { name: "Request Consultation" }),
    fill: async (form) => {
      await byLabel(form, "Full name").fill("Ravi Sharma");
      await byLabel(form, "E-mail").fill("ravi.sharma@example.in");
      await byLabel(form, "Phone").fill("+91 98260 12345");
      await byLabel(form, "Service").selectOption("Calibration Services");
      await byLabel(form, "Message").fill("We need 40 CTs calibrated before March.");
    },
    wire: {
      form_name: "consultation",
      user_name: "Ravi Sharma",
      user_email: "ravi.sharma@example.in",
      user_phone: "+91 98260 12345",
      user_service: "Calibration Services",
      message: "We need 40 CTs calibrated before March.",
    },
    emptyErrors: [
      "Please enter your name",
      "Please enter your e-mail address",
      "Please enter your phone number",
      "Please enter your message",
    ],
    kept: { label: "Message", value: "We need 40 CTs calibrated before March." },
    invalid: { label: "E-mail", value: "ravi@", message: "Please enter a valid e-mail address" },
    ...formMessages.consultation,
    ...ids("consultation"),
  },
  {
    key: "hero",
    url: "/",
    form: (page) => page.getByRole("form", { name: "Quick Enquiry" }),
    fill: async (form) => {
      await byLabel(form, "Name").fill("Anita Verma");
      await byLabel(form, "E-mail").fill("anita@example.com");
      await byLabel(form, "Phone (10 digits)").fill("9826012345");
      await byLabel(form, "Message").fill("Quote for type testing of 11 kV cables.");
    },
    wire: {
      form_name: "hero",
      user_name: "Anita Verma",
      user_email: "anita@example.com",
      user_phone: "9826012345",
      message: "Quote for type testing of 11 kV cables.",
    },
    emptyErrors: [
      "Please enter your name",
      "Please enter your e-mail address",
      "Please enter your phone number",
      "Please enter your message",
    ],
    kept: { label: "Message", value: "Quote for type testing of 11 kV cables." },
    invalid: {
      label: "Phone (10 digits)",
      value: "98260",
      message: "Please enter a 10-digit phone number",
    },
    ...formMessages.hero,
    ...ids("hero"),
  },
  {
    key: "feedback",
    url: "/feedback",
    form: (page) => page.getByRole("form", { name: "Rate your experience" }),
    fill: async (form) => {
      await byLabel(form, "Name").fill("Suresh Patel");
      await byLabel(form, "E-mail").fill("suresh@example.org");
      await byLabel(form, "Phone (10 digits)").fill("7312345678");
      await byLabel(form, "Service type").selectOption("Manufacturing QA");
      await form.locator('label:has(input[name=user_rating][value="4"])').click();
      await byLabel(form, "Your comments").fill("Quick turnaround, clear report.");
    },
    wire: {
      form_name: "feedback",
      user_name: "Suresh Patel",
      user_email: "suresh@example.org",
      user_phone: "7312345678",
      user_service: "Manufacturing QA",
      user_rating: "4",
      message: "Quick turnaround, clear report.",
    },
    emptyErrors: [
      "Name is required",
      "Invalid email address",
      "Invalid phone number",
      "Please select a service type",
      "Please select a rating",
    ],
    kept: { label: "Your comments", value: "Quick turnaround, clear report." },
    invalid: { label: "Phone (10 digits)", value: "12345", message: "Invalid phone number" },
    ...formMessages.feedback,
    ...ids("feedback"),
  },
  {
    key: "appointment",
    url: "/",
    form: (page) => page.getByRole("form", { name: "Book an appointment" }),
    fill: async (form) => {
      await byLabel(form, "Service").selectOption("Transformer Testing");
      await byLabel(form, "Location").selectOption("Pithampur Industrial Area");
      await byLabel(form, "Name").fill("Meera Joshi");
      await byLabel(form, "E-mail").fill("meera@example.in");
      await byLabel(form, "Phone number").fill("(0731) 2555 666");
      await byLabel(form, "Date").fill(tomorrow());
      await byLabel(form, "Time").fill("11:30");
      await form.getByLabel("On-site calibration").check();
      await form.getByLabel("24/7 support").check();
    },
    wire: {
      form_name: "appointment",
      service: "Transformer Testing",
      location: "Pithampur Industrial Area",
      name: "Meera Joshi",
      email: "meera@example.in",
      phone: "(0731) 2555 666",
      date: "__TOMORROW__",
      time: "11:30",
      onsiteCalibration: "yes",
      twentyFourSeven: "yes",
    },
    emptyErrors: [
      "Please select a service",
      "Please select a location",
      "Please enter your name",
      "Please enter your e-mail address",
      "Please enter your phone number",
      "Please choose a date",
      "Please choose a time",
    ],
    kept: { label: "Name", value: "Meera Joshi" },
    invalid: {
      label: "Phone number",
      value: "99770",
      message: "Please enter a valid phone number",
    },
    ...formMessages.appointment,
    ...ids("appointment"),
  },
  {
    key: "enquiry",
    // A service's page: a sub-service's page has its sub-service chosen already (services.spec.ts).
    url: "/service-details?id=Cables",
    form: (page) => page.getByRole("form", { name: "Request Cables Testing" }),
    fill: async (form) => {
      await byLabel(form, "Company name").fill("Narmada Cables Pvt Ltd");
      await byLabel(form, "Contact person").fill("Vikram Singh");
      await byLabel(form, "E-mail").fill("vikram@narmadacables.example");
      await byLabel(form, "Phone number").fill("0731 2555 666");
      await byLabel(form, "Service").selectOption("HIGH VOLTAGE");
      await byLabel(form, "Equipment details").fill(
        "3C x 300 sq mm 11 kV XLPE, 3 drums, IS 7098-2",
      );
      await byLabel(form, "Specification file").setInputFiles({
        name: "spec.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from(
          "%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n% Malwa test spec\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
        ),
      });
    },
    wire: {
      form_name: "enquiry",
      company_name: "Narmada Cables Pvt Ltd",
      contact_person: "Vikram Singh",
      email: "vikram@narmadacables.example",
      phone: "0731 2555 666",
      selected_service: "HIGH VOLTAGE",
      equipment_details: "3C x 300 sq mm 11 kV XLPE, 3 drums, IS 7098-2",
      selected_service_id: "cables",
    },
    emptyErrors: [
      "Please enter your company name",
      "Please enter the contact person's name",
      "Please enter your e-mail address",
      "Please enter your phone number",
      "Please choose a service",
      "Please describe the equipment",
    ],
    kept: { label: "Equipment details", value: "3C x 300 sq mm 11 kV XLPE, 3 drums, IS 7098-2" },
    invalid: {
      label: "E-mail",
      value: "not-an-email",
      message: "Please enter a valid e-mail address",
    },
    ...formMessages.enquiry,
    ...ids("enquiry"),
  },
  {
    key: "serviceConsultation",
    url: "/service",
    form: (page) => page.getByRole("form", { name: "Request a Consultation" }),
    fill: async (form) => {
      await byLabel(form, "Full name").fill("Kavita Rao");
      await byLabel(form, "Work e-mail").fill("kavita.rao@discom.example");
      await byLabel(form, "Company name").fill("MP Western Discom");
      await byLabel(form, "Service type").selectOption("Power Quality Analysis");
      await byLabel(form, "Your requirements").fill("Harmonics survey at 4 substations.");
    },
    wire: {
      form_name: "serviceConsultation",
      full_name: "Kavita Rao",
      work_email: "kavita.rao@discom.example",
      company_name: "MP Western Discom",
      phone: "",
      service_type: "Power Quality Analysis",
      message: "Harmonics survey at 4 substations.",
    },
    emptyErrors: [
      "Please enter your full name",
      "Please enter your work e-mail address",
      "Please enter your company name",
      "Please choose a service type",
      "Please describe your requirements",
    ],
    kept: { label: "Your requirements", value: "Harmonics survey at 4 substations." },
    invalid: {
      label: "Phone (optional)",
      value: "abc",
      message: "Please enter a valid phone number",
    },
    ...formMessages.serviceConsultation,
    ...ids("serviceConsultation"),
  },
  {
    key: "newsletter",
    url: "/service-details?id=Cables",
    form: (page) => page.getByRole("form", { name: "Newsletter" }),
    fill: async (form) => {
      await byLabel(form, "E-mail").fill("qa.head@example.co.in");
    },
    wire: { form_name: "newsletter", newsletter_email: "qa.head@example.co.in" },
    emptyErrors: ["Please enter your e-mail address"],
    kept: { label: "E-mail", value: "qa.head@example.co.in" },
    invalid: { label: "E-mail", value: "qa.head@", message: "Please enter a valid e-mail address" },
    ...formMessages.newsletter,
    ...ids("newsletter"),
  },
];

export function expectedWire(c: FormCase): Record<string, string> {
  return Object.fromEntries(
    Object.entries(c.wire).map(([k, v]) => [k, v === "__TOMORROW__" ? tomorrow() : v]),
  );
}
