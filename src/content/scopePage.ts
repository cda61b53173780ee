import { scopeBasket } from "./scopeBasket";

/**
 * Words of the public scope of accreditation (/scope), of the scope rows on
 * each service page, and of the link to them from the header's More menu and
 * the accreditation section (issue 39). The rows themselves are data
 * (content/scope.ts seeds them; the desk keeps them).
 */
export const scopePage = {
  path: "/scope",
  title: "Scope of Accreditation: What We Test and Calibrate",
  description:
    "Search every test and calibration the lab offers: the product, the parameter, the method specification (IS, IEC), the range and whether NABL accredits it, with an indicative price.",
  heading: "Scope of accreditation",
  intro:
    "Every test and calibration we offer, the standard it follows and its range. Rows marked Accredited are within our NABL accreditation and their reports carry the NABL mark; the others we offer outside it.",
  /** The certificates beside the heading (their numbers and dates come from the desk). */
  certificate: (name: string, number: string) => `${name}, certificate ${number}`,
  validUntil: (date: string) => `valid until ${date}`,
  renewal: "renewal in progress",
  nablDocument: "NABL's own copy of our scope",
  nablDocumentNote: "(on NABL's website)",
  search: {
    legend: "Find a test",
    label: "Search the scope",
    hint: "Words in any order, for example IS 2026 impulse, transformer oil BDV or tan delta. A standard may be written IS 2026, IS:2026 or IS2026.",
    kind: "Kind",
    discipline: "Discipline",
    group: "Group",
    all: "All",
    kinds: { testing: "Testing", calibration: "Calibration" },
    submit: "Search",
    clear: "Clear the search",
    tooShort: (min: number) =>
      `Type at least ${min} characters to search (a standard's number, a product or a parameter).`,
    tooLong: (max: number) => `A search has at most ${max} characters.`,
    found: (n: number) => (n === 1 ? "1 row found." : `${n.toLocaleString("en-IN")} rows found.`),
    none: "No row has every word you typed. Try fewer words, or the standard's number alone (for example IS 2026).",
    ranked: "Best matches first",
    nearest: "The nearest rows",
    /** Which rows this page shows, when they fill more than one. */
    shown: (from: number, to: number, total: number) =>
      `Rows ${from.toLocaleString("en-IN")} to ${to.toLocaleString("en-IN")} of ${total.toLocaleString("en-IN")}.`,
    pages: "Pages of rows",
    wrongFilter: "That filter is not one of the scope's; all rows are shown.",
    wrongPage: "That page is not one of the list's; the first page is shown.",
  },
  columns: {
    product: "Materials or products tested",
    measurand: "Measurand or instrument",
    parameter: "Component, parameter or test",
    method: "Test method specification",
    range: "Range",
    cmc: "CMC (±)",
    standing: "Accreditation",
    price: "Indicative price",
    request: "Request",
  },
  accredited: "Accredited",
  notAccredited: "Not accredited",
  /** The NABL mark's text alternative, beside accredited rows only (lib/scope/symbol.ts). */
  nablMarkAlt: "NABL accredited",
  price: (rupees: string) => `${rupees} + GST`,
  onRequest: "On request",
  priceNote:
    "Prices are indicative, per sample or instrument, before GST: the lab confirms the price after reviewing the request.",
  add: "Add to request",
  /** Said after "Add to request" for screen readers: which row. */
  addWhich: (parameter: string, product: string) => `: ${parameter}, ${product}`,
  ...scopeBasket,
  kindHeading: { testing: "Testing", calibration: "Calibration" },
};

/** The scope rows on a service's page. */
export const serviceScope = {
  heading: "Tests in our scope",
  intro:
    "What we test for this service, to which standard and over which range. Add tests to a request to see an indicative quote.",
  accreditedIntro: "Tests marked Accredited are within our NABL accreditation.",
  allOutside:
    "None of these tests is within our NABL accreditation: their reports do not carry the NABL mark.",
  all: "See the whole scope",
};

/** The link to /scope from the header's More menu and the accreditation section. */
export const scopeLink = {
  text: "Scope of Accreditation",
  href: "/scope",
  note: "What exactly is accredited, to which standard and over which range:",
  action: "search our scope of accreditation",
};

/** The brochure's lines on each service's tests: accredited ones apart from the others. */
export const brochureScope = {
  accredited: "NABL-accredited tests:",
  outside: "Also offered, outside our NABL accreditation (reports without the NABL mark):",
  allOutside: "Offered outside our NABL accreditation (reports without the NABL mark):",
};
