import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Every private link and key the site hands out (sessions, sign-in and
 * set-password links, the request's PDF link, the calendar feed, unsubscribe
 * links, API tokens): random, given once, kept only as its SHA-256, so a copy
 * of the database opens nothing. Expiry and single use are each table's rule
 * (a DELETE … RETURNING takes a link once).
 */

/** A new token of `bytes` random bytes, base64url (32 bytes: 43 characters). */
export const newToken = (bytes = 32): string => randomBytes(bytes).toString("base64url");

/** What is stored of a token: its SHA-256, hex. */
export const tokenHash = (token: string): string =>
  createHash("sha256").update(token).digest("hex");

/** Whether a value has the shape of a token of `bytes` bytes (checked before any look-up). */
export function isTokenShaped(value: unknown, bytes = 32): value is string {
  return (
    typeof value === "string" &&
    value.length === Math.ceil((bytes * 4) / 3) &&
    /^[A-Za-z0-9_-]+$/.test(value)
  );
}

/** Two secrets compared in a time that does not depend on where they differ. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
