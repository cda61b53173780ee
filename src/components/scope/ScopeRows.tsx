import { scopePage } from "@/content/scopePage";
import { formatRupees } from "@/lib/scope/money";
import type { ScopeRow } from "@/lib/scope/rows";
import { mayShowNablMark } from "@/lib/scope/symbol";

const words = scopePage;

/** "Accredited" beside the NABL mark, or "Not accredited" with no mark (lib/scope/symbol.ts). */
export function StandingBadge({ row }: { row: Pick<ScopeRow, "accredited"> }) {
  return mayShowNablMark([row]) ? (
    <span className="inline-flex items-center gap-1.5 rounded-full border border-emerald-700 bg-emerald-50 px-2.5 py-0.5 text-sm font-semibold text-emerald-900">
      <img
        src="/images/accreditations/nabl.svg"
        alt=""
        width={18}
        height={18}
        loading="lazy"
        className="size-[18px]"
      />
      {words.accredited}
    </span>
  ) : (
    <span className="inline-flex items-center rounded-full border border-slate-500 bg-white px-2.5 py-0.5 text-sm font-semibold text-slate-800">
      {words.notAccredited}
    </span>
  );
}

/**
 * One row of the scope as a card: the test and the product, its badge, the
 * method, range and CMC, the indicative price and its "Add to request" link
 * (an address: /scope keeps the picks in it, a service page goes to /request).
 */
export function ScopeRowCard({
  row,
  addHref,
  picked = false,
  headingLevel = 3,
  group,
}: {
  row: ScopeRow;
  addHref: string;
  picked?: boolean;
  headingLevel?: 3 | 4;
  /** The row's group, said above it where the rows are not under their groups' headings. */
  group?: string | undefined;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const product = row.kind === "calibration" ? words.columns.measurand : words.columns.product;
  return (
    <li
      id={`row-${row.id}`}
      className="scroll-mt-28 rounded-xl border border-steel-200 bg-white p-4 shadow-sm sm:p-5"
    >
      {group && <p className="mb-1 text-sm text-slate-600">{group}</p>}
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <Heading className="min-w-0 flex-1 basis-64 text-base font-bold text-navy-900">
          {row.parameter}
        </Heading>
        <StandingBadge row={row} />
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm text-slate-800 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-slate-600">{product}</dt>
        <dd className="min-w-0 break-words">{row.product}</dd>
        <dt className="font-semibold text-slate-600">{words.columns.method}</dt>
        <dd className="min-w-0 break-words">{row.method}</dd>
        {row.range && (
          <>
            <dt className="font-semibold text-slate-600">{words.columns.range}</dt>
            <dd className="min-w-0 break-words">{row.range}</dd>
          </>
        )}
        {row.cmc && (
          <>
            <dt className="font-semibold text-slate-600">{words.columns.cmc}</dt>
            <dd className="min-w-0 break-words">{row.cmc}</dd>
          </>
        )}
        <dt className="font-semibold text-slate-600">{words.columns.price}</dt>
        <dd>
          {row.pricePaise === null ? words.onRequest : words.price(formatRupees(row.pricePaise))}
        </dd>
      </dl>
      <p className="mt-3">
        {picked ? (
          <span className="inline-flex min-h-11 items-center font-semibold text-emerald-900">
            {words.added}
          </span>
        ) : (
          <a
            href={addHref}
            data-add-row={row.id}
            className="inline-flex min-h-11 items-center rounded-md border-2 border-accent-700 px-4 font-semibold text-accent-700 hover:bg-steel-50"
          >
            {words.add}
            <span className="sr-only">{words.addWhich(row.parameter, row.product)}</span>
          </a>
        )}
      </p>
    </li>
  );
}

/** Rows in the order given (best match first) under one heading, each with its group and kind. */
export function ScopeRankedRows({
  id,
  heading,
  rows,
  addHref,
  picked,
}: {
  id: string;
  heading: string;
  rows: readonly ScopeRow[];
  addHref: (row: ScopeRow) => string;
  picked: (row: ScopeRow) => boolean;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-bold text-navy-900">
        {heading}
      </h2>
      <ol className="mt-4 grid gap-4 xl:grid-cols-2">
        {rows.map((row) => (
          <ScopeRowCard
            key={row.id}
            row={row}
            addHref={addHref(row)}
            picked={picked(row)}
            group={`${row.group} · ${words.kindHeading[row.kind]}`}
          />
        ))}
      </ol>
    </section>
  );
}

/** Rows under a heading per group (in the order they come), each group a list. */
export function ScopeGroups({
  rows,
  addHref,
  picked,
}: {
  rows: readonly ScopeRow[];
  addHref: (row: ScopeRow) => string;
  picked: (row: ScopeRow) => boolean;
}) {
  const groups: { key: string; kind: ScopeRow["kind"]; name: string; rows: ScopeRow[] }[] = [];
  for (const row of rows) {
    const key = `${row.kind}/${row.group}`;
    const last = groups.at(-1);
    if (last?.key === key) last.rows.push(row);
    else groups.push({ key, kind: row.kind, name: row.group, rows: [row] });
  }
  return (
    <div className="space-y-10">
      {groups.map((g) => (
        <section key={g.key} aria-labelledby={`group-${slug(g.key)}`}>
          <h2 id={`group-${slug(g.key)}`} className="text-xl font-bold text-navy-900">
            {g.name}
            <span className="ml-2 text-base font-normal text-slate-600">
              {words.kindHeading[g.kind]}
            </span>
          </h2>
          <ul className="mt-4 grid gap-4 xl:grid-cols-2">
            {g.rows.map((row) => (
              <ScopeRowCard key={row.id} row={row} addHref={addHref(row)} picked={picked(row)} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
