import { domainOf } from "./addresses";
import { isPublicDomain } from "./publicDomains";
import {
  addressesListedBy,
  everyNamedAddress,
  ownersOf,
  reportAddressesInDomain,
  type NamedAddress,
} from "./store";

/**
 * Which organisation owns an address: the one that names the address itself,
 * else the one whose whole domain it is in, unless that domain is a public
 * e-mail service's (a free-mail domain owns nothing). Saving refuses overlaps
 * (organisations.ts); an older database may still hold them, and this rule
 * keeps them apart: every query that asks whose an address is, or which
 * addresses are an organisation's, goes through here (issue 49).
 */
export async function organisationOf(email: string): Promise<number | undefined> {
  const domain = domainOf(email);
  const rows = await ownersOf(email, domain);
  const named = rows.find((r) => r.address === email);
  if (named) return named.organisationId;
  const whole = rows.find((r) => r.address === domain);
  return whole && !isPublicDomain(domain) ? whole.organisationId : undefined;
}

/**
 * Every address the lab knows that the organisation owns (organisationOf): the
 * addresses it names and those on reports in its domains, less any another
 * organisation names; sorted. Who sees the organisation's reports and who is
 * reminded of them.
 */
export async function addressesOwnedBy(id: number): Promise<string[]> {
  const found = new Set<string>();
  for (const text of await addressesListedBy(id)) {
    if (!text.startsWith("@")) found.add(text);
    else if (!isPublicDomain(text))
      for (const email of await reportAddressesInDomain(text)) found.add(email);
  }
  const owned: string[] = [];
  for (const email of found) if ((await organisationOf(email)) === id) owned.push(email);
  return owned.sort();
}

export interface OrganisationRef {
  id: number;
  name: string;
}

/**
 * What an older database may hold that saving now refuses: an address one
 * organisation names inside another's whole domain (the address is the
 * naming one's), and a public e-mail domain (it owns nothing). The desk lists
 * them for an administrator to resolve, by their address (domains first).
 */
export type OwnershipConflict =
  | {
      kind: "overlap";
      address: string;
      owner: OrganisationRef;
      domain: string;
      domainOwner: OrganisationRef;
    }
  | { kind: "public-domain"; domain: string; organisation: OrganisationRef };

export async function organisationConflicts(): Promise<OwnershipConflict[]> {
  const rows = await everyNamedAddress();
  const ref = (r: NamedAddress): OrganisationRef => ({ id: r.id, name: r.name });
  const domains = new Map<string, NamedAddress>();
  for (const r of rows) if (r.address.startsWith("@")) domains.set(r.address, r);
  const conflicts: OwnershipConflict[] = [];
  for (const r of rows) {
    const address = r.address;
    if (address.startsWith("@")) {
      if (isPublicDomain(address))
        conflicts.push({ kind: "public-domain", domain: address, organisation: ref(r) });
      continue;
    }
    const domain = domainOf(address);
    const whole = domains.get(domain);
    if (whole && whole.id !== r.id && !isPublicDomain(domain))
      conflicts.push({ kind: "overlap", address, owner: ref(r), domain, domainOwner: ref(whole) });
  }
  return conflicts;
}
