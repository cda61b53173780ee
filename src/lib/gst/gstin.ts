import { gstStateCodes } from "@/content/gst";

/**
 * A GSTIN (issue 51 item 2): 15 characters, the state code (01-38), the
 * holder's PAN (5 letters, 4 digits, a letter), the registration's number in
 * that state (1-9 or A-Z), "Z", and a check character: GSTN's mod-36 check
 * over the first 14 (each character's value 0-35, times 1 and 2 in turn from
 * the left, each product's quotient and remainder by 36 added; the check is
 * what makes the sum a multiple of 36). Runs in the browser too.
 */

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** What is wrong with a GSTIN, or undefined when it is one. */
export type GstinProblem = "length" | "shape" | "state" | "checksum";

/** As typed, without spaces and in capitals ("23 aaacm1234a1zg" -> "23AAACM1234A1ZG"). */
export const normaliseGstin = (value: string): string => value.replace(/\s+/g, "").toUpperCase();

/** The check character of a GSTIN's first 14 characters. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = ALPHABET.indexOf(first14[i] ?? "");
    if (value < 0) throw new RangeError(`not a GSTIN character: ${first14[i]}`);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

export function gstinProblem(typed: string): GstinProblem | undefined {
  const gstin = normaliseGstin(typed);
  if (gstin.length !== 15) return "length";
  if (!SHAPE.test(gstin)) return "shape";
  if (!gstStateCodes.has(gstin.slice(0, 2))) return "state";
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return "checksum";
  return undefined;
}

export const isGstin = (typed: string): boolean => gstinProblem(typed) === undefined;
