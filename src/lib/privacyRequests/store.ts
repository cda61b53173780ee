import { sql } from "kysely";
import type { RequestKind } from "@/content/privacyRequest";
import { todayInKolkata } from "@/lib/clock";
import { likeCaseless } from "@/lib/db/portable";
import { currentStore, writeTogether } from "@/lib/db/store";
import { firstStatus } from "@/lib/cases/kind";
import { privacyCase, type PrivacyStatus } from "./case";
import { requestLanguageOf, type RequestLanguage } from "./words";
import { windowsAt } from "./answerClock";

/**
 * The privacy requests' SQL (migration 0053): the requests (a case of
 * lib/cases), the links waiting to prove an address, the contact person, and
 * the read-only look-up of what the lab holds for an address across the
 * leads, the job applications, the portal's addresses and the report
 * register's customer e-mails.
 */

export interface NewPrivacyRequest {
  email: string;
  kind: RequestKind;
  details: string;
  quotedReference: string;
  proof: "reference" | "link";
  client: string;
  userAgent: string | null;
  createdAt: Date;
  language: RequestLanguage;
}

export interface PrivacyRequestRow {
  id: number;
  reference: string;
  createdAt: string;
  email: string;
  kind: RequestKind;
  details: string;
  quotedReference: string;
  proof: "reference" | "link";
  status: PrivacyStatus;
  /** The language it was made in: its e-mails are written in it. */
  language: RequestLanguage;
}

/** PRV-{year in India}-{id padded to 6 digits}. */
export const privacyReference = (id: number, at: Date) =>
  `PRV-${todayInKolkata(at).slice(0, 4)}-${String(id).padStart(6, "0")}`;

/** Stores a request with its reference and the audit line, in one transaction (the caller's when there is one). */
export async function insertPrivacyRequest(
  request: NewPrivacyRequest,
  recordOpening: (reference: string) => Promise<void>,
): Promise<{ id: number; reference: string }> {
  return writeTogether(async () => {
    const store = currentStore();
    const inserted = await store
      .insertInto("privacy_requests")
      .values({
        created_at: request.createdAt.toISOString(),
        email: request.email,
        kind: request.kind,
        details: request.details,
        quoted_reference: request.quotedReference,
        proof: request.proof,
        client: request.client,
        user_agent: request.userAgent,
        language: request.language,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const id = Number(inserted.id);
    const reference = privacyReference(id, request.createdAt);
    await store.updateTable("privacy_requests").set({ reference }).where("id", "=", id).execute();
    await recordOpening(reference);
    return { id, reference };
  });
}

const requestColumns = [
  "r.id",
  "r.reference",
  "r.created_at",
  "r.email",
  "r.kind",
  "r.details",
  "r.quoted_reference",
  "r.proof",
  "r.language",
  "s.status",
] as const;

const requestsWithStatus = () =>
  currentStore()
    .selectFrom("privacy_requests as r")
    .leftJoin("privacy_request_status as s", "s.request_id", "r.id");

type Selected = {
  id: number;
  reference: string | null;
  created_at: string;
  email: string;
  kind: string;
  details: string;
  quoted_reference: string;
  proof: string;
  language: string;
  status: string | null;
};

const rowOf = (r: Selected): PrivacyRequestRow => ({
  id: Number(r.id),
  reference: r.reference ?? "",
  createdAt: r.created_at,
  email: r.email,
  kind: r.kind as RequestKind,
  details: r.details,
  quotedReference: r.quoted_reference,
  proof: r.proof === "reference" ? "reference" : "link",
  status: (r.status ?? firstStatus(privacyCase)) as PrivacyStatus,
  language: requestLanguageOf(r.language),
});

export async function privacyRequestByReference(
  reference: string,
): Promise<PrivacyRequestRow | undefined> {
  const row = await requestsWithStatus()
    .select(requestColumns)
    .where("r.reference", "=", reference)
    .executeTakeFirst();
  return row && rowOf(row);
}

export interface PrivacyListFilter {
  status?: PrivacyStatus | undefined;
  kind?: RequestKind | undefined;
  clock?: "due" | "overdue" | undefined;
}

const LIST_LIMIT = 500;

/** Open requests are those without a status row or with "open". */
const isOpen = sql<boolean>`COALESCE(s.status, 'open') = 'open'`;

/** The desk's list, newest first (at most 500: requests are few). */
export async function listPrivacyRequests(
  filter: PrivacyListFilter,
  now: Date,
): Promise<PrivacyRequestRow[]> {
  let query = requestsWithStatus().select(requestColumns);
  if (filter.status)
    query = query.where(sql<boolean>`COALESCE(s.status, 'open') = ${filter.status}`);
  if (filter.kind) query = query.where("r.kind", "=", filter.kind);
  if (filter.clock) {
    const { dueFrom, overdueFrom } = windowsAt(now);
    query = query.where(isOpen);
    query =
      filter.clock === "due"
        ? query.where("r.created_at", "<=", dueFrom).where("r.created_at", ">", overdueFrom)
        : query.where("r.created_at", "<=", overdueFrom);
  }
  const rows = await query.orderBy("r.id", "desc").limit(LIST_LIMIT).execute();
  return rows.map(rowOf);
}

/** Open requests: all, those with at most 7 days left (day 83 to day 90), and those past day 90. */
export async function privacyClockCounts(
  now: Date,
): Promise<{ open: number; due: number; overdue: number }> {
  const { dueFrom, overdueFrom } = windowsAt(now);
  const count = async (from?: string, after?: string) => {
    let query = requestsWithStatus()
      .select((eb) => eb.fn.countAll().as("n"))
      .where(isOpen);
    if (from) query = query.where("r.created_at", "<=", from);
    if (after) query = query.where("r.created_at", ">", after);
    return Number((await query.executeTakeFirstOrThrow()).n);
  };
  return {
    open: await count(),
    due: await count(dueFrom, overdueFrom),
    overdue: await count(overdueFrom),
  };
}

// ---------------------------------------------------------------- links

export interface PendingRequest {
  email: string;
  kind: RequestKind;
  details: string;
  quotedReference: string;
  client: string;
  userAgent: string | null;
  language: RequestLanguage;
}

export async function insertRequestLink(
  tokenHash: string,
  pending: PendingRequest,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await currentStore()
    .deleteFrom("privacy_request_links")
    .where("expires_at", "<=", now.toISOString())
    .execute();
  await currentStore()
    .insertInto("privacy_request_links")
    .values({
      token_hash: tokenHash,
      email: pending.email,
      kind: pending.kind,
      details: pending.details,
      quoted_reference: pending.quotedReference,
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
      client: pending.client,
      user_agent: pending.userAgent,
      language: pending.language,
    })
    .execute();
}

const pendingOf = (row: {
  email: string;
  kind: string;
  details: string;
  quoted_reference: string;
  client: string;
  user_agent: string | null;
  language: string;
}): PendingRequest => ({
  email: row.email,
  kind: row.kind as RequestKind,
  details: row.details,
  quotedReference: row.quoted_reference,
  client: row.client,
  userAgent: row.user_agent,
  language: requestLanguageOf(row.language),
});

/** Whether a link is live (a GET shows its button; nothing is taken). */
export async function liveRequestLink(tokenHash: string, now: Date): Promise<boolean> {
  const row = await currentStore()
    .selectFrom("privacy_request_links")
    .select("token_hash")
    .where("token_hash", "=", tokenHash)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return row !== undefined;
}

/** Takes a live link once (DELETE … RETURNING): its request, or undefined. */
export async function takeRequestLink(
  tokenHash: string,
  now: Date,
): Promise<PendingRequest | undefined> {
  const row = await currentStore()
    .deleteFrom("privacy_request_links")
    .where("token_hash", "=", tokenHash)
    .where("expires_at", ">", now.toISOString())
    .returning(["email", "kind", "details", "quoted_reference", "client", "user_agent", "language"])
    .executeTakeFirst();
  return row && pendingOf(row);
}

// ---------------------------------------------------------------- the contact person

export interface ContactPerson {
  name: string;
  email: string;
}

export async function storedContact(): Promise<ContactPerson | undefined> {
  const row = await currentStore()
    .selectFrom("privacy_contact")
    .select(["name", "email"])
    .where("id", "=", 1)
    .executeTakeFirst();
  return row;
}

export async function saveContact(contact: ContactPerson, who: string, now: Date): Promise<void> {
  await currentStore()
    .insertInto("privacy_contact")
    .values({ id: 1, ...contact, updated_at: now.toISOString(), updated_by: who })
    .onConflict((oc) =>
      oc.column("id").doUpdateSet({ ...contact, updated_at: now.toISOString(), updated_by: who }),
    )
    .execute();
}

// ---------------------------------------------------------------- what the lab holds

export interface HeldLead {
  reference: string;
  createdAt: string;
  form: string;
  fields: Record<string, unknown>;
  fileName: string | null;
}

export interface HeldApplication {
  reference: string;
  createdAt: string;
  openingTitle: string | null;
  fields: Record<string, string>;
  cvName: string;
}

export interface HeldReport {
  ulr: string;
  customer: string;
  issueDate: string;
}

function fieldsOf(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Whether one of a lead's typed values is this address. */
const leadHasAddress = (fields: Record<string, unknown>, email: string) =>
  Object.values(fields).some((v) => typeof v === "string" && v.trim().toLowerCase() === email);

/** The leads with this address among their typed values, oldest first. */
export async function leadsOfAddress(email: string): Promise<HeldLead[]> {
  const rows = await currentStore()
    .selectFrom("leads")
    .select(["reference", "created_at", "form", "fields", "file_name"])
    .where(likeCaseless(sql.ref("fields"), `%${escapeLike(email)}%`))
    .orderBy("id")
    .limit(200)
    .execute();
  return rows
    .map((r) => ({
      reference: r.reference ?? "",
      createdAt: r.created_at,
      form: r.form,
      fields: fieldsOf(r.fields),
      fileName: r.file_name,
    }))
    .filter((lead) => leadHasAddress(lead.fields, email));
}

export async function applicationsOfAddress(email: string): Promise<HeldApplication[]> {
  const rows = await currentStore()
    .selectFrom("applications")
    .select([
      "reference",
      "created_at",
      "opening_title",
      "name",
      "email",
      "phone",
      "current_role",
      "experience",
      "notice_period",
      "note",
      "cv_name",
    ])
    .where(sql<boolean>`lower(email) = ${email}`)
    .orderBy("id")
    .limit(200)
    .execute();
  return rows.map((r) => ({
    reference: r.reference ?? "",
    createdAt: r.created_at,
    openingTitle: r.opening_title,
    fields: {
      name: r.name,
      email: r.email,
      phone: r.phone,
      currentRole: r.current_role,
      experience: r.experience,
      noticePeriod: r.notice_period,
      note: r.note,
    },
    cvName: r.cv_name,
  }));
}

/** The portal's organisation this address belongs to, if any. */
export async function portalAddressOf(email: string): Promise<string | undefined> {
  const row = await currentStore()
    .selectFrom("customer_organisation_addresses as a")
    .innerJoin("customer_organisations as o", "o.id", "a.organisation_id")
    .select("o.name")
    .where(sql<boolean>`lower(a.address) = ${email}`)
    .executeTakeFirst();
  return row?.name;
}

export async function reportsOfAddress(email: string): Promise<HeldReport[]> {
  const rows = await currentStore()
    .selectFrom("report_customer_emails as e")
    .innerJoin("reports as r", "r.id", "e.report_id")
    .select(["r.ulr", "r.customer", "r.issue_date"])
    .where(sql<boolean>`lower(e.email) = ${email}`)
    .orderBy("r.id")
    .limit(200)
    .execute();
  return rows.map((r) => ({ ulr: r.ulr, customer: r.customer, issueDate: r.issue_date }));
}

/** Whether a quoted reference names a lead or an application sent from this address. */
export async function referenceBelongsTo(reference: string, email: string): Promise<boolean> {
  if (reference.startsWith("APP-")) {
    const row = await currentStore()
      .selectFrom("applications")
      .select("email")
      .where("reference", "=", reference)
      .executeTakeFirst();
    return row !== undefined && row.email.trim().toLowerCase() === email;
  }
  const row = await currentStore()
    .selectFrom("leads")
    .select("fields")
    .where("reference", "=", reference)
    .executeTakeFirst();
  return row !== undefined && leadHasAddress(fieldsOf(row.fields), email);
}
