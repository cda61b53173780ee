import { isTokenShaped, newToken, tokenHash } from "@/lib/platform/tokens";
import { addressOfConsentLink, insertConsentLink } from "./store";

/**
 * The private links of an address's "Your choices" page and of the
 * newsletter's unsubscribe (consent_links): a random token each time one is
 * sent (32 bytes), of which only the SHA-256 is kept, so a copy of the
 * database opens no one's choices. A link shows the address's consent records
 * and withdraws the newsletter, nothing else; every link sent keeps working.
 */

export async function consentToken(email: string, now: Date): Promise<string> {
  const token = newToken();
  await insertConsentLink(tokenHash(token), email, now);
  return token;
}

/** The address (lower case) a link is for; undefined for a token the lab never made. */
export async function addressOfConsentToken(token: string): Promise<string | undefined> {
  if (!isTokenShaped(token)) return undefined;
  return addressOfConsentLink(tokenHash(token));
}

export const choicesUrl = (siteUrl: string, token: string) =>
  new URL(`/privacy/choices?token=${encodeURIComponent(token)}`, siteUrl).toString();

export const unsubscribeUrl = (siteUrl: string, token: string) =>
  new URL(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, siteUrl).toString();

/** A fresh link to an address's choices (an acknowledgement's). */
export const choicesLinkFor = async (email: string, siteUrl: string, now = new Date()) =>
  choicesUrl(siteUrl, await consentToken(email, now));

/** "q•••@utility.example": an address named on a page anyone with the link may open. */
export const maskAddress = (email: string) => {
  const at = email.lastIndexOf("@");
  return `${email.slice(0, Math.min(1, at))}•••${email.slice(at)}`;
};
