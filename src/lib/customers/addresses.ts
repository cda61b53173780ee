import { isEmail } from "@/lib/desk/accounts";

/** How many addresses one report (or one organisation's list, per line of domains) may carry. */
export const MAX_REPORT_ADDRESSES = 10;
/** How many addresses and domains one organisation may have. */
export const MAX_ORGANISATION_ADDRESSES = 200;

/** An address as kept and compared: trimmed, in lower case. */
export const normaliseAddress = (address: string) => address.trim().toLowerCase();

/** The domain of an address ("@utility.example"), as organisations name whole domains. */
export const domainOf = (email: string) => email.slice(email.lastIndexOf("@"));

/** A whole domain as an organisation names it: "@" and a host with a dot. */
export const isDomain = (text: string) =>
  text.length <= 254 && /^@[^\s@.]+(\.[^\s@.]+)+$/.test(text);

export type AddressList =
  | { ok: true; addresses: string[] }
  | { ok: false; problem: "invalid"; wrong: string }
  | { ok: false; problem: "too-many"; limit: number };

/**
 * A list of addresses as a person types it (commas, semicolons, spaces or new
 * lines between them): each checked, in lower case, each once, in the order
 * given. `domains` also accepts whole domains (`@utility.example`).
 */
export function parseAddresses(
  text: string,
  { limit = MAX_REPORT_ADDRESSES, domains = false } = {},
): AddressList {
  const seen = new Set<string>();
  for (const part of text.split(/[\s,;]+/)) {
    const address = normaliseAddress(part);
    if (!address) continue;
    if (!(isEmail(address) || (domains && isDomain(address))))
      return { ok: false, problem: "invalid", wrong: part.trim().slice(0, 80) };
    seen.add(address);
  }
  if (seen.size > limit) return { ok: false, problem: "too-many", limit };
  return { ok: true, addresses: [...seen] };
}
