import type { SQLInputValue } from "node:sqlite";
import { CLOSED_LEAD_STATUSES, type LeadFilter } from "./leadFilter";

/**
 * Which leads the desk's filter selects, as SQL. A search uses the
 * lead_search index (migrations/0005_lead_search.ts, trigram tokenizer):
 * every word must occur in the lead's reference or values. A word of three
 * characters or more becomes a quoted FTS5 string, so the search language's
 * own characters (quotes, *, -, :, ^, parentheses, AND/OR/NOT/NEAR) are only
 * text and can never make the query fail. The trigram index cannot look up
 * shorter words: they are matched with LIKE over the indexed values instead
 * (a scan, about 20 ms at 100,000 leads).
 */

/** Words beyond these are ignored: a search stays one bounded query. */
export const MAX_SEARCH_WORDS = 12;

export interface Search {
  /** The FTS5 MATCH expression, when a word is long enough for the index. */
  match: string | undefined;
  /** LIKE patterns (escape character `\`) for the shorter words. */
  likes: string[];
}

const TRIGRAM = 3;

const quoted = (word: string) => `"${word.replaceAll('"', '""')}"`;
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The search for what was typed, or undefined for an empty search. */
export function parseSearch(q: string | undefined): Search | undefined {
  const words = [...new Set((q ?? "").split(/\s+/u).filter(Boolean))].slice(0, MAX_SEARCH_WORDS);
  if (words.length === 0) return undefined;
  const long = words.filter((w) => [...w].length >= TRIGRAM);
  return {
    match: long.length > 0 ? long.map(quoted).join(" ") : undefined,
    likes: words.filter((w) => [...w].length < TRIGRAM).map(likePattern),
  };
}

/**
 * FROM and WHERE for the leads a filter selects, without joins (counting
 * 100,000 leads through a join costs more than the whole page). `id` names
 * the lead's id in it; `match` says whether the index can rank
 * (bm25(lead_search)).
 */
export interface LeadQuery {
  from: string;
  where: string;
  params: SQLInputValue[];
  id: "lead_search.rowid" | "l.id";
  match: boolean;
  /** No condition at all: every lead. */
  everything: boolean;
}

const day = /^\d{4}-\d{2}-\d{2}$/;

/** India's day boundaries as UTC instants (IST is UTC+5:30, no daylight saving). */
const istStart = (date: string) => new Date(`${date}T00:00:00+05:30`).toISOString();
const istEnd = (date: string) =>
  new Date(new Date(`${date}T00:00:00+05:30`).getTime() + 86_400_000).toISOString();

export function leadQuery(filter: LeadFilter): LeadQuery {
  const clauses: string[] = [];
  const params: SQLInputValue[] = [];
  const where = (clause: string, ...values: SQLInputValue[]) => {
    clauses.push(clause);
    params.push(...values);
  };
  const search = parseSearch(filter.q);
  // The index drives a search, the leads table the rest; every other
  // condition reads one small index (leads_form, leads_created_at,
  // lead_status_status), never the leads' rows.
  const id = search ? "lead_search.rowid" : "l.id";
  const listed = search ? "+lead_search.rowid" : "l.id";
  if (search?.match) where("lead_search MATCH ?", search.match);
  for (const like of search?.likes ?? []) where("lead_search.body LIKE ? ESCAPE '\\'", like);
  // Conditions on the leads' own columns: one list of ids from their index
  // for a search (a leading + keeps it from the index's own plan, which would
  // run the MATCH again for every id in it), the columns themselves otherwise.
  const own: [string, string][] = [];
  if (filter.form) own.push(["form = ?", filter.form]);
  if (filter.from && day.test(filter.from)) own.push(["created_at >= ?", istStart(filter.from)]);
  if (filter.to && day.test(filter.to)) own.push(["created_at < ?", istEnd(filter.to)]);
  if (search && own.length > 0)
    where(
      `${listed} IN (SELECT id FROM leads WHERE ${own.map(([c]) => c).join(" AND ")})`,
      ...own.map(([, v]) => v),
    );
  else for (const [condition, value] of own) where(`l.${condition}`, value);
  // New: no status row, or one set back to new; looked up per lead, as most leads are new.
  if (filter.status === "new")
    where(`NOT EXISTS (SELECT 1 FROM lead_status s WHERE s.lead_id = ${id} AND s.status <> 'new')`);
  else if (filter.status)
    where(`${listed} IN (SELECT lead_id FROM lead_status WHERE status = ?)`, filter.status);
  // Who follows a lead up and when (lib/cases/followUp.ts): few leads have a row.
  if (filter.owner === "me" && filter.me)
    where(`${listed} IN (SELECT lead_id FROM lead_follow_up WHERE owner = ?)`, filter.me);
  if (filter.due === "today" && filter.today)
    where(
      `${listed} IN (SELECT f.lead_id FROM lead_follow_up f WHERE f.due <= ?
        AND NOT EXISTS (SELECT 1 FROM lead_status s WHERE s.lead_id = f.lead_id
          AND s.status IN (${CLOSED_LEAD_STATUSES.map(() => "?").join(", ")})))`,
      filter.today,
      ...CLOSED_LEAD_STATUSES,
    );
  return {
    from: search ? "lead_search" : "leads l",
    where: clauses.length ? `WHERE ${clauses.join(" AND ")}` : "",
    params,
    id,
    match: search?.match !== undefined,
    everything: clauses.length === 0,
  };
}
