import type { DatabaseSync, SQLOutputValue } from "node:sqlite";
import { domainOf } from "./addresses";
import { isPublicDomain } from "./publicDomains";

type Row = Record<string, SQLOutputValue>;

/**
 * Which organisation owns an address: the one that names the address itself,
 * else the one whose whole domain it is in, unless that domain is a public
 * e-mail service's (a free-mail domain owns nothing). Saving refuses overlaps
 * (organisations.ts); an older database may still hold them, and this rule
 * keeps them apart: every query that asks whose an address is, or which
 * addresses are an organisation's, goes through here (issue 49).
 */
export function organisationOf(db: DatabaseSync, email: string): number | undefined {
  const domain = domainOf(email);
  const rows = db
    .prepare(
      "SELECT address, organisation_id FROM customer_organisation_addresses WHERE address IN (?, ?)",
    )
    .all(email, domain) as Row[];
  const named = rows.find((r) => r.address === email);
  if (named) return Number(named.organisation_id);
  const whole = rows.find((r) => r.address === domain);
  return whole && !isPublicDomain(domain) ? Number(whole.organisation_id) : undefined;
}

/**
 * Every address the lab knows that the organisation owns (organisationOf): the
 * addresses it names and those on reports in its domains, less any another
 * organisation names; sorted. Who sees the organisation's reports and who is
 * reminded of them.
 */
export function addressesOwnedBy(db: DatabaseSync, id: number): string[] {
  const found = new Set<string>();
  const listed = db
    .prepare("SELECT address FROM customer_organisation_addresses WHERE organisation_id = ?")
    .all(id) as Row[];
  const inDomain = db.prepare("SELECT DISTINCT email FROM report_customer_emails WHERE domain = ?");
  for (const { address } of listed) {
    const text = String(address);
    if (!text.startsWith("@")) found.add(text);
    else if (!isPublicDomain(text))
      for (const r of inDomain.all(text) as Row[]) found.add(String(r.email));
  }
  return [...found].filter((email) => organisationOf(db, email) === id).sort();
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

export function organisationConflicts(db: DatabaseSync): OwnershipConflict[] {
  const rows = db
    .prepare(
      `SELECT a.address, o.id, o.name FROM customer_organisation_addresses a
       JOIN customer_organisations o ON o.id = a.organisation_id ORDER BY a.address`,
    )
    .all() as Row[];
  const ref = (r: Row): OrganisationRef => ({ id: Number(r.id), name: String(r.name) });
  const domains = new Map<string, Row>();
  for (const r of rows) if (String(r.address).startsWith("@")) domains.set(String(r.address), r);
  const conflicts: OwnershipConflict[] = [];
  for (const r of rows) {
    const address = String(r.address);
    if (address.startsWith("@")) {
      if (isPublicDomain(address))
        conflicts.push({ kind: "public-domain", domain: address, organisation: ref(r) });
      continue;
    }
    const domain = domainOf(address);
    const whole = domains.get(domain);
    if (whole && Number(whole.id) !== Number(r.id) && !isPublicDomain(domain))
      conflicts.push({ kind: "overlap", address, owner: ref(r), domain, domainOwner: ref(whole) });
  }
  return conflicts;
}
