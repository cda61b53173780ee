/**
 * The phone rules, once for the schemas (JavaScript regular expressions) and
 * once for the browser's own check before any script runs (the `pattern`
 * attribute: anchored by the browser and compiled with the `v` flag, where
 * ( ) . - inside a character class must be escaped).
 */

/** A phone number as people write it: digits with spaces, brackets, dots or dashes, an optional +. */
export const PHONE_PATTERN = /^\+?\(?\d(?:[\s().-]{0,3}\d){8,14}$/;
export const PHONE_HTML_PATTERN = String.raw`\+?\(?\d(?:[\s\(\)\.\-]{0,3}\d){8,14}`;

/**
 * The spec's ten digits (hero and feedback forms), as a browser's autofill may
 * give them (autocomplete="tel"): "+91 98260 12345", "098260-12345". A +91 or 0
 * first, and single spaces or dashes between digits; `tenDigits` keeps the ten.
 */
export const TEN_DIGITS_PATTERN = /^(?:(?:\+91|0)[\s-]?)?\d(?:[\s-]?\d){9}$/;
export const TEN_DIGITS_HTML_PATTERN = String.raw`(?:(?:\+91|0)[\s\-]?)?\d(?:[\s\-]?\d){9}`;

/** The ten digits of a number TEN_DIGITS_PATTERN accepts: "+91 98260 12345" -> "9826012345". */
export const tenDigits = (value: string): string => value.replace(/\D/g, "").slice(-10);

/**
 * The one e-mail rule of every form: local@domain, the local part letters,
 * digits and . _ + - (no dot at either end or twice), the domain dot-separated
 * labels ending in a name of two or more characters. Nothing that means
 * something in a mailto link or a mail header (? & , ; % spaces, quotes,
 * angle brackets, line breaks) can be part of an address.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9_+-]+(?:\.[A-Za-z0-9_+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z][A-Za-z0-9-]{0,61}[A-Za-z0-9]$/;
