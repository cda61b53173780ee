import {
  NABL_CONSENT,
  decisionRules,
  deliveryOptions,
  requestPage,
  subcontractAnswers,
} from "../request";
import { gstStates, gstWords } from "../gst";
import { enquiryPersonFields } from "./enquiry";
import type { LeadField, LeadFormSpec } from "./types";

/** The hidden field that carries the chosen rows (`<id>x<qty>,…`, as in /request?rows=). */
export const REQUEST_ROWS_FIELD = "rows";

/** The sample: what it is, how many, its plate, and how it reaches the lab. */
export const requestSampleFields: readonly LeadField[] = [
  {
    kind: "textarea",
    name: "sample_description",
    id: "sample",
    label: "Sample description",
    rows: 3,
    max: 2000,
    required: "Please describe the sample",
    hint: "What it is, with its type or catalogue reference and any marking.",
  },
  {
    kind: "text",
    name: "sample_quantity",
    id: "sample-quantity",
    label: "Number of samples",
    max: 40,
    required: "Please tell us how many samples you will send",
    width: "half",
  },
  {
    kind: "text",
    name: "sample_rating",
    id: "rating",
    label: "Rating",
    max: 120,
    hint: "Voltage, current, size or class, as on its plate.",
    width: "half",
  },
  { kind: "text", name: "sample_make", id: "make", label: "Make", max: 100, width: "half" },
  {
    kind: "text",
    name: "sample_model",
    id: "model",
    label: "Model or type",
    max: 100,
    width: "half",
  },
  {
    kind: "select",
    name: "sample_delivery",
    id: "delivery",
    label: "How it will reach the lab",
    placeholder: "Choose...",
    options: deliveryOptions,
    required: "Please tell us how the sample will reach the lab",
    invalid: "Please tell us how the sample will reach the lab",
  },
];

/** Who the quote and the invoice are made out to (issue 51 item 2); the state is the place of supply. */
export const requestBillingFields: readonly LeadField[] = [
  {
    kind: "text",
    name: "billing_organisation",
    id: "billing-organisation",
    label: "Billing organisation",
    max: 200,
    required: "Please enter the organisation the quote is made out to",
    autoComplete: "organization",
    hint: "As registered for GST, if it is.",
  },
  {
    kind: "text",
    name: "billing_gstin",
    id: "gstin",
    label: gstWords.gstin,
    max: 20,
    hint: "15 characters, for example 23AAACM1234A1ZG.",
    width: "half",
    gstin: { unless: "gst_not_registered", stateField: "billing_state" },
  },
  {
    kind: "checkboxes",
    legend: "If you have no GSTIN",
    options: [{ name: "gst_not_registered", label: gstWords.notRegistered }],
  },
  {
    kind: "textarea",
    name: "billing_address",
    id: "billing-address",
    label: "Billing address",
    rows: 3,
    max: 500,
    required: "Please enter the billing address",
    autoComplete: "street-address",
  },
  {
    kind: "select",
    name: "billing_state",
    id: "billing-state",
    label: "State or union territory",
    placeholder: "Choose...",
    options: gstStates.map((state) => state.name),
    required: "Please choose the billing state: it decides CGST + SGST or IGST",
    invalid: "Please choose the billing state: it decides CGST + SGST or IGST",
    autoComplete: "address-level1",
    hint: "The place of supply of the quote.",
  },
];

/** The decision rule and the consents. */
export const requestReportingFields: readonly LeadField[] = [
  {
    kind: "radio",
    name: "decision_rule",
    id: "rule",
    label: "Decision rule for statements of conformity",
    options: decisionRules,
    required: "Please choose a decision rule",
  },
  {
    kind: "checkboxes",
    legend: "Tests outside our accreditation",
    options: [{ name: "nabl_consent", label: NABL_CONSENT }],
  },
  {
    kind: "radio",
    name: "subcontract",
    id: "subcontract",
    label: "May we subcontract a test we cannot do in time?",
    options: subcontractAnswers,
    required: "Please answer whether we may subcontract",
  },
];

/**
 * The test request: the chosen rows (hidden, as the page's address has them),
 * the sample, the decision rule and consents, and the enquiry's company and
 * contact fields. The server reads the rows and their prices again from the
 * scope (lib/request), never from the form.
 */
export const requestForm: LeadFormSpec = {
  id: "request",
  template: "enquiry",
  name: requestPage.title,
  purpose: "to review your request, confirm the price and plan the tests",
  submit: "Send request",
  success: "Thank you. Your test request has reached us.",
  failure: "Failed to send your request. Please try again.",
  fields: [
    ...requestBillingFields,
    ...requestSampleFields,
    ...requestReportingFields,
    ...enquiryPersonFields,
    { kind: "hidden", name: REQUEST_ROWS_FIELD, max: 1000 },
  ],
};
