import type { ServiceKind } from "../types";
import type { FileField, LeadField, LeadFormSpec } from "./types";
import { companyField, emailField, phoneField, upload } from "./common";

/** Default choices of the service enquiry; a service page offers its own. */
export const enquiryServiceOptions = [
  "Electrical Equipment Testing",
  "Calibration Services",
  "Manufacturing QA",
  "other",
] as const;

/** The hidden field that says which kind of service an enquiry is about, and so which fields it has. */
export const SERVICE_KIND_FIELD = "service_kind";

export const serviceKinds = [
  "testing",
  "calibration",
  "training",
  "onSite",
] as const satisfies readonly ServiceKind[];

const fileField = (label: string, note?: string): FileField => ({
  kind: "file",
  role: "file",
  name: "specification_file",
  id: "file",
  label,
  hint: `${note ? `${note} ` : ""}PDF, DOC or DOCX, up to ${upload.maxMegabytes} MB.`,
  width: "half",
});

/** Who is asking: the enquiry's company and contact fields (the test request asks the same). */
export const enquiryPersonFields: readonly LeadField[] = [
  companyField("company_name"),
  {
    kind: "text",
    name: "contact_person",
    id: "person",
    label: "Contact person",
    max: 100,
    required: "Please enter the contact person's name",
    autoComplete: "name",
    width: "half",
    role: "name",
  },
  emailField("email"),
  phoneField("phone"),
];

/** What every kind of enquiry asks: who is asking and which service. */
const contactFields: readonly LeadField[] = [
  ...enquiryPersonFields,
  {
    kind: "select",
    name: "selected_service",
    role: "service",
    id: "service",
    label: "Service",
    placeholder: "Choose a service...",
    options: enquiryServiceOptions,
    required: "Please choose a service",
    invalid: "Please choose a service",
    anyOption: { max: 120 },
  },
];

/** What each kind of service needs to know besides (the spec's fields for laboratory testing). */
const kindFields: Record<ServiceKind, readonly LeadField[]> = {
  testing: [
    {
      kind: "textarea",
      name: "equipment_details",
      id: "equipment",
      label: "Equipment details",
      rows: 4,
      max: 3000,
      required: "Please describe the equipment",
      hint: "Make/model, voltage rating, quantity and any special requirements.",
    },
    {
      kind: "date",
      name: "preferred_date",
      id: "date",
      label: "Preferred testing date",
      invalid: "Please choose a valid date",
      width: "half",
    },
    fileField("Specification file"),
  ],
  calibration: [
    {
      kind: "textarea",
      name: "instrument_details",
      id: "instruments",
      label: "Instruments to calibrate",
      rows: 4,
      max: 3000,
      required: "Please list the instruments",
      hint: "Make/model, range, quantity and the points or accuracy class you need.",
    },
    {
      kind: "date",
      name: "preferred_date",
      id: "date",
      label: "Preferred calibration date",
      invalid: "Please choose a valid date",
      width: "half",
    },
    fileField("Instrument list", "Optional."),
  ],
  training: [
    {
      kind: "text",
      name: "participants",
      id: "participants",
      label: "Number of participants",
      max: 40,
      required: "Please tell us how many will attend",
      hint: "An estimate is fine.",
      width: "half",
    },
    {
      kind: "date",
      name: "preferred_date",
      id: "date",
      label: "Preferred start date",
      invalid: "Please choose a valid date",
      width: "half",
    },
    {
      kind: "select",
      name: "training_venue",
      id: "venue",
      label: "Venue",
      options: ["Our training room in Indore", "At your premises", "Online"],
      invalid: "Please choose where the course is held",
    },
    {
      kind: "textarea",
      name: "training_needs",
      id: "needs",
      label: "What your team needs",
      rows: 4,
      max: 3000,
      hint: "Roles of the participants, and any assessment you are preparing for.",
    },
    fileField("Participant list or brief", "Optional."),
  ],
  onSite: [
    {
      kind: "text",
      name: "site_location",
      id: "site",
      label: "Site location",
      max: 200,
      required: "Please tell us where the site is",
      hint: "Substation or plant, and town.",
    },
    {
      kind: "textarea",
      name: "site_equipment",
      id: "equipment",
      label: "Equipment at the site",
      rows: 4,
      max: 3000,
      required: "Please describe the equipment",
      hint: "Type, rating, quantity, and the fault or the tests you need.",
    },
    {
      kind: "date",
      name: "preferred_date",
      id: "date",
      label: "Preferred visit date",
      invalid: "Please choose a valid date",
      width: "half",
    },
    fileField("Single-line diagram or last report", "Optional."),
  ],
};

/** Which service the enquiry is about: given by the page, posted with the form. */
const hiddenFields: readonly LeadField[] = [
  { kind: "hidden", name: "selected_service_id", max: 120 },
  { kind: "hidden", name: "service_title", max: 200 },
  { kind: "hidden", name: SERVICE_KIND_FIELD, max: 20 },
];

const purposes: Record<ServiceKind, string> = {
  testing: "to prepare your test quotation and schedule",
  calibration: "to prepare your calibration quotation and schedule",
  training: "to prepare your training quotation and dates",
  onSite: "to prepare your quotation and plan the site visit",
};

/** Headings of the enquiry where the page gives none (a sub-service's page). */
const headings: Record<ServiceKind, string> = {
  testing: "Schedule Your Testing",
  calibration: "Schedule Your Calibration",
  training: "Enquire About Training",
  onSite: "Book a Site Visit",
};

const enquiryOf = (kind: ServiceKind): LeadFormSpec => ({
  id: "enquiry",
  template: "enquiry",
  heading: headings[kind],
  promise: "Our team will contact you within 24 working hours.",
  purpose: purposes[kind],
  submit: "Submit Enquiry",
  success: "Thank you. Our team will contact you within 24 working hours.",
  failure: "Failed to send your enquiry. Please try again.",
  fields: [...contactFields, ...kindFields[kind], ...hiddenFields],
});

/**
 * The service enquiry, one per kind of service: the same contact fields, then
 * what that kind of work needs. It posts the kind (SERVICE_KIND_FIELD), and
 * the schema and the stored lead follow it.
 */
export const enquiryForms: Record<ServiceKind, LeadFormSpec> = {
  testing: enquiryOf("testing"),
  calibration: enquiryOf("calibration"),
  training: enquiryOf("training"),
  onSite: enquiryOf("onSite"),
};

/** Service enquiry with the specification file (laboratory testing: the spec's form). */
export const enquiryForm: LeadFormSpec = enquiryForms.testing;

/** The kind an enquiry's values name; laboratory testing when none or an unknown one. */
export function serviceKindOf(values: Record<string, unknown>): ServiceKind {
  const kind = values[SERVICE_KIND_FIELD];
  return serviceKinds.find((k) => k === kind) ?? "testing";
}
