/**
 * The test request (/request, issue 39): the visitor's chosen rows of the
 * scope with a quantity each, an indicative quote, the sample, the decision
 * rule and the consents ISO/IEC 17025 clause 7.1 asks a lab to agree before it
 * accepts work. The form's fields are in forms/request.ts; these are the
 * page's, the quote's, the PDF's and the desk's words.
 */

import { gstRates, gstWords, QUOTE_VALID_DAYS, SAC_CODE } from "./gst";

/** GST on testing and calibration services (SAC 998346), in per cent, all taxes together. */
export const GST_PERCENT = gstRates.igst;

/** The decision rule's choices, by the value the form posts. */
export const decisionRules = [
  {
    value: "simple",
    label: "Simple acceptance",
    hint: "Pass when the measured value is within the limit; the uncertainty is reported, not subtracted.",
  },
  {
    value: "guard-band",
    label: "Guard band",
    hint: "Pass only when the value is inside the limit by at least the uncertainty: a lower risk of a false pass.",
  },
  {
    value: "none",
    label: "No statement of conformity",
    hint: "The report gives the results and their uncertainty, with no pass or fail.",
  },
] as const;

/** The subcontracting question's answers, by the value the form posts. */
export const subcontractAnswers = [
  {
    value: "yes",
    label: "Yes",
    hint: "To another NABL-accredited laboratory; we name it in the report and tell you first.",
  },
  { value: "no", label: "No", hint: "We do every test ourselves, even if it takes longer." },
] as const;

/** How the sample reaches the lab. */
export const deliveryOptions = [
  "We will bring it to the lab",
  "By courier or transport",
  "Please collect it from our site",
  "Test it at our site",
] as const;

/** The consent a request with any non-accredited row needs, word for word (issue 39). */
export const NABL_CONSENT =
  "These tests are not covered by our NABL accreditation; their reports will not carry the NABL mark";

export const requestPage = {
  title: "Test request",
  heading: "Your test request",
  intro:
    "The tests you chose from our scope, with an indicative quote. Tell us about the sample and how to report, and we will confirm the price and the dates.",
  description:
    "Request tests from the scope of accreditation of Malwa Electrotest: choose quantities, see an indicative quote with GST, and send the sample's details.",
  tests: {
    heading: "Tests",
    empty: "No tests chosen yet. Choose them from our scope of accreditation.",
    browse: "Choose tests from the scope",
    back: "Back to the scope",
    test: "Test",
    method: "Method",
    quantity: "Quantity",
    price: "Price each",
    amount: "Amount",
    remove: "Remove",
    update: "Update quote",
    accredited: "Accredited",
    notAccredited: "Not accredited",
    unknown: (ids: readonly number[]) =>
      `${ids.length === 1 ? "Test" : "Tests"} ${ids.join(", ")} ${
        ids.length === 1 ? "is" : "are"
      } not in our scope any more and ${ids.length === 1 ? "was" : "were"} left out.`,
    quantityRule: "A whole number from 1 to 999; 0 removes the test",
    /** Said when a quantity of 0 removed a test. */
    removed: (test: string) => `Removed from your request: ${test}`,
  },
  quote: {
    heading: "Indicative quote",
    note: "Indicative: the lab confirms the price after reviewing the request",
    onRequest: "on request",
    subtotal: "Subtotal",
    gst: `GST at ${GST_PERCENT} %`,
    /** Each tax line by its kind (lib/request/quote.ts TaxLine). */
    taxes: {
      cgst: gstWords.cgst,
      sgst: gstWords.sgst,
      igst: gstWords.igst,
      gst: gstWords.unknown,
    },
    taxHint: gstWords.unknownHint,
    placeOfSupply: gstWords.placeOfSupply,
    sac: `${gstWords.sac} ${SAC_CODE}: ${gstWords.sacName}`,
    rounding: gstWords.rounding,
    validity: `A quote number is given when you send the request; the quote is valid for ${QUOTE_VALID_DAYS} days from that day.`,
    total: "Total",
    excludes: (count: number) =>
      `The total excludes ${count === 1 ? "one test" : `${count} tests`} priced on request.`,
    /** Said when the quote changes (a quantity, a removed test). */
    updated: (total: string) => `Quote updated: total ${total}`,
  },
  billing: { heading: "Billing and GST" },
  sample: { heading: "The sample" },
  reporting: { heading: "Reporting and consents" },
  contact: { heading: "Your details" },
  /** Above the list of refused fields when the server sends the form back. */
  problems: "Please correct the following:",
  /** Needs at least one test. */
  noRows: "Please choose at least one test from our scope",
  consentRequired: "Please agree, or remove the tests that are not accredited",
  sent: {
    title: "Test request sent",
    pdf: "Download your request (PDF)",
    pdfHint:
      "The tests, the indicative quote with its number, GST and validity, and your answers, as the lab received them.",
    quoteNumber: "Quote number",
    validity: `The indicative quote is valid for ${QUOTE_VALID_DAYS} days from today; its PDF has the date.`,
    another: "Start another request",
  },
};

/** What staff read beside the fields the server adds to a request (the desk, the e-mail, the CSV). */
export const requestStaffLabels = {
  rows: "Rows (ids x quantities)",
  tests: "Tests requested",
  quote_subtotal: "Quote subtotal",
  quote_gst: `Quote GST (${GST_PERCENT} %)`,
  place_of_supply: "Place of supply",
  sac: "SAC",
  quote_cgst: `Quote ${gstWords.cgst}`,
  quote_sgst: `Quote ${gstWords.sgst}`,
  quote_igst: `Quote ${gstWords.igst}`,
  quote_total: "Quote total (indicative)",
  quote_note: "Quote note",
  decision_rule: "Decision rule",
  nabl_consent: "Consent: outside NABL accreditation",
  subcontract: "Consent to subcontracting",
} as const;

/** The stored values staff read in words. */
export const requestValueWords: Record<string, Record<string, string>> = {
  decision_rule: Object.fromEntries(decisionRules.map((r) => [r.value, r.label])),
  subcontract: Object.fromEntries(subcontractAnswers.map((a) => [a.value, a.label])),
  nabl_consent: { true: "Agreed", false: "Not needed: every test is accredited" },
  gst_not_registered: { true: "Not registered for GST", false: "Registered (GSTIN given)" },
};

/** One test as a line of the desk's and e-mail's "Tests requested". */
export const requestLineText = (line: {
  quantity: number;
  test: string;
  accredited: boolean;
  each: string | null;
  amount: string | null;
}) =>
  `${line.quantity} × ${line.test}${line.accredited ? "" : ` (${requestPage.tests.notAccredited})`}: ${
    line.each === null
      ? requestPage.quote.onRequest
      : `${line.each} each, ${line.amount ?? requestPage.quote.onRequest}`
  }`;

/** The request as a PDF (lib/request/pdf.ts), in Noto Sans (its ₹ too). */
export const requestPdf = {
  title: "Test request and indicative quote",
  file: (reference: string) => `test-request-${reference}.pdf`,
  reference: "Reference",
  received: "Received",
  customer: "Customer",
  billing: "Billing and GST",
  sample: "Sample",
  tests: "Tests and indicative quote",
  reporting: "Reporting and consents",
  quoteNumber: gstWords.quoteNumber,
  quoteDate: gstWords.quoteDate,
  validUntil: gstWords.validUntil,
};
