import { isLeadReference } from "@/content/forms";
import { isTokenShaped, newToken, tokenHash } from "@/lib/platform/tokens";
import { requestPdfByKeyHash, saveRequestKeyHash } from "./store";

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

/** Keeps the key's hash for the lead. */
export const saveRequestKey = (leadId: number, key: string): Promise<void> =>
  saveRequestKeyHash(leadId, tokenHash(key));

/** The request's PDF when the reference and key belong together, else undefined. */
export async function requestPdfByKey(
  reference: unknown,
  key: unknown,
): Promise<{ name: string; bytes: Uint8Array } | undefined> {
  if (!isLeadReference(reference) || !isTokenShaped(key, KEY_BYTES)) return undefined;
  return requestPdfByKeyHash(reference, tokenHash(key));
}

/** The thank-you page's address for a stored request. */
export const requestSentHref = (reference: string, key: string | undefined): string =>
  `${REQUEST_SENT_PATH}?${new URLSearchParams(key ? { ref: reference, key } : { ref: reference })}`;

export const requestPdfHref = (reference: string, key: string): string =>
  `${REQUEST_PDF_PATH}?${new URLSearchParams({ ref: reference, key })}`;
