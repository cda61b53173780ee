import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";
import { jobCategories } from "@/content/careers";
import type { JobCategory, JobOpening, JobType } from "@/content/types";
import { firstStatus } from "@/lib/cases/kind";
import { statusOfRow } from "@/lib/cases/status";
import { enqueueAcknowledgement, followUpFilter } from "@/lib/cases/store";
import { currentStore, writeTogether } from "@/lib/db/store";
import { recordApplicationConsent } from "@/lib/privacy/consent/records";
import type { Tables } from "@/lib/db/tables.generated";
import {
  APPLICATIONS_PAGE_SIZE,
  applicationReference,
  GENERAL,
  type Application,
  type ApplicationFilter,
  type ApplicationPage,
  type NewApplication,
} from "./applications";
import { applicationCase } from "./applicationsCase";
import type { Opening } from "./openings";
import type { OpeningInput } from "./openingSchema";
import { isOpeningStatus, type OpeningStatus } from "./openingStates";

/**
 * The careers' SQL (issue 52): job openings (migrations/0012_careers.ts and
 * after) and job applications (0013_applications.ts). What HR does with an
 * application once it is in (status, notes, erasure, the purge, the CV, the
 * e-mails) is a case's, in lib/cases/store.ts.
 */

// ---------------------------------------------------------------- applications

type ApplicationsFrom = ExpressionBuilder<
  Tables & { a: Tables["applications"]; s: Tables["application_status"] },
  "a" | "s"
>;

/** An application's status: its row's, or the first status without one. */
const statusOf = (eb: ApplicationsFrom) =>
  eb.fn.coalesce("s.status", eb.val<string>(firstStatus(applicationCase)));

/** The applications with their status, as the desk reads them. */
const applications = () =>
  currentStore()
    .selectFrom("applications as a")
    .leftJoin("application_status as s", "s.application_id", "a.id");

const selectApplication = () =>
  applications().select((eb) => [
    "a.id",
    "a.reference",
    "a.created_at",
    "a.opening_id",
    "a.opening_title",
    "a.name",
    "a.email",
    "a.phone",
    "a.current_role",
    "a.experience",
    "a.notice_period",
    "a.note",
    "a.cv_name",
    "a.cv_type",
    "a.cv_size",
    statusOf(eb).as("status"),
    "a.notify_state",
    "a.notify_error",
  ]);

type ApplicationRow = Awaited<
  ReturnType<ReturnType<typeof selectApplication>["executeTakeFirstOrThrow"]>
>;

const toApplication = (r: ApplicationRow): Application => ({
  id: r.id,
  reference: r.reference ?? "",
  createdAt: r.created_at,
  openingId: r.opening_id,
  openingTitle: r.opening_title,
  name: r.name,
  email: r.email,
  phone: r.phone,
  currentRole: r.current_role,
  experience: r.experience,
  noticePeriod: r.notice_period,
  note: r.note,
  cvName: r.cv_name,
  cvType: r.cv_type,
  cvSize: r.cv_size,
  status: statusOfRow(applicationCase, r.status),
  notification: r.notify_state,
  notificationError: r.notify_error,
});

/**
 * Stores an application in ONE transaction with its reference, its consent
 * record (lib/privacy/consent/records.ts), the state of its e-mail to HR and its
 * acknowledgement to the applicant.
 */
export function insertApplication(
  application: NewApplication,
): Promise<{ id: number; reference: string }> {
  const at = application.createdAt ?? new Date();
  const { fields, cv, opening } = application;
  return writeTogether(async () => {
    const { id } = await currentStore()
      .insertInto("applications")
      .values({
        created_at: at.toISOString(),
        opening_id: opening?.id ?? null,
        opening_title: opening?.title ?? null,
        name: fields.name,
        email: fields.email,
        phone: fields.phone,
        current_role: fields.currentRole,
        experience: fields.experience,
        notice_period: fields.noticePeriod,
        note: fields.note,
        cv_name: cv.name,
        cv_type: cv.type,
        cv_size: cv.bytes.byteLength,
        cv: cv.bytes,
        client: application.client,
        user_agent: application.userAgent,
        notify_state: application.notify,
        notify_next_at: at.toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const reference = applicationReference(id, at);
    await currentStore()
      .updateTable("applications")
      .set({ reference })
      .where("id", "=", id)
      .execute();
    await recordApplicationConsent(fields.email, reference, at, application.language);
    await enqueueAcknowledgement(
      applicationCase.acknowledgements,
      id,
      fields.email,
      application.acknowledge,
      at,
      application.language === "hi" ? "hi" : "en",
    );
    return { id, reference };
  });
}

export async function applicationByReference(reference: string): Promise<Application | undefined> {
  const row = await selectApplication().where("a.reference", "=", reference).executeTakeFirst();
  return row && toApplication(row);
}

export async function applicationById(id: number): Promise<Application | undefined> {
  const row = await selectApplication().where("a.id", "=", id).executeTakeFirst();
  return row && toApplication(row);
}

/** A search's words as a LIKE pattern matching any part (its own %, _ and \ taken literally). */
const likeAnyPart = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Newest first, 50 a page; a search matches the name or the e-mail (any part, any case). */
export async function listApplications(filter: ApplicationFilter): Promise<ApplicationPage> {
  const where = (eb: ApplicationsFrom): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = followUpFilter(applicationCase, "a.id", {
      owner: filter.owner === "me" ? filter.me : undefined,
      dueBy: filter.due === "today" ? filter.today : undefined,
    });
    if (filter.opening === GENERAL) conditions.push(eb("a.opening_id", "is", null));
    else if (filter.opening) conditions.push(eb("a.opening_id", "=", filter.opening));
    if (filter.status) conditions.push(eb(statusOf(eb), "=", filter.status));
    const q = filter.q?.trim().toLowerCase();
    if (q) {
      const like = likeAnyPart(q);
      conditions.push(
        sql<SqlBool>`(lower(a.name) LIKE ${like} ESCAPE '\\' OR lower(a.email) LIKE ${like} ESCAPE '\\')`,
      );
    }
    return eb.and(conditions);
  };
  const counted = await applications()
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where(where)
    .executeTakeFirst();
  const total = Number(counted?.n ?? 0);
  const pages = Math.max(1, Math.ceil(total / APPLICATIONS_PAGE_SIZE));
  const shown = Math.min(Math.max(1, Math.floor(filter.page ?? 1)), pages);
  const rows = await selectApplication()
    .where(where)
    .orderBy("a.created_at", "desc")
    .orderBy("a.id", "desc")
    .limit(APPLICATIONS_PAGE_SIZE)
    .offset((shown - 1) * APPLICATIONS_PAGE_SIZE)
    .execute();
  return { rows: rows.map(toApplication), total, page: shown, pages };
}

/** How many applications each opening has ("general": none), for the desk's grouping. */
export async function countsByOpening(): Promise<
  { openingId: string | null; title: string | null; count: number; fresh: number }[]
> {
  const rows = await applications()
    .select((eb) => [
      "a.opening_id",
      eb.fn.max("a.opening_title").as("title"),
      eb.fn.countAll<number>().as("n"),
      eb.fn.sum<number>(eb.case().when(statusOf(eb), "=", "new").then(1).else(0).end()).as("fresh"),
    ])
    .groupBy("a.opening_id")
    .orderBy((eb) => eb.fn.max("a.created_at"), "desc")
    .execute();
  return rows.map((r) => ({
    openingId: r.opening_id,
    title: r.title,
    count: Number(r.n),
    fresh: Number(r.fresh),
  }));
}

// ---------------------------------------------------------------- openings

const OPENING_COLUMNS = [
  "id",
  "category_id",
  "title",
  "type",
  "location",
  "experience",
  "summary",
  "requirements",
  "deadline",
  "posted_on",
  "state",
  "closed_at",
] as const;

const selectOpening = () => currentStore().selectFrom("job_openings").select(OPENING_COLUMNS);

type OpeningRow = Awaited<ReturnType<ReturnType<typeof selectOpening>["executeTakeFirstOrThrow"]>>;

const toOpening = (row: OpeningRow): Opening => ({
  id: row.id,
  categoryId: row.category_id,
  title: row.title,
  type: row.type as JobType,
  location: row.location,
  experience: row.experience,
  summary: row.summary,
  requirements: JSON.parse(row.requirements) as JobOpening["requirements"],
  deadline: row.deadline,
  postedOn: row.posted_on,
  status: isOpeningStatus(row.state) ? row.state : "closed",
  closedAt: row.closed_at,
});

export async function openingById(id: string): Promise<Opening | undefined> {
  const row = await selectOpening().where("id", "=", id).executeTakeFirst();
  return row && toOpening(row);
}

/** Every opening, open or not, in the order they were added. */
export async function allOpenings(): Promise<Opening[]> {
  return (
    await selectOpening()
      .orderBy(sql`rowid`)
      .execute()
  ).map(toOpening);
}

/** The job board on `today`: every category in content order, each with its openings on the site. */
export async function jobBoard(today: string): Promise<JobCategory[]> {
  const open = (
    await selectOpening()
      .where("state", "=", "published")
      .where("deadline", ">=", today)
      .orderBy(sql`rowid`)
      .execute()
  ).map(toOpening);
  return jobCategories.map((category) => ({
    id: category.id,
    name: category.name,
    openings: open.filter((o) => o.categoryId === category.id),
  }));
}

/** `base`, or with -2, -3 … when an opening (open or closed) already has it. */
export async function freeOpeningId(base: string): Promise<string> {
  for (let n = 1; ; n++) {
    const id = n === 1 ? base : `${base}-${n}`;
    const taken = await currentStore()
      .selectFrom("job_openings")
      .select("id")
      .where("id", "=", id)
      .executeTakeFirst();
    if (!taken) return id;
  }
}

/** The form's words as the columns category_id … deadline take them. */
const wordsOf = (input: OpeningInput) => ({
  category_id: input.categoryId,
  title: input.title,
  type: input.type,
  location: input.location,
  experience: input.experience,
  summary: input.summary,
  requirements: JSON.stringify(input.requirements),
  deadline: input.deadline,
});

/** Stores a new opening under `id`, posted on `postedOn`. */
export async function insertOpening(
  id: string,
  input: OpeningInput,
  postedOn: string,
  status: OpeningStatus,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await currentStore()
    .insertInto("job_openings")
    .values({
      id,
      ...wordsOf(input),
      posted_on: postedOn,
      state: status,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

/** An opening's new words and state (its closing moment kept only while it stays closed). */
export async function updateOpeningRow(
  id: string,
  input: OpeningInput,
  status: OpeningStatus,
  postedOn: string,
  now: Date,
): Promise<void> {
  await currentStore()
    .updateTable("job_openings")
    .set((eb) => ({
      ...wordsOf(input),
      state: status,
      posted_on: postedOn,
      closed_at: status === "closed" ? eb.ref("closed_at") : null,
      updated_at: now.toISOString(),
    }))
    .where("id", "=", id)
    .execute();
}

/** Closes a published opening; false when it is not (any more) published. */
export async function closeOpeningRow(id: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const changed = await currentStore()
    .updateTable("job_openings")
    .set({ state: "closed", closed_at: at, updated_at: at })
    .where("id", "=", id)
    .where("state", "=", "published")
    .executeTakeFirst();
  return Number(changed.numUpdatedRows) === 1;
}
