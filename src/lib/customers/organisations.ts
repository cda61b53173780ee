import type { DatabaseSync, SQLOutputValue } from "node:sqlite";
import { customersDesk } from "@/content/portal";
import { remindersDesk } from "@/content/portalReminders";
import { transaction } from "@/lib/db/connection";
import { audit } from "@/lib/desk/audit";
import { DeskError } from "@/lib/desk/errors";
import { domainOf, MAX_ORGANISATION_ADDRESSES, parseAddresses } from "./addresses";
import { addressesOwnedBy } from "./ownership";
import { isPublicDomain } from "./publicDomains";

type Row = Record<string, SQLOutputValue>;

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

function addressesOf(db: DatabaseSync, id: number): string[] {
  return (
    db
      .prepare(
        "SELECT address FROM customer_organisation_addresses WHERE organisation_id = ? ORDER BY address",
      )
      .all(id) as Row[]
  ).map((r) => String(r.address));
}

const toOrganisation = (db: DatabaseSync, r: Row): Organisation => ({
  id: Number(r.id),
  name: String(r.name),
  addresses: addressesOf(db, Number(r.id)),
  reminderDays: Number(r.reminder_days),
  updatedAt: String(r.updated_at),
});

/** Every organisation, by name. */
export const organisations = (db: DatabaseSync): Organisation[] =>
  (
    db.prepare("SELECT * FROM customer_organisations ORDER BY name COLLATE NOCASE").all() as Row[]
  ).map((r) => toOrganisation(db, r));

export function organisation(db: DatabaseSync, id: number): Organisation | undefined {
  const row = db.prepare("SELECT * FROM customer_organisations WHERE id = ?").get(id) as
    Row | undefined;
  return row && toOrganisation(db, row);
}

/** How many reports carry an address the organisation owns (its page says so). */
export const organisationReportCount = (db: DatabaseSync, id: number): number =>
  Number(
    (
      db
        .prepare(
          `SELECT COUNT(DISTINCT report_id) AS n FROM report_customer_emails
           WHERE email IN (SELECT value FROM json_each(?))`,
        )
        .get(JSON.stringify(addressesOwnedBy(db, id))) as Row
    ).n,
  );

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
function sharedWith(db: DatabaseSync, address: string, id: number | undefined): string | undefined {
  const others = (sql: string, ...params: (string | number)[]) =>
    db
      .prepare(
        `SELECT a.address, o.name FROM customer_organisation_addresses a
         JOIN customer_organisations o ON o.id = a.organisation_id
         WHERE (${sql}) AND a.organisation_id IS NOT ? ORDER BY a.address LIMIT 1`,
      )
      .get(...params, id ?? null) as Row | undefined;
  const same = others("a.address = ?", address);
  if (same) return errors.taken(address, String(same.name));
  if (address.startsWith("@")) {
    const named = others("substr(a.address, -?) = ?", address.length, address);
    return named && errors.takesIn(address, String(named.address), String(named.name));
  }
  const domain = domainOf(address);
  const whole = isPublicDomain(domain) ? undefined : others("a.address = ?", domain);
  return whole && errors.inDomain(address, domain, String(whole.name));
}

function checked(db: DatabaseSync, input: OrganisationInput, id: number | undefined) {
  const name = input.name.replace(/\s+/g, " ").trim().slice(0, 200);
  if (!name) throw new CustomerError(errors.name, { field: "name" });
  const same = db
    .prepare("SELECT id FROM customer_organisations WHERE name = ? COLLATE NOCASE")
    .get(name) as Row | undefined;
  if (same && Number(same.id) !== id)
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
    const shared = sharedWith(db, address, id);
    if (shared) throw new CustomerError(shared, { field: "addresses", status: 409 });
  }
  return {
    name,
    addresses: parsed.addresses.sort(),
    reminderDays: leadDays(input.reminderDays ?? ""),
  };
}

/** A new organisation, or a change to one (its whole list of addresses replaced); audited. */
export function saveOrganisation(
  db: DatabaseSync,
  input: OrganisationInput,
  by: string,
  id?: number,
  now = new Date(),
): number {
  if (id !== undefined && !organisation(db, id))
    throw new CustomerError(errors.notFound, { status: 404 });
  const { name, addresses, reminderDays } = checked(db, input, id);
  const at = now.toISOString();
  const saved = transaction(db, () => {
    let key = id;
    if (key === undefined)
      key = Number(
        db
          .prepare(
            "INSERT INTO customer_organisations (name, reminder_days, created_at, updated_at) VALUES (?, ?, ?, ?)",
          )
          .run(name, reminderDays, at, at).lastInsertRowid,
      );
    else {
      db.prepare(
        "UPDATE customer_organisations SET name = ?, reminder_days = ?, updated_at = ? WHERE id = ?",
      ).run(name, reminderDays, at, key);
      db.prepare("DELETE FROM customer_organisation_addresses WHERE organisation_id = ?").run(key);
    }
    const insert = db.prepare(
      "INSERT INTO customer_organisation_addresses (address, organisation_id) VALUES (?, ?)",
    );
    for (const address of addresses) insert.run(address, key);
    return key;
  });
  const detail = `${auditWords.detail(name, addresses)}; ${remindersDesk.leadAudit(reminderDays)}`;
  if (id === undefined) audit(db, by, "organisation added", detail, now);
  else audit(db, by, "organisation changed", detail, now);
  return saved;
}

/** An organisation removed; its reports stay, each still seen by the addresses it carries. */
export function removeOrganisation(db: DatabaseSync, id: number, by: string, now = new Date()) {
  const gone = organisation(db, id);
  if (!gone) throw new CustomerError(errors.notFound, { status: 404 });
  db.prepare("DELETE FROM customer_organisations WHERE id = ?").run(id);
  audit(db, by, "organisation removed", auditWords.detail(gone.name, gone.addresses), now);
}
