import { sql, type RawBuilder } from "kysely";
import { currentStore, writeTogether } from "@/lib/db/store";
import { caseless, lastCharacters, listValues } from "@/lib/db/portable";

/**
 * The customers' SQL (issue 52): organisations and their addresses and whole
 * domains (migrations 0026 and after), the addresses an administrator removed
 * (kept as hashes), and what the customers' pages ask of the reports' customer
 * addresses. Which organisation owns an address is decided in ownership.ts.
 */

export interface OrganisationRow {
  id: number;
  name: string;
  reminderDays: number;
  updatedAt: string;
}

export interface AddressOwner {
  address: string;
  organisationId: number;
}

export interface NamedAddress {
  address: string;
  id: number;
  name: string;
}

// --------------------------------------------------------------- ownership

/** The rows that name this address or this whole domain ("@…"). */
export async function ownersOf(email: string, domain: string): Promise<AddressOwner[]> {
  const rows = await currentStore()
    .selectFrom("customer_organisation_addresses")
    .select(["address", "organisation_id"])
    .where("address", "in", [email, domain])
    .execute();
  return rows.map((r) => ({ address: r.address, organisationId: r.organisation_id }));
}

/** An organisation's addresses and whole domains, sorted. */
export async function addressesListedBy(id: number): Promise<string[]> {
  const rows = await currentStore()
    .selectFrom("customer_organisation_addresses")
    .select("address")
    .where("organisation_id", "=", id)
    .orderBy("address")
    .execute();
  return rows.map((r) => r.address);
}

/** The addresses on reports in a whole domain ("@utility.example"), each once. */
export async function reportAddressesInDomain(domain: string): Promise<string[]> {
  const rows = await currentStore()
    .selectFrom("report_customer_emails")
    .select("email")
    .distinct()
    .where("domain", "=", domain)
    .execute();
  return rows.map((r) => r.email);
}

/** Every address and domain with its organisation, by address (the conflicts' list). */
export async function everyNamedAddress(): Promise<NamedAddress[]> {
  return currentStore()
    .selectFrom("customer_organisation_addresses as a")
    .innerJoin("customer_organisations as o", "o.id", "a.organisation_id")
    .select(["a.address", "o.id", "o.name"])
    .orderBy("a.address")
    .execute();
}

// ----------------------------------------------------------- organisations

const organisationRows = () =>
  currentStore()
    .selectFrom("customer_organisations")
    .select(["id", "name", "reminder_days", "updated_at"]);

const toOrganisationRow = (r: {
  id: number;
  name: string;
  reminder_days: number;
  updated_at: string;
}): OrganisationRow => ({
  id: r.id,
  name: r.name,
  reminderDays: r.reminder_days,
  updatedAt: r.updated_at,
});

/** Every organisation, by name. */
export async function allOrganisationRows(): Promise<OrganisationRow[]> {
  const rows = await organisationRows()
    .orderBy(caseless(sql.ref("name")))
    .execute();
  return rows.map(toOrganisationRow);
}

export async function organisationRow(id: number): Promise<OrganisationRow | undefined> {
  const row = await organisationRows().where("id", "=", id).executeTakeFirst();
  return row && toOrganisationRow(row);
}

/** An organisation's reminder lead time in days, undefined when there is no such organisation. */
export async function organisationReminderDays(id: number): Promise<number | undefined> {
  const row = await currentStore()
    .selectFrom("customer_organisations")
    .select("reminder_days")
    .where("id", "=", id)
    .executeTakeFirst();
  return row?.reminder_days;
}

/** The longest lead time any organisation set (null without organisations). */
export async function longestOrganisationReminderDays(): Promise<number | null> {
  const row = await currentStore()
    .selectFrom("customer_organisations")
    .select(({ fn }) => fn.max("reminder_days").as("n"))
    .executeTakeFirst();
  return row?.n ?? null;
}

/** The organisation of this name, in any case. */
export async function organisationIdNamed(name: string): Promise<number | undefined> {
  const row = await currentStore()
    .selectFrom("customer_organisations")
    .select("id")
    .where(sql<boolean>`${caseless(sql.ref("name"))} = ${caseless(sql`${name}`)}`)
    .executeTakeFirst();
  return row?.id;
}

/** How many reports carry any of these addresses. */
export async function reportCountOf(addresses: readonly string[]): Promise<number> {
  const row = await currentStore()
    .selectFrom("report_customer_emails")
    .select(({ fn }) => fn.count<number>("report_id").distinct().as("n"))
    .where("email", "in", listValues(addresses) as RawBuilder<string>)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Another organisation's address (and its name) matching the condition, first
 * by address: the same address, or (`endsWith`) one a whole domain takes in.
 */
export async function otherOrganisationsAddress(
  match: { is: string } | { endsWith: string },
  id: number | undefined,
): Promise<{ address: string; name: string } | undefined> {
  return (
    currentStore()
      .selectFrom("customer_organisation_addresses as a")
      .innerJoin("customer_organisations as o", "o.id", "a.organisation_id")
      .select(["a.address", "o.name"])
      .where(
        "is" in match
          ? sql<boolean>`a.address = ${match.is}`
          : sql<boolean>`${lastCharacters(sql.ref("a.address"), match.endsWith.length)} = ${match.endsWith}`,
      )
      // IS DISTINCT FROM (both engines; PostgreSQL's IS NOT takes only NULL, TRUE or FALSE).
      .where("a.organisation_id", "is distinct from", id ?? null)
      .orderBy("a.address")
      .limit(1)
      .executeTakeFirst()
  );
}

/** A new organisation, or a change to one with its whole list of addresses replaced, in one transaction. */
export function storeOrganisation(
  organisation: { name: string; reminderDays: number; addresses: readonly string[] },
  id: number | undefined,
  at: string,
): Promise<number> {
  const { name, reminderDays, addresses } = organisation;
  return writeTogether(async () => {
    let key = id;
    if (key === undefined)
      key = (
        await currentStore()
          .insertInto("customer_organisations")
          .values({ name, reminder_days: reminderDays, created_at: at, updated_at: at })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    else {
      await currentStore()
        .updateTable("customer_organisations")
        .set({ name, reminder_days: reminderDays, updated_at: at })
        .where("id", "=", key)
        .execute();
      await currentStore()
        .deleteFrom("customer_organisation_addresses")
        .where("organisation_id", "=", key)
        .execute();
    }
    for (const address of addresses)
      await currentStore()
        .insertInto("customer_organisation_addresses")
        .values({ address, organisation_id: key })
        .execute();
    return key;
  });
}

export async function deleteOrganisation(id: number): Promise<void> {
  await currentStore().deleteFrom("customer_organisations").where("id", "=", id).execute();
}

// ----------------------------------------------------------------- removal

/** Whether any report carries this address. */
export async function isOnAnyReport(email: string): Promise<boolean> {
  const row = await currentStore()
    .selectFrom("report_customer_emails")
    .select(sql<number>`1`.as("one"))
    .where("email", "=", email)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether an administrator removed the address of this hash. */
export async function isRemovedHash(hash: string): Promise<boolean> {
  const row = await currentStore()
    .selectFrom("portal_removed_addresses")
    .select(sql<number>`1`.as("one"))
    .where("email_hash", "=", hash)
    .executeTakeFirst();
  return row !== undefined;
}

/** Customers' requests that the lab remove their address, oldest first. */
export async function removalRequestRows(): Promise<{ email: string; requestedAt: string }[]> {
  const rows = await currentStore()
    .selectFrom("portal_addresses")
    .select(["email", "removal_requested_at"])
    .where("removal_requested_at", "is not", null)
    .orderBy("removal_requested_at")
    .execute();
  return rows.map((r) => ({ email: r.email, requestedAt: String(r.removal_requested_at) }));
}

/** Whether the portal knows the address: on a report, of an organisation, with settings or a session. */
export async function isKnownAddress(email: string): Promise<boolean> {
  const store = currentStore();
  const one = sql<number>`1`.as("one");
  const found = [
    () =>
      store
        .selectFrom("report_customer_emails")
        .select(one)
        .where("email", "=", email)
        .limit(1)
        .executeTakeFirst(),
    () =>
      store
        .selectFrom("customer_organisation_addresses")
        .select(one)
        .where("address", "=", email)
        .limit(1)
        .executeTakeFirst(),
    () =>
      store
        .selectFrom("portal_addresses")
        .select(one)
        .where("email", "=", email)
        .limit(1)
        .executeTakeFirst(),
    () =>
      store
        .selectFrom("portal_sessions")
        .select(one)
        .where("email", "=", email)
        .limit(1)
        .executeTakeFirst(),
  ];
  for (const query of found) if (await query()) return true;
  return false;
}

/**
 * An address taken off every report and organisation, its sessions, links,
 * reminders, settings and calendar link deleted, and its hash remembered, in
 * one transaction; answers how many reports carried it.
 */
export function eraseAddress(email: string, hash: string, at: string): Promise<number> {
  return writeTogether(async () => {
    const store = currentStore();
    const taken = await store
      .deleteFrom("report_customer_emails")
      .where("email", "=", email)
      .executeTakeFirst();
    await store
      .deleteFrom("customer_organisation_addresses")
      .where("address", "=", email)
      .execute();
    await store.deleteFrom("portal_sessions").where("email", "=", email).execute();
    await store.deleteFrom("portal_links").where("email", "=", email).execute();
    await store.deleteFrom("portal_reminders").where("email", "=", email).execute();
    await store.deleteFrom("portal_addresses").where("email", "=", email).execute();
    await store.deleteFrom("portal_unsubscribe_links").where("email", "=", email).execute();
    await store.deleteFrom("portal_calendar_feeds").where("email", "=", email).execute();
    // An upsert: PostgreSQL has no REPLACE INTO.
    await store
      .insertInto("portal_removed_addresses")
      .values({ email_hash: hash, removed_at: at })
      .onConflict((oc) => oc.column("email_hash").doUpdateSet({ removed_at: at }))
      .execute();
    return Number(taken.numDeletedRows);
  });
}
