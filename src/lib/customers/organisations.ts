import type { DatabaseSync, SQLOutputValue } from "node:sqlite";
import { customersDesk } from "@/content/portal";
import { remindersDesk } from "@/content/portalReminders";
import { transaction } from "@/lib/db/connection";
import { audit } from "@/lib/desk/audit";
import { DeskError } from "@/lib/desk/errors";
import { MAX_ORGANISATION_ADDRESSES, parseAddresses } from "./addresses";

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

/** The organisation an address belongs to, by the address itself or its whole domain. */
export function organisationOf(db: DatabaseSync, email: string): number | undefined {
  const domain = email.slice(email.lastIndexOf("@"));
  const row = db
    .prepare(
      `SELECT organisation_id FROM customer_organisation_addresses WHERE address IN (?, ?)
       ORDER BY length(address) DESC LIMIT 1`,
    )
    .get(email, domain) as Row | undefined;
  return row ? Number(row.organisation_id) : undefined;
}

/** How many reports carry an address of the organisation (its page says so). */
export const organisationReportCount = (db: DatabaseSync, id: number): number =>
  Number(
    (
      db
        .prepare(
          `SELECT COUNT(DISTINCT e.report_id) AS n FROM customer_organisation_addresses a
           JOIN report_customer_emails e ON e.email = a.address OR e.domain = a.address
           WHERE a.organisation_id = ?`,
        )
        .get(id) as Row
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
  const owner = db.prepare(
    `SELECT o.id, o.name FROM customer_organisation_addresses a
     JOIN customer_organisations o ON o.id = a.organisation_id WHERE a.address = ?`,
  );
  for (const address of parsed.addresses) {
    const other = owner.get(address) as Row | undefined;
    if (other && Number(other.id) !== id)
      throw new CustomerError(errors.taken(address, String(other.name)), {
        field: "addresses",
        status: 409,
      });
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
