import { sql, type ExpressionBuilder, type Generated, type Selectable, type SqlBool } from "kysely";
import { currentEngine, currentStore, writeTogether } from "@/lib/db/store";
import { caseless, joinedValues } from "@/lib/db/portable";
import type { ScopeRowsTable, Tables } from "@/lib/db/tables.generated";
import type { ScopeFacets, ScopeFilter, ScopeKind, ScopeRow, ScopeValues } from "./scopeRow";
import { fts5Expression, tsqueryText, type SearchTerm } from "./searchExpressions";

/**
 * Every query of the scope of accreditation (issue 52): its rows and their
 * services (scope_rows, scope_row_services, migration 0030), their versions
 * (scope_row_versions), the word index the search reads (SQLite: scope_words
 * and its vocabulary scope_words_terms, migration 0040, FTS5; PostgreSQL:
 * scope_rows.search_words, migration 0049, a tsvector; MATCH, @@, bm25 and
 * ts_rank are written with `sql` and bound parameters, the builder has no
 * words for them),
 * the search's synonyms (scope_search_words), and an import's staging table
 * (TEMP, this connection's own: lib/scope/applyImport.ts). Rows are mapped to
 * ScopeRow here, once.
 */

/** The word index and its vocabulary (virtual tables, not in the generated types). */
type WordTables = {
  scope_words: { rowid: number };
  scope_words_terms: { term: string };
  sqlite_sequence: { name: string; seq: number };
};

/** An import's rows, staged before its switch (lib/scope/applyImport.ts). */
interface StagingTable {
  seq: Generated<number>;
  plan: string;
  op: string;
  row_id: number;
  kind: string | null;
  discipline: string | null;
  group_name: string | null;
  product: string | null;
  parameter: string | null;
  method: string | null;
  range: string | null;
  cmc: string | null;
  accredited: number | null;
  price_paise: number | null;
  position: number | null;
  services: string | null;
  row_values: string | null;
  detail: string | null;
}

const STAGING = "temp.scope_import_rows";
type StagingTables = { [STAGING]: StagingTable };

/** The staging table by its schema's name on this engine: SQLite's temp, PostgreSQL's pg_temp. */
const staging = () =>
  (currentEngine() === "postgres" ? "pg_temp.scope_import_rows" : STAGING) as typeof STAGING;

type Rows = ExpressionBuilder<Tables & { r: ScopeRowsTable }, "r">;

type RowColumns = Omit<Selectable<ScopeRowsTable>, "position" | "updated_at" | "removed_at"> & {
  services: string | null;
};

const toScopeRow = (r: RowColumns): ScopeRow => ({
  id: Number(r.id),
  kind: r.kind as ScopeKind,
  discipline: r.discipline,
  group: r.group_name,
  product: r.product,
  parameter: r.parameter,
  method: r.method,
  range: r.range,
  cmc: r.cmc,
  accredited: Number(r.accredited) === 1,
  pricePaise: r.price_paise === null ? null : Number(r.price_paise),
  services: r.services ? r.services.split(",") : [],
});

/** A row's services, sorted, as one text ("cables,transformers"). */
const servicesOf = (eb: Rows) =>
  eb
    .selectFrom((sub) =>
      sub
        .selectFrom("scope_row_services as s")
        .select("s.service_id")
        .whereRef("s.row_id", "=", "r.id")
        .orderBy("s.service_id")
        .as("x"),
    )
    .select(() => joinedValues(sql.ref("x.service_id"), ",").as("g"))
    .$asScalar()
    .as("services");

/** How the rows are ordered: as the public page lists them, as a service page does, or not at all. */
type Order = "listed" | "service" | "none";

/** The current rows (no removed_at) that `where` keeps, read whole. */
function currentRows(where: (eb: Rows) => ReturnType<Rows["and"]>, order: Order = "listed") {
  let query = currentStore()
    .selectFrom("scope_rows as r")
    .select([
      "r.id",
      "r.kind",
      "r.discipline",
      "r.group_name",
      "r.product",
      "r.parameter",
      "r.method",
      "r.range",
      "r.cmc",
      "r.accredited",
      "r.price_paise",
      servicesOf,
    ])
    .where("r.removed_at", "is", null)
    .where(where);
  if (order === "listed")
    query = query
      .orderBy("r.kind", "desc")
      .orderBy((eb) =>
        eb.fn.min("r.position").over((ob) => ob.partitionBy(["r.kind", "r.group_name"])),
      )
      .orderBy("r.group_name")
      .orderBy("r.position")
      .orderBy("r.id");
  if (order === "service")
    query = query
      .orderBy("r.accredited", "desc")
      .orderBy("r.kind", "desc")
      .orderBy("r.position")
      .orderBy("r.id");
  return query;
}

const rowsOf = async (query: ReturnType<typeof currentRows>) =>
  (await query.execute()).map((r) => toScopeRow(r as RowColumns));

/** The filters other than the search, over scope_rows r (each only when given). */
const filtered = (eb: Rows, filter: ScopeFilter) =>
  eb.and([
    ...(filter.kind ? [eb("r.kind", "=", filter.kind)] : []),
    ...(filter.discipline ? [eb("r.discipline", "=", filter.discipline)] : []),
    ...(filter.group ? [eb("r.group_name", "=", filter.group)] : []),
  ]);

// ---------------------------------------------------------------- reading rows

/** Every current row, in the order the public page lists them. */
export async function allScopeRows(): Promise<ScopeRow[]> {
  return rowsOf(currentRows((eb) => eb.and([])));
}

/**
 * The current rows with these public ids, in the order asked, each once; an
 * id that is unknown or whose row an import removed is left out (the caller
 * compares lengths to tell the visitor).
 */
export async function scopeRowsByIds(ids: readonly number[]): Promise<ScopeRow[]> {
  const wanted = [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))];
  if (wanted.length === 0) return [];
  const found = new Map<number, ScopeRow>();
  // SQLite allows 32,766 parameters; a request carries far fewer, but stay in bounds.
  for (let i = 0; i < wanted.length; i += 500) {
    const slice = wanted.slice(i, i + 500);
    for (const row of await rowsOf(currentRows((eb) => eb("r.id", "in", slice), "none")))
      found.set(row.id, row);
  }
  return wanted.flatMap((id) => found.get(id) ?? []);
}

/** A service page's rows: accredited first, then in the scope's order. */
export async function scopeRowsOfService(serviceId: string): Promise<ScopeRow[]> {
  return rowsOf(
    currentRows(
      (eb) =>
        eb(
          "r.id",
          "in",
          eb.selectFrom("scope_row_services").select("row_id").where("service_id", "=", serviceId),
        ),
      "service",
    ),
  );
}

/** Whether any current row of this service is accredited (the NABL symbol's rule, lib/scope/symbol.ts). */
export async function serviceHasAccreditedRow(serviceId: string): Promise<boolean> {
  const row = await currentStore()
    .selectFrom("scope_row_services as s")
    .innerJoin("scope_rows as r", "r.id", "s.row_id")
    .select(sql.lit(1).as("yes"))
    .where("s.service_id", "=", serviceId)
    .where("r.removed_at", "is", null)
    .where("r.accredited", "=", 1)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The disciplines and groups the current rows have, for the filters (alphabetical). */
export async function scopeFacets(): Promise<ScopeFacets> {
  const distinct = async (column: "discipline" | "group_name") =>
    (
      await currentStore()
        .selectFrom("scope_rows")
        .select(`${column} as v`)
        .groupBy(column)
        .where("removed_at", "is", null)
        .orderBy(caseless(sql.ref(column)))
        .execute()
    ).map((r) => String(r.v));
  return { disciplines: await distinct("discipline"), groups: await distinct("group_name") };
}

// ---------------------------------------------------------------- the search

/**
 * How much a word found in each of the index's columns counts (discipline,
 * group, product, parameter, method, range): the method and the parameter
 * first, as a buyer names the test. SQLite's bm25 takes one weight a column;
 * PostgreSQL's ts_rank one a weight class (D, C, B, A), which migration 0049
 * gives the columns in the same proportions: discipline and range D,
 * group C, product B, parameter and method A.
 */
const WEIGHTS = "0.5, 1, 2, 10, 10, 0.5";
const CLASS_WEIGHTS = "{0.05, 0.1, 0.2, 1}";

const words = () => currentStore().withTables<WordTables>();

/** Whether a row's words match a term: FTS5's MATCH, or tsvector @@ tsquery. */
const matches = (term: SearchTerm) =>
  currentEngine() === "postgres"
    ? sql<SqlBool>`r.search_words @@ ${tsqueryText(term)}::tsquery`
    : sql<SqlBool>`scope_words MATCH ${fts5Expression(term)}`;

/** How well a row matches, best first: bm25 (lower is better), or ts_rank (higher is). */
const bestFirst = (term: SearchTerm) =>
  currentEngine() === "postgres"
    ? ([
        sql`ts_rank(${CLASS_WEIGHTS}::float4[], r.search_words, ${tsqueryText(term)}::tsquery)`,
        "desc",
      ] as const)
    : ([sql`bm25(scope_words, ${sql.raw(WEIGHTS)})`, "asc"] as const);

/** The current rows a term matches in the word index, with the filters. */
function matching(term: SearchTerm, filter: ScopeFilter) {
  const rows =
    currentEngine() === "postgres"
      ? words().selectFrom("scope_rows as r")
      : words().selectFrom("scope_words").innerJoin("scope_rows as r", "r.id", "scope_words.rowid");
  return rows
    .where(matches(term))
    .where("r.removed_at", "is", null)
    .where((eb) => filtered(eb as unknown as Rows, filter));
}

/**
 * The ids of the current rows a term matches in the word index, best first
 * (`first`'s matches before the others, then by WEIGHTS, then the scope's
 * order), and how many there are. The two engines rank alike but not the
 * same (bm25, ts_rank): the same rows, the best ones first.
 */
export async function rankedScopeIds(
  term: SearchTerm,
  filter: ScopeFilter,
  {
    limit,
    offset = 0,
    first,
    count = true,
  }: {
    limit?: number | undefined;
    offset?: number;
    first?: SearchTerm | undefined;
    count?: boolean;
  },
): Promise<{ ids: number[]; total: number }> {
  let query = matching(term, filter).select("r.id");
  if (first)
    query = query.orderBy(
      currentEngine() === "postgres"
        ? matches(first)
        : sql`scope_words.rowid IN (SELECT rowid FROM scope_words WHERE ${matches(first)})`,
      "desc",
    );
  const [rank, direction] = bestFirst(term);
  query = query.orderBy(rank, direction).orderBy("r.position").orderBy("r.id");
  if (limit !== undefined) query = query.limit(limit).offset(offset);
  const ids = (await query.execute()).map((r) => Number(r.id));
  const total =
    count && limit !== undefined && (ids.length === limit || offset > 0)
      ? Number(
          (
            await matching(term, filter)
              .select((eb) => eb.fn.countAll<number>().as("n"))
              .executeTakeFirstOrThrow()
          ).n,
        )
      : ids.length;
  return { ids, total };
}

/** Every current row the filters keep (no search), in the scope's order. */
export async function filteredScopeRows(filter: ScopeFilter): Promise<ScopeRow[]> {
  return rowsOf(currentRows((eb) => filtered(eb, filter)));
}

/** One page of the ids of the current rows the filters keep (no search), in the scope's order. */
export async function filteredScopeIds(
  filter: ScopeFilter,
  limit: number,
  offset: number,
): Promise<number[]> {
  const rows = await currentStore()
    .selectFrom("scope_rows as r")
    .select("r.id")
    .where("r.removed_at", "is", null)
    .where((eb) => filtered(eb, filter))
    .orderBy("r.kind", "desc")
    .orderBy((eb) =>
      eb.fn.min("r.position").over((ob) => ob.partitionBy(["r.kind", "r.group_name"])),
    )
    .orderBy("r.group_name")
    .orderBy("r.position")
    .orderBy("r.id")
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((r) => Number(r.id));
}

/** How many current rows the filters keep (no search). */
export async function filteredScopeCount(filter: ScopeFilter): Promise<number> {
  const row = await currentStore()
    .selectFrom("scope_rows as r")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("r.removed_at", "is", null)
    .where((eb) => filtered(eb, filter))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many current rows are outside the accreditation (not accredited, or not said). */
export async function scopeOutsideCount(): Promise<number> {
  const row = await currentStore()
    .selectFrom("scope_rows as r")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("r.removed_at", "is", null)
    .where((eb) => eb.or([eb("r.accredited", "is", null), eb("r.accredited", "!=", 1)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The index's words of three letters or more from `letter` up to the next
 * letter (in code point order): SQLite's vocabulary scope_words_terms, or
 * the words of PostgreSQL's search_words (ts_stat).
 */
export async function indexTermsFrom(letter: string): Promise<string[]> {
  const next = String.fromCodePoint(letter.codePointAt(0)! + 1);
  if (currentEngine() === "postgres") {
    const { rows } = await sql<{ word: string }>`SELECT word
      FROM ts_stat('SELECT search_words FROM scope_rows')
      WHERE word COLLATE "C" >= ${letter} AND word COLLATE "C" < ${next} AND length(word) >= 3`.execute(
      currentStore(),
    );
    return rows.map((r) => r.word);
  }
  const rows = await words()
    .selectFrom("scope_words_terms")
    .select("term")
    .where("term", ">=", letter)
    .where("term", "<", next)
    .where((eb) => eb(eb.fn<number>("length", ["term"]), ">=", 3))
    .execute();
  return rows.map((r) => String(r.term));
}

// ---------------------------------------------------------------- the search's words

/** The search's synonym lines, in the order kept. */
export async function searchWordLines(): Promise<string[]> {
  const rows = await currentStore()
    .selectFrom("scope_search_words")
    .select("words")
    .orderBy("id")
    .execute();
  return rows.map((r) => r.words);
}

/** The whole list of synonym lines replaced by these (call inside writeTogether). */
export async function replaceSearchWordLines(lines: readonly string[]): Promise<void> {
  const store = currentStore();
  await store.deleteFrom("scope_search_words").execute();
  for (const words of lines)
    await store.insertInto("scope_search_words").values({ words }).execute();
}

// ---------------------------------------------------------------- versions and edits

/** A row's versions, newest first. */
export interface ScopeVersion {
  id: number;
  savedAt: string;
  who: string;
  change: "seed" | "added" | "changed" | "removed" | "restored";
  values: ScopeValues;
}

/** The newest version's id across the scope: any write changes it (a dry run is checked against it). */
export async function scopeBasis(): Promise<number> {
  const row = await currentStore()
    .selectFrom("scope_row_versions")
    .select((eb) => eb.fn.coalesce(eb.fn.max("id"), eb.lit(0)).as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A row's versions, newest first. */
export async function versionsOf(rowId: number): Promise<ScopeVersion[]> {
  const rows = await currentStore()
    .selectFrom("scope_row_versions")
    .select(["id", "saved_at", "who", "change", "row_values"])
    .where("row_id", "=", rowId)
    .orderBy("id", "desc")
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    savedAt: r.saved_at,
    who: r.who,
    change: r.change as ScopeVersion["change"],
    values: JSON.parse(r.row_values) as ScopeValues,
  }));
}

/** A row's columns, kind to price_paise, as scope_rows holds them. */
const columnsOf = (v: ScopeValues) => ({
  kind: v.kind,
  discipline: v.discipline,
  group_name: v.group,
  product: v.product,
  parameter: v.parameter,
  method: v.method,
  range: v.range,
  cmc: v.cmc,
  accredited: v.accredited ? 1 : 0,
  price_paise: v.pricePaise,
});

/**
 * One row's new values written, with its services and a new version
 * (call inside writeTogether, after checking it may be).
 */
export async function writeScopeRow(
  id: number,
  values: ScopeValues,
  who: string,
  change: "added" | "changed" | "removed" | "restored",
  now: string,
): Promise<void> {
  const store = currentStore();
  await store
    .updateTable("scope_rows")
    .set({ ...columnsOf(values), updated_at: now })
    .where("id", "=", id)
    .execute();
  await store.deleteFrom("scope_row_services").where("row_id", "=", id).execute();
  for (const service_id of new Set(values.services))
    await store.insertInto("scope_row_services").values({ row_id: id, service_id }).execute();
  await store
    .insertInto("scope_row_versions")
    .values({ row_id: id, saved_at: now, who, change, row_values: JSON.stringify(values) })
    .execute();
}

// ---------------------------------------------------------------- an import's staging

/** removed_at of an added row not switched in yet (never a date: no query takes it for one). */
const STAGED = "staged by an import";

/** One row of an import as staged: its operation, number, new values, place and audit line. */
export interface StagedScopeRow {
  op: "changed" | "removed" | "added" | "same";
  id: number;
  values?: ScopeValues | undefined;
  position?: number | undefined;
  detail?: string | undefined;
}

/** The added rows staged so far taken out again (a stale plan, or a server stopped mid-way). */
export async function unstageScopeImport(): Promise<void> {
  const store = currentStore();
  await store
    .deleteFrom("scope_row_services")
    .where("row_id", "in", (eb) =>
      eb.selectFrom("scope_rows").select("id").where("removed_at", "=", STAGED),
    )
    .execute();
  await store.deleteFrom("scope_rows").where("removed_at", "=", STAGED).execute();
}

/**
 * This connection's staging table, made empty (dropped first if an earlier
 * Apply left one). On PostgreSQL its numbers are BIGINT, seq an identity, and
 * it goes with the transaction the Apply is there (lib/scope/applyImport.ts).
 */
export async function makeStagingTable(): Promise<void> {
  await dropStagingTable();
  const postgres = currentEngine() === "postgres";
  const integer = postgres ? "bigint" : "integer";
  let table = currentStore()
    .schema.createTable("scope_import_rows")
    .temporary()
    .addColumn("seq", integer, (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey(),
    );
  if (postgres) table = table.onCommit("drop");
  await table
    .addColumn("plan", "text", (c) => c.notNull())
    .addColumn("op", "text", (c) => c.notNull())
    .addColumn("row_id", integer, (c) => c.notNull())
    .addColumn("kind", "text")
    .addColumn("discipline", "text")
    .addColumn("group_name", "text")
    .addColumn("product", "text")
    .addColumn("parameter", "text")
    .addColumn("method", "text")
    .addColumn("range", "text")
    .addColumn("cmc", "text")
    .addColumn("accredited", integer)
    .addColumn("price_paise", integer)
    .addColumn("position", integer)
    .addColumn("services", "text")
    .addColumn("row_values", "text")
    .addColumn("detail", "text")
    .execute();
}

export async function dropStagingTable(): Promise<void> {
  await currentStore().schema.dropTable(staging()).ifExists().execute();
}

/**
 * The number the next added row gets, never one given before: past SQLite's
 * AUTOINCREMENT record, or PostgreSQL's identity sequence (drawn from it;
 * stageScopeRows moves it past the rows it adds).
 */
export async function nextScopeRowId(): Promise<number> {
  if (currentEngine() === "postgres") {
    const { rows } = await sql<{ n: number }>`SELECT GREATEST(
        nextval(pg_get_serial_sequence('scope_rows', 'id')),
        (SELECT COALESCE(MAX(id), 0) + 1 FROM scope_rows)
      ) AS n`.execute(currentStore());
    return Number(rows[0]!.n);
  }
  const seq = await words()
    .selectFrom("sqlite_sequence")
    .select("seq")
    .where("name", "=", "scope_rows")
    .executeTakeFirst();
  const max = await currentStore()
    .selectFrom("scope_rows")
    .select((eb) => eb.fn.max("id").as("n"))
    .executeTakeFirst();
  return Math.max(Number(seq?.seq ?? 0), Number(max?.n ?? 0)) + 1;
}

/** The last place in the scope (0 when it is empty). */
export async function lastScopePosition(): Promise<number> {
  const row = await currentStore()
    .selectFrom("scope_rows")
    .select((eb) => eb.fn.max("position").as("n"))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Rows per INSERT: well inside SQLite's 32,766 parameters. */
const BATCH = 500;

function* batches<T>(items: readonly T[]): Generator<T[]> {
  for (let i = 0; i < items.length; i += BATCH) yield items.slice(i, i + BATCH);
}

const NO_COLUMNS = {
  kind: null,
  discipline: null,
  group_name: null,
  product: null,
  parameter: null,
  method: null,
  range: null,
  cmc: null,
  accredited: null,
  price_paise: null,
};

/**
 * A chunk of an import staged (call inside writeTogether): every row into the
 * staging table, and each added row into the scope marked STAGED, with its
 * services (and, by migration 0040's trigger, its search index).
 */
export async function stageScopeRows(
  plan: string,
  rows: readonly StagedScopeRow[],
  now: string,
): Promise<void> {
  const store = currentStore();
  const staged = rows.map(({ op, id, values: v, position, detail }) => ({
    plan,
    op,
    row_id: id,
    ...(v ? columnsOf(v) : NO_COLUMNS),
    position: position ?? null,
    services: v ? JSON.stringify([...new Set(v.services)]) : null,
    row_values: v ? JSON.stringify(v) : null,
    detail: detail ?? null,
  }));
  for (const batch of batches(staged))
    await store.withTables<StagingTables>().insertInto(staging()).values(batch).execute();
  const added = rows.filter((r) => r.op === "added" && r.values);
  for (const batch of batches(added))
    await store
      .insertInto("scope_rows")
      .values(
        batch.map(({ id, values, position }) => ({
          id,
          ...columnsOf(values!),
          position: position ?? null!,
          updated_at: now,
          removed_at: STAGED,
        })),
      )
      .execute();
  const services = added.flatMap(({ id, values }) =>
    [...new Set(values!.services)].map((service_id) => ({ row_id: id, service_id })),
  );
  for (const batch of batches(services))
    await store.insertInto("scope_row_services").values(batch).execute();
  const lastId = Math.max(0, ...added.map((r) => r.id));
  if (lastId > 0 && currentEngine() === "postgres")
    await sql`SELECT setval(pg_get_serial_sequence('scope_rows', 'id'), ${lastId})`.execute(store);
}

/**
 * The staged rows moved into the scope (call inside writeTogether), in a
 * handful of set-based statements (SQLite's own loops, no JavaScript per row):
 * changed rows rewritten, removed ones marked, added ones unmarked, the
 * places, services, versions and audit lines.
 */
export async function switchInScopeImport(plan: string, who: string, now: string): Promise<void> {
  const store = currentStore().withTables<StagingTables & { s: StagingTable }>();
  const table = staging();
  const staged = (ops: readonly StagedScopeRow["op"][]) =>
    store
      .selectFrom(table)
      .selectAll()
      .where("plan", "=", plan)
      .where("op", "in", ops)
      .orderBy("seq");
  const rowIdsOf = (op: StagedScopeRow["op"]) =>
    store.selectFrom(table).select("row_id").where("plan", "=", plan).where("op", "=", op);
  await store
    .updateTable("scope_rows")
    .from(staged(["changed"]).as("s"))
    .set((eb) => ({
      kind: eb.ref("s.kind").$castTo<string>(),
      discipline: eb.ref("s.discipline").$castTo<string>(),
      group_name: eb.ref("s.group_name").$castTo<string>(),
      product: eb.ref("s.product").$castTo<string>(),
      parameter: eb.ref("s.parameter").$castTo<string>(),
      method: eb.ref("s.method").$castTo<string>(),
      range: eb.ref("s.range").$castTo<string>(),
      cmc: eb.ref("s.cmc").$castTo<string>(),
      accredited: eb.ref("s.accredited").$castTo<number>(),
      price_paise: eb.ref("s.price_paise"),
      position: eb.fn.coalesce("s.position", "scope_rows.position").$castTo<number>(),
      updated_at: now,
    }))
    .whereRef("scope_rows.id", "=", "s.row_id")
    .execute();
  await store
    .updateTable("scope_rows")
    .set({ removed_at: now, updated_at: now })
    .where("id", "in", rowIdsOf("removed"))
    .execute();
  await store
    .updateTable("scope_rows")
    .set({ removed_at: null, updated_at: now })
    .where("removed_at", "=", STAGED)
    .execute();
  await store
    .updateTable("scope_rows")
    .from(staged(["same"]).as("s"))
    .set((eb) => ({ position: eb.ref("s.position").$castTo<number>() }))
    .whereRef("scope_rows.id", "=", "s.row_id")
    .execute();
  await store.deleteFrom("scope_row_services").where("row_id", "in", rowIdsOf("changed")).execute();
  await store
    .insertInto("scope_row_services")
    .columns(["row_id", "service_id"])
    .expression(
      store
        .selectFrom([
          staged(["changed"]).as("s"),
          currentEngine() === "postgres"
            ? sql<{ value: string }>`json_array_elements_text(s.services::json)`.as("j")
            : sql<{ value: string }>`json_each(s.services)`.as("j"),
        ])
        .select(["s.row_id", sql<string>`j.value`.as("service_id")]),
    )
    .execute();
  const written = staged(["changed", "removed", "added"]);
  await store
    .insertInto("scope_row_versions")
    .columns(["row_id", "saved_at", "who", "change", "row_values"])
    .expression(
      written
        .clearSelect()
        .select((eb) => [
          "row_id",
          eb.val(now).as("saved_at"),
          eb.val(who).as("who"),
          "op",
          "row_values",
        ]),
    )
    .execute();
  await store
    .insertInto("desk_audit")
    .columns(["at", "first_at", "who", "action", "detail"])
    .expression(
      written
        .clearSelect()
        .select((eb) => [
          eb.val(now).as("at"),
          eb.val(now).as("first_at"),
          eb.val(who).as("who"),
          eb(eb.val("scope row "), "||", eb.ref("op")).as("action"),
          "detail",
        ]),
    )
    .execute();
}

// ---------------------------------------------------------------- dry runs kept for their Apply

/** A dry run as kept (scope_import_plans, migration 0047): the plan itself is JSON. */
export interface KeptScopePlan {
  id: string;
  who: string;
  made: number;
  json: string;
}

/**
 * A dry run kept (inside one transaction): the plans older than `freshSince`
 * deleted (unless an Apply holds one since `leaseSince`), and the account's
 * oldest ones beyond `perAccount - 1` that no Apply holds, so this one makes
 * at most `perAccount`. Another account's plans are never touched.
 */
export async function keepScopePlan(
  plan: KeptScopePlan,
  {
    freshSince,
    leaseSince,
    perAccount,
  }: { freshSince: number; leaseSince: number; perAccount: number },
): Promise<void> {
  await writeTogether(async () => {
    const store = currentStore();
    await store
      .deleteFrom("scope_import_plans")
      .where("made_at", "<", freshSince)
      .where((eb) => eb.or([eb("applying_at", "is", null), eb("applying_at", "<", leaseSince)]))
      .execute();
    await store
      .deleteFrom("scope_import_plans")
      .where("id", "in", (eb) =>
        eb
          .selectFrom("scope_import_plans")
          .select("id")
          .where("who", "=", plan.who)
          .where("applying_at", "is", null)
          .orderBy("made_at", "desc")
          .orderBy("id")
          // SQLite needs a LIMIT before an OFFSET (-1: none); PostgreSQL refuses a negative one.
          .$if(currentEngine() === "sqlite", (q) => q.limit(-1))
          .offset(Math.max(perAccount - 1, 0)),
      )
      .execute();
    await store
      .insertInto("scope_import_plans")
      .values({ id: plan.id, who: plan.who, made_at: plan.made, plan: plan.json })
      .execute();
  });
}

/** The account's kept plan's JSON by its id, made since `freshSince` and not taken by an Apply. */
export async function keptScopePlanJson(
  id: string,
  who: string,
  freshSince: number,
): Promise<string | undefined> {
  const row = await currentStore()
    .selectFrom("scope_import_plans")
    .select("plan")
    .where("id", "=", id)
    .where("who", "=", who)
    .where("made_at", ">=", freshSince)
    .where("applying_at", "is", null)
    .executeTakeFirst();
  return row?.plan;
}

/**
 * The scope's one Apply slot taken for this plan (one statement, so two
 * servers cannot both take it): true when the account's plan is still kept,
 * fresh and not taken, and no other Apply has held the slot since
 * `leaseSince`.
 */
export async function takeScopePlan(
  id: string,
  who: string,
  { now, freshSince, leaseSince }: { now: number; freshSince: number; leaseSince: number },
): Promise<boolean> {
  const taken = await currentStore()
    .updateTable("scope_import_plans")
    .set({ applying_at: now })
    .where("id", "=", id)
    .where("who", "=", who)
    .where("made_at", ">=", freshSince)
    .where("applying_at", "is", null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("scope_import_plans as other")
            .select("other.id")
            .where("other.applying_at", ">=", leaseSince),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/** A plan forgotten: its Apply ended (`taken`), or it was refused one (then only while no Apply holds it). */
export async function forgetScopePlan(id: string, { taken }: { taken: boolean }): Promise<void> {
  let query = currentStore().deleteFrom("scope_import_plans").where("id", "=", id);
  if (!taken) query = query.where("applying_at", "is", null);
  await query.execute();
}
