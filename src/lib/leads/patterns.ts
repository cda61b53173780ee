/**
 * The phone rules, once for the schemas (JavaScript regular expressions) and
 * once for the browser's own check before any script runs (the `pattern`
 * attribute: anchored by the browser and compiled with the `v` flag, where
 * ( ) . - inside a character class must be escaped).
 */

/** A phone number as people write it: digits with spaces, brackets, dots or dashes, an optional +. */
export const PHONE_PATTERN = /^\+?\(?\d(?:[\s().-]{0,3}\d){8,14}$/;
export const PHONE_HTML_PATTERN = String.raw`\+?\(?\d(?:[\s\(\)\.\-]{0,3}\d){8,14}`;

/** The spec's exactly ten digits (hero and feedback forms). */
export const TEN_DIGITS_PATTERN = /^\d{10}$/;
export const TEN_DIGITS_HTML_PATTERN = String.raw`\d{10}`;

/**
 * The one e-mail rule of every form: local@domain, the local part letters,
 * digits and . _ + - (no dot at either end or twice), the domain dot-separated
 * labels ending in a name of two or more characters. Nothing that means
 * something in a mailto link or a mail header (? & , ; % spaces, quotes,
 * angle brackets, line breaks) can be part of an address.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9_+-]+(?:\.[A-Za-z0-9_+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z][A-Za-z0-9-]{0,61}[A-Za-z0-9]$/;
