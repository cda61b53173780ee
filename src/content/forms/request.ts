import {
  NABL_CONSENT,
  decisionRules,
  deliveryOptions,
  requestPage,
  subcontractAnswers,
} from "../request";
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
    ...requestSampleFields,
    ...requestReportingFields,
    ...enquiryPersonFields,
    { kind: "hidden", name: REQUEST_ROWS_FIELD, max: 1000 },
  ],
};
