import { customersDesk } from "@/content/portal";
import { remindersDesk } from "@/content/portalReminders";
import { writeTogether } from "@/lib/db/store";
import { recordAudit } from "@/lib/platform/audit/store";
import { DeskError } from "@/lib/platform/convention/errors";
import { domainOf, MAX_ORGANISATION_ADDRESSES, parseAddresses } from "./addresses";
import { addressesOwnedBy } from "./ownership";
import { isPublicDomain } from "./publicDomains";
import {
  addressesListedBy,
  allOrganisationRows,
  deleteOrganisation,
  organisationIdNamed,
  organisationRow,
  otherOrganisationsAddress,
  reportCountOf,
  storeOrganisation,
  type OrganisationRow,
} from "./store";

export interface Organisation {
  id: number;
  name: string;
  /** Its addresses and whole domains ("@utility.example"), in lower case, sorted. */
  addresses: string[];
  /** Days before a calibration falls due its addresses are reminded (1-365, 30 unless set). */
  reminderDays: number;
  updatedAt: string;
}

/** A refused change to an organisation, put beside its field. */
export class CustomerError extends DeskError {}

const errors = customersDesk.errors;
const auditWords = customersDesk.audit;

const withAddresses = async (r: OrganisationRow): Promise<Organisation> => ({
  id: r.id,
  name: r.name,
  addresses: await addressesListedBy(r.id),
  reminderDays: r.reminderDays,
  updatedAt: r.updatedAt,
});

/** Every organisation, by name. */
export async function organisations(): Promise<Organisation[]> {
  const found: Organisation[] = [];
  for (const row of await allOrganisationRows()) found.push(await withAddresses(row));
  return found;
}

export async function organisation(id: number): Promise<Organisation | undefined> {
  const row = await organisationRow(id);
  return row && withAddresses(row);
}

/** How many reports carry an address the organisation owns (its page says so). */
export const organisationReportCount = async (id: number): Promise<number> =>
  reportCountOf(await addressesOwnedBy(id));

export interface OrganisationInput {
  name: string;
  addresses: string;
  /** As typed; empty (or not given) is 30 days. */
  reminderDays?: string;
}

/** The lead time as typed: a whole number of days from 1 to 365 (empty: 30). */
function leadDays(typed: string): number {
  const text = typed.trim();
  if (!text) return 30;
  if (!/^\d{1,3}$/.test(text) || +text < 1 || +text > 365)
    throw new CustomerError(remindersDesk.leadTimeError, { field: "reminderDays" });
  return Number(text);
}

/**
 * Why an address or a whole domain cannot be this organisation's, when it
 * would share an address with another (issue 49): the other has the same
 * address or domain, the address is in the other's whole domain, or the
 * domain takes in an address the other names. Two single addresses of one
 * domain do not overlap; a public domain another still has owns nothing.
 */
async function sharedWith(address: string, id: number | undefined): Promise<string | undefined> {
  const same = await otherOrganisationsAddress({ is: address }, id);
  if (same) return errors.taken(address, same.name);
  if (address.startsWith("@")) {
    const named = await otherOrganisationsAddress({ endsWith: address }, id);
    return named && errors.takesIn(address, named.address, named.name);
  }
  const domain = domainOf(address);
  const whole = isPublicDomain(domain)
    ? undefined
    : await otherOrganisationsAddress({ is: domain }, id);
  return whole && errors.inDomain(address, domain, whole.name);
}

async function checked(input: OrganisationInput, id: number | undefined) {
  const name = input.name.replace(/\s+/g, " ").trim().slice(0, 200);
  if (!name) throw new CustomerError(errors.name, { field: "name" });
  const same = await organisationIdNamed(name);
  if (same !== undefined && same !== id)
    throw new CustomerError(errors.nameTaken, { field: "name", status: 409 });
  const parsed = parseAddresses(input.addresses.slice(0, 60_000), {
    limit: MAX_ORGANISATION_ADDRESSES,
    domains: true,
  });
  if (!parsed.ok)
    throw new CustomerError(
      parsed.problem === "invalid" ? errors.invalid(parsed.wrong) : errors.tooMany(parsed.limit),
      { field: "addresses" },
    );
  if (!parsed.addresses.length) throw new CustomerError(errors.noAddresses, { field: "addresses" });
  for (const address of parsed.addresses) {
    if (address.startsWith("@") && isPublicDomain(address))
      throw new CustomerError(errors.publicDomain(address), { field: "addresses" });
    const shared = await sharedWith(address, id);
    if (shared) throw new CustomerError(shared, { field: "addresses", status: 409 });
  }
  return {
    name,
    addresses: parsed.addresses.sort(),
    reminderDays: leadDays(input.reminderDays ?? ""),
  };
}

/** A new organisation, or a change to one (its whole list of addresses replaced); audited. */
export async function saveOrganisation(
  input: OrganisationInput,
  by: string,
  id?: number,
  now = new Date(),
): Promise<number> {
  // The overlap checks and the write in one transaction: two saves at once cannot both pass.
  return writeTogether(async () => {
    if (id !== undefined && !(await organisation(id)))
      throw new CustomerError(errors.notFound, { status: 404 });
    const { name, addresses, reminderDays } = await checked(input, id);
    const saved = await storeOrganisation({ name, addresses, reminderDays }, id, now.toISOString());
    const detail = `${auditWords.detail(name, addresses)}; ${remindersDesk.leadAudit(reminderDays)}`;
    if (id === undefined) await recordAudit(by, "organisation added", detail, now);
    else await recordAudit(by, "organisation changed", detail, now);
    return saved;
  });
}

/** An organisation removed; its reports stay, each still seen by the addresses it carries. */
export async function removeOrganisation(id: number, by: string, now = new Date()) {
  await writeTogether(async () => {
    const gone = await organisation(id);
    if (!gone) throw new CustomerError(errors.notFound, { status: 404 });
    await deleteOrganisation(id);
    await recordAudit(
      by,
      "organisation removed",
      auditWords.detail(gone.name, gone.addresses),
      now,
    );
  });
}
