import { site } from "./site";

/**
 * GST on a quote (issue 51 item 2): the states and union territories with
 * their GST state codes (the first two digits of a GSTIN), the lab's own
 * state, the service's SAC code, the rates and the rounding rule as the quote
 * and the PDF write it, and how long a quote holds.
 */

/** A state or union territory as the billing address names it, with its GST state code. */
export interface GstState {
  name: string;
  code: string;
  /** Codes of GSTINs registered before a merger or split that still name this state. */
  formerCodes?: readonly string[];
}

/** The 28 states and 8 union territories, by name, with their GST state codes (01-38). */
export const gstStates: readonly GstState[] = [
  { name: "Andaman and Nicobar Islands", code: "35" },
  { name: "Andhra Pradesh", code: "37", formerCodes: ["28"] },
  { name: "Arunachal Pradesh", code: "12" },
  { name: "Assam", code: "18" },
  { name: "Bihar", code: "10" },
  { name: "Chandigarh", code: "04" },
  { name: "Chhattisgarh", code: "22" },
  { name: "Dadra and Nagar Haveli and Daman and Diu", code: "26", formerCodes: ["25"] },
  { name: "Delhi", code: "07" },
  { name: "Goa", code: "30" },
  { name: "Gujarat", code: "24" },
  { name: "Haryana", code: "06" },
  { name: "Himachal Pradesh", code: "02" },
  { name: "Jammu and Kashmir", code: "01" },
  { name: "Jharkhand", code: "20" },
  { name: "Karnataka", code: "29" },
  { name: "Kerala", code: "32" },
  { name: "Ladakh", code: "38" },
  { name: "Lakshadweep", code: "31" },
  { name: "Madhya Pradesh", code: "23" },
  { name: "Maharashtra", code: "27" },
  { name: "Manipur", code: "14" },
  { name: "Meghalaya", code: "17" },
  { name: "Mizoram", code: "15" },
  { name: "Nagaland", code: "13" },
  { name: "Odisha", code: "21" },
  { name: "Puducherry", code: "34" },
  { name: "Punjab", code: "03" },
  { name: "Rajasthan", code: "08" },
  { name: "Sikkim", code: "11" },
  { name: "Tamil Nadu", code: "33" },
  { name: "Telangana", code: "36" },
  { name: "Tripura", code: "16" },
  { name: "Uttar Pradesh", code: "09" },
  { name: "Uttarakhand", code: "05" },
  { name: "West Bengal", code: "19" },
];

/** The lab's own state (its address): a buyer billed here pays CGST + SGST, elsewhere IGST. */
export const LAB_STATE = site.address.region;

/** Technical testing and analysis services. */
export const SAC_CODE = "998346";

/** Within the lab's state: CGST + SGST, 9 % each; to another state: IGST at 18 %. */
export const gstRates = { cgst: 9, sgst: 9, igst: 18 } as const;

/** Days a quote holds from its date. */
export const QUOTE_VALID_DAYS = 30;

export const gstWords = {
  cgst: `CGST at ${gstRates.cgst} %`,
  sgst: `SGST at ${gstRates.sgst} %`,
  igst: `IGST at ${gstRates.igst} %`,
  /** Before a billing state is chosen. */
  unknown: `GST at ${gstRates.igst} %`,
  unknownHint: `CGST ${gstRates.cgst} % + SGST ${gstRates.sgst} % when billed in ${LAB_STATE}, IGST ${gstRates.igst} % elsewhere: choose the billing state below.`,
  placeOfSupply: "Place of supply",
  sac: "SAC",
  sacName: "Technical testing and analysis services",
  rounding:
    "Each tax is its percentage of the taxable value (the subtotal), worked out in paise and rounded once, half a paisa up; the total is the subtotal plus the taxes.",
  quoteNumber: "Quote number",
  quoteDate: "Date",
  validUntil: "Valid until",
  validity: `Valid for ${QUOTE_VALID_DAYS} days from its date.`,
  billing: "Billed to",
  gstin: "GSTIN",
  notRegistered: "Not registered for GST",
};

/** What the GSTIN check says (lib/gst/gstin.ts). */
export const gstinMessages = {
  required: "Please enter your GSTIN, or tick “Not registered for GST”",
  length: "A GSTIN has 15 characters: 2 digits, 10 of the PAN, then 3 more",
  shape: "This is not the shape of a GSTIN (e.g. 23AAACM1234A1ZG)",
  state: "A GSTIN starts with a state code from 01 to 38",
  checksum: "This GSTIN's last character does not match: please check it for a typing error",
  otherState: (code: string, state: string) =>
    `This GSTIN is registered in state ${code}, not in ${state}: please check the billing state`,
};

export const stateByName = (name: unknown): GstState | undefined =>
  gstStates.find((state) => state.name === name);

/** Every state code a GSTIN may start with (01-38), the current and the former. */
export const gstStateCodes: ReadonlySet<string> = new Set(
  gstStates.flatMap((state) => [state.code, ...(state.formerCodes ?? [])]),
);
