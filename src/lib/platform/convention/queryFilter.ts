import { isCalendarDate } from "@/lib/clock";

/** What a rule answers for a value it cannot use. */
export const WRONG = Symbol("wrong value");

/** How one query value is read: its value, or WRONG. Empty values never reach a rule. */
export type QueryRule<T> = (value: string) => T | typeof WRONG;

type Values<R> = { [K in keyof R]: R[K] extends QueryRule<infer T> ? T | undefined : never };

export type QueryReading<R> =
  { ok: true; values: Values<R> } | { ok: false; wrong: (keyof R & string)[] };

/**
 * Every desk list reads its filters from the address this way: each name by
 * its rule, an empty value as no filter, and every value it cannot use named
 * (the page answers 400 with a line for each, never a 500 or a silent default).
 */
export function readQuery<R extends Record<string, QueryRule<unknown>>>(
  query: URLSearchParams,
  rules: R,
): QueryReading<R> {
  const values: Record<string, unknown> = {};
  const wrong: (keyof R & string)[] = [];
  for (const name of Object.keys(rules) as (keyof R & string)[]) {
    const given = query.get(name);
    if (!given) continue;
    const value = rules[name]!(given);
    if (value === WRONG) wrong.push(name);
    else values[name] = value;
  }
  return wrong.length > 0 ? { ok: false, wrong } : { ok: true, values: values as Values<R> };
}

/**
 * `readQuery`'s inverse: a list's filters (and page) as the query of its
 * address, each of `names` that has a value, in that order (by default the
 * values' own), so one filter always writes one address. Undefined, null and
 * empty values are left out, and so is page 1 (a list's first page is its
 * address without one), so `readQuery(writeQuery(values), rules)` reads the
 * same values back.
 */
export function writeQuery<V extends object>(
  values: V,
  names: readonly (keyof V & string)[] = Object.keys(values) as (keyof V & string)[],
): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of names) {
    const value: unknown = values[name];
    if (value === undefined || value === null || value === "") continue;
    if (name === "page" && value === 1) continue;
    query.set(name, String(value));
  }
  return query;
}

/** A list's address with these values (see writeQuery): the path alone when none is written. */
export function queryHref<V extends object>(
  path: string,
  values: V,
  names?: readonly (keyof V & string)[],
): string {
  const query = writeQuery(values, names).toString();
  return query ? `${path}?${query}` : path;
}

/** Page numbers past this are no page the desk will ever have. */
export const MAX_PAGE = 100_000;

/** The rules the lists share. */
export const queryRules = {
  page: ((value) =>
    /^\d{1,6}$/.test(value) && +value >= 1 && +value <= MAX_PAGE
      ? Number(value)
      : WRONG) as QueryRule<number>,
  date: ((value) => (isCalendarDate(value) ? value : WRONG)) as QueryRule<string>,
  oneOf:
    <T extends string>(allowed: readonly T[]): QueryRule<T> =>
    (value) =>
      (allowed as readonly string[]).includes(value) ? (value as T) : WRONG,
  /** Free text (a search): spaces folded, cut at `max` characters, never refused. */
  text:
    (max: number): QueryRule<string | undefined> =>
    (value) =>
      value.replace(/\s+/g, " ").trim().slice(0, max) || undefined,
};

/**
 * A case list's "Mine" (`owner=me`) and "Due" (`due=today`) choices
 * (lib/cases/followUp.ts), with who "me" is and which day it is, India time,
 * taken from the request rather than the address.
 */
export interface FollowUpChoice {
  owner?: "me" | undefined;
  due?: "today" | undefined;
  me?: string | undefined;
  today?: string | undefined;
}

/** The rules of a case list's "Mine" and "Due" choices. */
export const followUpRules = {
  owner: queryRules.oneOf(["me"] as const),
  due: queryRules.oneOf(["today"] as const),
};
