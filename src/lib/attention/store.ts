import { sql } from "kysely";
import { applicationCase } from "@/lib/careers/applicationsCase";
import { firstStatus } from "@/lib/cases/kind";
import { currentStore } from "@/lib/db/store";
import { fromIndexed } from "@/lib/db/portable";
import { leadCase } from "@/lib/leads/case";

/**
 * What the desk's start page and the daily follow-up e-mail count, read
 * across the areas' tables (attention is the area that counts): new leads
 * and applications, the cases due for follow-up, the register's reports
 * waiting, the signing names waiting, the certificates' dates; and the record
 * of each owner's e-mail of the day (follow_up_digests).
 */

const count = (row: { n: number | string | bigint }) => Number(row.n);

/** Leads with the first status ("new"): every lead less those marked otherwise. */
export async function newLeadsCount(): Promise<number> {
  const store = currentStore();
  const all = await store
    .selectFrom("leads")
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  const marked = await store
    .selectFrom("lead_status")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("status", "<>", firstStatus(leadCase))
    .executeTakeFirstOrThrow();
  return count(all) - count(marked);
}

/** Job applications with the first status ("new"): every one less those marked otherwise. */
export async function newApplicationsCount(): Promise<number> {
  const store = currentStore();
  const all = await store
    .selectFrom("applications")
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  const marked = await store
    .selectFrom("application_status")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("status", "<>", firstStatus(applicationCase))
    .executeTakeFirstOrThrow();
  return count(all) - count(marked);
}

/** Leads due for follow-up on or before `today` and not closed (of one owner, when named). */
const leadsFallingDue = (today: string, owner?: string) => {
  let query = currentStore()
    .selectFrom("lead_follow_up as f")
    .innerJoin("leads as r", "r.id", "f.lead_id")
    .where("f.due", "<=", today)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("lead_status as s")
            .select("s.lead_id")
            .whereRef("s.lead_id", "=", "f.lead_id")
            .where("s.status", "in", [...leadCase.closed]),
        ),
      ),
    );
  if (owner !== undefined) query = query.where("f.owner", "=", owner);
  return query;
};

/** Applications due for follow-up on or before `today` and not closed (of one owner, when named). */
const applicationsFallingDue = (today: string, owner?: string) => {
  let query = currentStore()
    .selectFrom("application_follow_up as f")
    .innerJoin("applications as r", "r.id", "f.application_id")
    .where("f.due", "<=", today)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("application_status as s")
            .select("s.application_id")
            .whereRef("s.application_id", "=", "f.application_id")
            .where("s.status", "in", [...applicationCase.closed]),
        ),
      ),
    );
  if (owner !== undefined) query = query.where("f.owner", "=", owner);
  return query;
};

/** A lead that falls due, with what the list says of it. */
export interface DueLead {
  reference: string;
  due: string;
  form: string;
  fields: Record<string, unknown>;
}

/** A job application that falls due, with what the list says of it. */
export interface DueApplication {
  reference: string;
  due: string;
  name: string;
  openingTitle: string | null;
}

function fieldsOf(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {}; // an unreadable row is still listed, with what there is
  }
}

/** An owner's leads due on or before `today`, the oldest date first (up to `limit`), and how many. */
export async function dueLeads(
  owner: string,
  today: string,
  limit: number,
): Promise<{ rows: DueLead[]; total: number }> {
  const total = await leadsFallingDue(today, owner)
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  const rows = await leadsFallingDue(today, owner)
    .select(["r.reference", "f.due", "r.form", "r.fields"])
    .orderBy("f.due")
    .orderBy("r.id")
    .limit(limit)
    .execute();
  return {
    total: count(total),
    rows: rows.map((row) => ({
      reference: String(row.reference),
      due: String(row.due),
      form: row.form,
      fields: fieldsOf(row.fields),
    })),
  };
}

/** An owner's applications due on or before `today`, the oldest date first (up to `limit`), and how many. */
export async function dueApplications(
  owner: string,
  today: string,
  limit: number,
): Promise<{ rows: DueApplication[]; total: number }> {
  const total = await applicationsFallingDue(today, owner)
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  const rows = await applicationsFallingDue(today, owner)
    .select(["r.reference", "f.due", "r.name", "r.opening_title"])
    .orderBy("f.due")
    .orderBy("r.id")
    .limit(limit)
    .execute();
  return {
    total: count(total),
    rows: rows.map((row) => ({
      reference: String(row.reference),
      due: String(row.due),
      name: row.name,
      openingTitle: row.opening_title,
    })),
  };
}

/** Everyone who owns an open lead or application due on or before `today`. */
export async function ownersWithDue(today: string): Promise<string[]> {
  const leadOwners = await leadsFallingDue(today)
    .select("f.owner")
    .distinct()
    .where("f.owner", "is not", null)
    .execute();
  const applicationOwners = await applicationsFallingDue(today)
    .select("f.owner")
    .distinct()
    .where("f.owner", "is not", null)
    .execute();
  return [...new Set([...leadOwners, ...applicationOwners].map((row) => String(row.owner)))];
}

/**
 * Reports awaiting authorisation: a walk of their partial index (INDEXED BY,
 * which the query builder cannot say), as many steps as there are.
 */
export async function awaitingAuthorisationCount(): Promise<number> {
  const { rows } = await sql<{
    n: number;
  }>`SELECT COUNT(*) AS n FROM ${fromIndexed("reports", "reports_awaiting")}
    WHERE status = 'issued' AND authorised_at IS NULL`.execute(currentStore());
  return count(rows[0]!);
}

/** Reports that need their final PDF: kept by triggers (migration 0020), one read. */
export async function needsFinalPdfCount(): Promise<number> {
  const row = await currentStore()
    .selectFrom("report_tallies")
    .select("n")
    .where("name", "=", "needs_pdf")
    .executeTakeFirstOrThrow();
  return count(row);
}

/** Signing-name changes waiting for an administrator. */
export async function signingNameChangesCount(): Promise<number> {
  const row = await currentStore()
    .selectFrom("desk_signing_name_changes")
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  return count(row);
}

/**
 * Claims an owner's e-mail of the day for this sender until `until`: true
 * when it is this sender's to send (no row yet, or a claim whose time has
 * passed); false when it went already or another sender holds it.
 */
export async function claimDigest(
  owner: string,
  day: string,
  now: Date,
  until: Date,
): Promise<boolean> {
  // One statement: a new row, or a lapsed claim taken over; a sent row or a live claim is left alone.
  const result = await currentStore()
    .insertInto("follow_up_digests")
    .values({
      owner,
      day,
      sent_at: now.toISOString(),
      items: 0,
      claimed_until: until.toISOString(),
    })
    .onConflict((oc) =>
      oc
        .columns(["owner", "day"])
        .doUpdateSet({ claimed_until: until.toISOString() })
        .where("follow_up_digests.claimed_until", "is not", null)
        .where("follow_up_digests.claimed_until", "<", now.toISOString()),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Remembers an owner's e-mail of the day as sent, once the SMTP server took it. */
export async function recordDigest(
  owner: string,
  day: string,
  sentAt: Date,
  items: number,
): Promise<void> {
  await currentStore()
    .updateTable("follow_up_digests")
    .set({ sent_at: sentAt.toISOString(), items, claimed_until: null })
    .where("owner", "=", owner)
    .where("day", "=", day)
    .execute();
}

/** Gives a claim up (the send failed): the next look, here or on another server, tries again. */
export async function releaseDigest(owner: string, day: string): Promise<void> {
  await currentStore()
    .deleteFrom("follow_up_digests")
    .where("owner", "=", owner)
    .where("day", "=", day)
    .where("claimed_until", "is not", null)
    .execute();
}

/** Open privacy requests due within 7 days of their 90, and past them (lib/privacyRequests). */
export { privacyClockCounts } from "@/lib/privacyRequests/store";
