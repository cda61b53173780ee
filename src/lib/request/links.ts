import type { DatabaseSync } from "node:sqlite";
import { isLeadReference } from "@/content/forms";
import { isTokenShaped, newToken, tokenHash } from "@/lib/platform/tokens";

/**
 * The customer's link to their request's PDF (migration 0032): the lead's
 * reference and a random key of 24 bytes, given once on the thank-you page
 * and kept as its SHA-256. Both must match; it works only for that request,
 * and stops when the lead is erased.
 */

export const REQUEST_SENT_PATH = "/request/sent";
export const REQUEST_PDF_PATH = "/request/pdf";

const KEY_BYTES = 24;

/** A new key (base64url, 32 characters). */
export const newRequestKey = (): string => newToken(KEY_BYTES);

/** Keeps the key's hash for the lead (inside the transaction that attaches its PDF). */
export function saveRequestKey(db: DatabaseSync, leadId: number, key: string): void {
  db.prepare("INSERT INTO request_links (lead_id, key_hash) VALUES (?, ?)").run(
    leadId,
    tokenHash(key),
  );
}

/** The request's PDF when the reference and key belong together, else undefined. */
export function requestPdfByKey(
  db: DatabaseSync,
  reference: unknown,
  key: unknown,
): { name: string; bytes: Uint8Array } | undefined {
  if (!isLeadReference(reference) || !isTokenShaped(key, KEY_BYTES)) return undefined;
  const row = db
    .prepare(
      `SELECT l.file_name AS name, l.file AS bytes FROM leads l
       JOIN request_links k ON k.lead_id = l.id
       WHERE l.reference = ? AND k.key_hash = ?`,
    )
    .get(reference, tokenHash(key));
  if (!row || !(row.bytes instanceof Uint8Array)) return undefined;
  return { name: String(row.name ?? ""), bytes: row.bytes };
}

/** The thank-you page's address for a stored request. */
export const requestSentHref = (reference: string, key: string | undefined): string =>
  `${REQUEST_SENT_PATH}?${new URLSearchParams(key ? { ref: reference, key } : { ref: reference })}`;

export const requestPdfHref = (reference: string, key: string): string =>
  `${REQUEST_PDF_PATH}?${new URLSearchParams({ ref: reference, key })}`;
