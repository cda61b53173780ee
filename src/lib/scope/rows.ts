import type { DatabaseSync, SQLInputValue } from "node:sqlite";
import type { ScopeKind, ScopeSeedRow } from "@/content/scope";
import { respelt, scopeSearchQuery } from "./searchQuery";
import { searchWordSets } from "./searchWords";

export type { ScopeKind };
export const scopeKinds: readonly ScopeKind[] = ["testing", "calibration"];

/**
 * One row of the scope of accreditation as the site reads it (migration 0030).
 * `id` is the public number (/scope, /request?rows=<id>x<qty>); it never
 * changes and is never given to another row.
 */
export interface ScopeRow extends Omit<ScopeSeedRow, "priceRupees" | "services"> {
  id: number;
  /** Indicative price before GST in paise, or null: "on request". */
  pricePaise: number | null;
  /** The ids of the service pages it belongs to (content/services/ids.ts), sorted. */
  services: string[];
}

/** The values of a row without its id: what an import or an edit writes, and what a version keeps. */
export type ScopeValues = Omit<ScopeRow, "id">;

/** Fewer characters than this are not searched (two: BDV's PD and IR are words): the page asks for more. */
export const SCOPE_SEARCH_MIN = 2;
/** Longest search accepted (the page refuses longer ones). */
export const SCOPE_SEARCH_MAX = 100;

const COLUMNS = `r.id, r.kind, r.discipline, r.group_name, r.product, r.parameter, r.method, r.range, r.cmc,
  r.accredited, r.price_paise,
  (SELECT group_concat(service_id, ',') FROM (SELECT service_id FROM scope_row_services s
     WHERE s.row_id = r.id ORDER BY service_id)) AS services`;

/** Testing before calibration, then each group where its first row stands, then the rows' order. */
const LISTED = `ORDER BY r.kind DESC, MIN(r.position) OVER (PARTITION BY r.kind, r.group_name), r.group_name, r.position, r.id`;

type Row = Record<string, SQLInputValue>;

export function toScopeRow(r: Row): ScopeRow {
  return {
    id: Number(r.id),
    kind: r.kind as ScopeKind,
    discipline: String(r.discipline),
    group: String(r.group_name),
    product: String(r.product),
    parameter: String(r.parameter),
    method: String(r.method),
    range: String(r.range),
    cmc: String(r.cmc),
    accredited: Number(r.accredited) === 1,
    pricePaise: r.price_paise === null ? null : Number(r.price_paise),
    services: r.services ? String(r.services).split(",") : [],
  };
}

const select = (db: DatabaseSync, where: string, params: SQLInputValue[], order = LISTED) =>
  db
    .prepare(`SELECT ${COLUMNS} FROM scope_rows r WHERE r.removed_at IS NULL AND ${where} ${order}`)
    .all(...params)
    .map((r) => toScopeRow(r as Row));

/** Every current row, in the order the public page lists them. */
export function allScopeRows(db: DatabaseSync): ScopeRow[] {
  return select(db, "1", []);
}

/**
 * The current rows with these public ids, in the order asked, each once; an
 * id that is unknown or whose row an import removed is left out (the caller
 * compares lengths to tell the visitor).
 */
export function scopeRowsByIds(db: DatabaseSync, ids: readonly number[]): ScopeRow[] {
  const wanted = [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))];
  if (wanted.length === 0) return [];
  const found = new Map<number, ScopeRow>();
  // SQLite allows 32,766 parameters; a request carries far fewer, but stay in bounds.
  for (let i = 0; i < wanted.length; i += 500) {
    const slice = wanted.slice(i, i + 500);
    for (const row of select(db, `r.id IN (${slice.map(() => "?").join(",")})`, slice, ""))
      found.set(row.id, row);
  }
  return wanted.flatMap((id) => found.get(id) ?? []);
}

/** A service page's rows: accredited first, then in the scope's order. */
export function scopeRowsOfService(db: DatabaseSync, serviceId: string): ScopeRow[] {
  return select(
    db,
    "r.id IN (SELECT row_id FROM scope_row_services WHERE service_id = ?)",
    [serviceId],
    "ORDER BY r.accredited DESC, r.kind DESC, r.position, r.id",
  );
}

export interface ScopeFilter {
  /** What a buyer typed: every word must match (lib/scope/searchQuery.ts); trimmed; ignored when empty. */
  q?: string;
  kind?: ScopeKind;
  discipline?: string;
  group?: string;
}

export interface ScopeSearch {
  rows: ScopeRow[];
  /** How many rows match (more than `rows` holds when a limit cut them). */
  total: number;
  /** A search of 1 character: nothing was looked up. */
  tooShort: boolean;
}

/**
 * How much a word found in each of scope_words' columns counts (FTS5 bm25:
 * discipline, group, product, parameter, method, range): the method and the
 * parameter first, as a buyer names the test.
 */
const WEIGHTS = "0.5, 1, 2, 10, 10, 0.5";

/** The filters other than the search, as SQL over scope_rows r. */
function filterClause(filter: ScopeFilter): { where: string[]; params: SQLInputValue[] } {
  const where: string[] = [];
  const params: SQLInputValue[] = [];
  if (filter.kind) {
    where.push("r.kind = ?");
    params.push(filter.kind);
  }
  if (filter.discipline) {
    where.push("r.discipline = ?");
    params.push(filter.discipline);
  }
  if (filter.group) {
    where.push("r.group_name = ?");
    params.push(filter.group);
  }
  return { where, params };
}

/**
 * The ids of the current rows an FTS5 expression matches in scope_words, best
 * first (`first`'s matches before the others, then bm25 with WEIGHTS, then the
 * scope's order), and how many there are.
 */
function rankedIds(
  db: DatabaseSync,
  match: string,
  filter: ScopeFilter,
  {
    limit,
    offset = 0,
    first,
    count = true,
  }: { limit?: number; offset?: number; first?: string | undefined; count?: boolean },
): { ids: number[]; total: number } {
  const { where, params } = filterClause(filter);
  const from = `FROM scope_words JOIN scope_rows r ON r.id = scope_words.rowid
    WHERE scope_words MATCH ? AND r.removed_at IS NULL${where.map((w) => ` AND ${w}`).join("")}`;
  const boost = first
    ? "(scope_words.rowid IN (SELECT rowid FROM scope_words WHERE scope_words MATCH ?)) DESC, "
    : "";
  const ids = db
    .prepare(
      `SELECT r.id ${from} ORDER BY ${boost}bm25(scope_words, ${WEIGHTS}), r.position, r.id${limit === undefined ? "" : " LIMIT ? OFFSET ?"}`,
    )
    .all(
      match,
      ...params,
      ...(first ? [first] : []),
      ...(limit === undefined ? [] : [limit, offset]),
    )
    .map((r) => Number(r.id));
  const total =
    count && limit !== undefined && (ids.length === limit || offset > 0)
      ? Number(db.prepare(`SELECT COUNT(*) AS n ${from}`).get(match, ...params)!.n)
      : ids.length;
  return { ids, total };
}

/**
 * The rows that match, best first: every word of the search through the word
 * index (migration 0040; standards, synonyms and prefixes as
 * lib/scope/searchQuery.ts writes them) over discipline, group, product,
 * parameter, method and range, and the filters exactly. Without a search,
 * every row in the scope's order. `limit` and `offset` give one page of them;
 * `total` counts them all.
 */
export function searchScope(
  db: DatabaseSync,
  filter: ScopeFilter,
  { limit, offset = 0 }: { limit?: number; offset?: number } = {},
): ScopeSearch {
  const q = (filter.q ?? "").trim();
  if (q && [...q].length < SCOPE_SEARCH_MIN) return { rows: [], total: 0, tooShort: true };
  if (q) {
    const query = scopeSearchQuery(q, searchWordSets(db));
    if (!query) return { rows: [], total: 0, tooShort: false };
    const { ids, total } = rankedIds(db, query.all, filter, {
      limit,
      offset,
      first: query.first,
    });
    return { rows: scopeRowsByIds(db, ids), total, tooShort: false };
  }
  const { where, params } = filterClause(filter);
  const clause = where.join(" AND ") || "1";
  // With a limit, the ids are chosen first and only those rows read whole (with their services).
  const rows =
    limit === undefined
      ? select(db, clause, params)
      : scopeRowsByIds(
          db,
          db
            .prepare(
              `SELECT r.id FROM scope_rows r WHERE r.removed_at IS NULL AND ${clause} ${LISTED} LIMIT ? OFFSET ?`,
            )
            .all(...params, limit, offset)
            .map((r) => Number(r.id)),
        );
  const total =
    limit !== undefined && (rows.length === limit || offset > 0)
      ? Number(
          db
            .prepare(
              `SELECT COUNT(*) AS n FROM scope_rows r WHERE r.removed_at IS NULL AND ${clause}`,
            )
            .get(...params)!.n,
        )
      : rows.length;
  return { rows, total, tooShort: false };
}

/** How many rows "no row matches" suggests. */
export const NEAREST_ROWS = 5;

/**
 * When no row has every word: the rows with most of them (any word, best
 * first), or, when no row has any, the rows with the index's words nearest to
 * them in spelling ("impluse" → impulse, lib/scope/searchQuery.ts respelt).
 * The filters still apply.
 */
export function nearestScopeRows(db: DatabaseSync, filter: ScopeFilter): ScopeRow[] {
  const q = (filter.q ?? "").trim();
  if ([...q].length < SCOPE_SEARCH_MIN) return [];
  const query = scopeSearchQuery(q, searchWordSets(db));
  const options = { limit: NEAREST_ROWS, count: false };
  let ids = query ? rankedIds(db, query.any, filter, options).ids : [];
  if (ids.length === 0) {
    const terms = db.prepare(
      "SELECT term FROM scope_words_terms WHERE term >= ? AND term < ? AND length(term) >= 3",
    );
    const spelt = respelt(q, (letter) =>
      terms
        .all(letter, String.fromCodePoint(letter.codePointAt(0)! + 1))
        .map((r) => String(r.term)),
    );
    if (spelt) ids = rankedIds(db, spelt, filter, options).ids;
  }
  return scopeRowsByIds(db, ids);
}

export interface ScopeFacets {
  disciplines: string[];
  groups: string[];
}

/** The disciplines and groups the current rows have, for the filters (alphabetical). */
export function scopeFacets(db: DatabaseSync): ScopeFacets {
  const distinct = (column: string) =>
    db
      .prepare(
        `SELECT DISTINCT ${column} AS v FROM scope_rows WHERE removed_at IS NULL ORDER BY ${column} COLLATE NOCASE`,
      )
      .all()
      .map((r) => String(r.v));
  return { disciplines: distinct("discipline"), groups: distinct("group_name") };
}

/** Whether any current row of this service is accredited (the NABL symbol's rule, lib/scope/symbol.ts). */
export function serviceHasAccreditedRow(db: DatabaseSync, serviceId: string): boolean {
  return (
    db
      .prepare(
        `SELECT 1 FROM scope_row_services s JOIN scope_rows r ON r.id = s.row_id
         WHERE s.service_id = ? AND r.removed_at IS NULL AND r.accredited = 1 LIMIT 1`,
      )
      .get(serviceId) !== undefined
  );
}
