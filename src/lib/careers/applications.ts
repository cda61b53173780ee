import { todayInKolkata } from "@/lib/clock";
import { applicationsDesk } from "@/content/applicationsDesk";
import {
  followUpRules,
  MAX_PAGE,
  queryHref,
  queryRules,
  readQuery,
  WRONG,
  type FollowUpChoice,
  type QueryRule,
} from "@/lib/platform/convention/queryFilter";
import { APPLICATION_STATUSES, type ApplicationStatus } from "./applicationsCase";

/**
 * Job applications (migrations/0013_applications.ts; stored and read by
 * ./store.ts): an application is written in ONE transaction with its
 * reference and its outbox state, and read back for the desk. What HR does
 * with it (status, notes, erasure, the purge, the CV, the e-mail) is a case's
 * (lib/cases, ./applicationsCase.ts).
 */

export { APPLICATION_STATUSES, type ApplicationStatus };

export interface ApplicationFields {
  name: string;
  email: string;
  phone: string;
  currentRole: string;
  experience: string;
  noticePeriod: string;
  note: string;
}

export interface Cv {
  name: string;
  type: string;
  bytes: Uint8Array;
}

export interface NewApplication {
  opening: { id: string; title: string } | undefined;
  fields: ApplicationFields;
  cv: Cv;
  client: string;
  userAgent: string | null;
  createdAt?: Date | undefined;
  /** 'pending' when the e-mail to HR is on. */
  notify: "pending" | "off";
  /** Its acknowledgement to the applicant: 'pending' when e-mail is set up (default 'off'). */
  acknowledge?: "pending" | "off" | undefined;
  /** The language of the page it was sent from, as its consent record keeps it (default "en"). */
  language?: "en" | "hi" | undefined;
}

export interface Application extends ApplicationFields {
  id: number;
  reference: string;
  createdAt: string;
  openingId: string | null;
  openingTitle: string | null;
  cvName: string;
  /** What the CV is (checked from its bytes when it arrived): application/pdf, or a Word type. */
  cvType: string;
  cvSize: number;
  status: ApplicationStatus;
  notification: string;
  notificationError: string | null;
}

/** APP-{year in India}-{id padded to 6 digits} (content/forms/application.ts). */
export const applicationReference = (id: number, at: Date) =>
  `APP-${todayInKolkata(at).slice(0, 4)}-${String(id).padStart(6, "0")}`;

/** The desk's list: "general" is the applications without an opening. */
export interface ApplicationFilter extends FollowUpChoice {
  opening?: string | undefined;
  status?: ApplicationStatus | undefined;
  q?: string | undefined;
  page?: number | undefined;
}

export const GENERAL = "general";

/** An opening's id (a slug of its title, lib/careers/openingsDesk.ts), or "general". */
const OPENING = /^[a-z0-9][a-z0-9-]{0,79}$/;

const APPLICATION_QUERY = {
  page: queryRules.page,
  q: queryRules.text(200),
  opening: ((value) => (OPENING.test(value) ? value : WRONG)) as QueryRule<string>,
  status: queryRules.oneOf(APPLICATION_STATUSES),
  ...followUpRules,
};

/** A query value the list cannot use, by its name in the address. */
export type ApplicationWrong = Exclude<keyof typeof APPLICATION_QUERY, "q">;

/** What HR reads about a value the list cannot use. */
export const applicationWrongText = (name: ApplicationWrong): string =>
  name === "page"
    ? applicationsDesk.query.wrong.page(MAX_PAGE)
    : applicationsDesk.query.wrong[name];

/**
 * The list's filter from the address; a value it cannot use is named (the
 * page answers 400). `asker` says who "Mine" is and which day "Due" is.
 */
export function applicationFilterFromQuery(
  query: URLSearchParams,
  asker: { me: string; today: string },
): { ok: true; filter: ApplicationFilter } | { ok: false; wrong: ApplicationWrong[] } {
  const reading = readQuery(query, APPLICATION_QUERY);
  if (!reading.ok) return { ok: false, wrong: reading.wrong as ApplicationWrong[] };
  return { ok: true, filter: { ...reading.values, ...asker } };
}

/** The list's address for a filter, its names in the rules' order and the page last (the first page without one). */
export const applicationListHref = (filter: ApplicationFilter): string =>
  queryHref("/desk/applications", filter, ["q", "opening", "status", "owner", "due", "page"]);

export const APPLICATIONS_PAGE_SIZE = 50;

export type ApplicationPage = { rows: Application[]; total: number; page: number; pages: number };
