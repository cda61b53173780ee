import { controlClass } from "@/components/forms/fields";
import { ScopeGroups, ScopeRankedRows } from "@/components/scope/ScopeRows";
import { PageIntro } from "@/components/sections/PageIntro";
import type { Certificate } from "@/content/certificates";
import { nablScopeUrl } from "@/content/reports";
import { scopePage } from "@/content/scopePage";
import { certificateStanding } from "@/lib/certificateStanding";
import { formatLongDateIN } from "@/lib/format";
import { Pagination } from "@/components/sections/blog/Pagination";
import {
  addHref,
  SCOPE_PAGE_ROWS,
  SCOPE_PATH,
  scopeHref,
  type ScopePageData,
} from "@/lib/scope/publicQuery";
import { picksValue, requestHref } from "@/lib/scope/requestLink";
import { SCOPE_SEARCH_MAX, SCOPE_SEARCH_MIN, scopeKinds } from "@/lib/scope/rows";

const words = scopePage;
const s = words.search;

/**
 * /scope: the certificates beside the heading and NABL's copy of the scope,
 * the search (a GET form: works with no script), the tests picked for a
 * request so far, and the rows grouped by group, each with its badge and
 * "Add to request".
 */
export function ScopePage({
  data,
  certificates,
  today,
}: {
  data: ScopePageData;
  /** The NABL certificates (testing, calibration) as the desk keeps them. */
  certificates: readonly Certificate[];
  today: string;
}) {
  const { query, facets, rows, total, pageCount, ranked, nearest } = data;
  const { filter, picks, page } = query;
  const first = (page - 1) * SCOPE_PAGE_ROWS + 1;
  const pickedIds = new Set(picks.map((p) => p.id));
  const searched = Boolean(filter.q || filter.kind || filter.discipline || filter.group);
  const message =
    query.problem === "tooShort"
      ? s.tooShort(SCOPE_SEARCH_MIN)
      : query.problem === "tooLong"
        ? s.tooLong(SCOPE_SEARCH_MAX)
        : query.problem === "wrongFilter"
          ? s.wrongFilter
          : query.problem === "wrongPage"
            ? s.wrongPage
            : undefined;
  const select = (
    name: "kind" | "discipline" | "group",
    label: string,
    options: readonly { value: string; text: string }[],
  ) => (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={`scope-${name}`} className="text-sm font-semibold text-navy-900">
        {label}
      </label>
      <select
        id={`scope-${name}`}
        name={name}
        defaultValue={filter[name] ?? ""}
        className={controlClass}
      >
        <option value="">{s.all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.text}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <>
      <PageIntro heading={words.heading} intro={words.intro}>
        <ul className="mt-4 space-y-1 text-slate-800">
          {certificates.map((c) => {
            const standing = certificateStanding(c, today);
            return (
              <li key={c.id}>
                <span className="font-semibold">{words.certificate(c.name, c.number)}</span>,{" "}
                {standing.valid
                  ? words.validUntil(formatLongDateIN(standing.until))
                  : words.renewal}
              </li>
            );
          })}
        </ul>
        <p className="mt-3">
          <a href={nablScopeUrl} className="font-semibold text-accent-700 underline" rel="external">
            {words.nablDocument}
          </a>{" "}
          <span className="text-sm text-slate-600">{words.nablDocumentNote}</span>
        </p>
      </PageIntro>
      <div className="container-page space-y-8 py-10">
        <form
          method="get"
          action={SCOPE_PATH}
          role="search"
          aria-labelledby="scope-search-legend"
          className="rounded-2xl border border-steel-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <h2 id="scope-search-legend" className="text-xl font-bold">
            {s.legend}
          </h2>
          <div className="mt-4 flex flex-col gap-1.5">
            <label htmlFor="scope-q" className="text-sm font-semibold text-navy-900">
              {s.label}
            </label>
            <input
              id="scope-q"
              type="search"
              name="q"
              defaultValue={query.text}
              maxLength={SCOPE_SEARCH_MAX}
              autoComplete="off"
              aria-describedby={`scope-q-hint${message ? " scope-q-message" : ""}`}
              aria-invalid={
                query.problem === "tooShort" || query.problem === "tooLong" ? true : undefined
              }
              className={controlClass}
            />
            <p id="scope-q-hint" className="text-sm text-slate-600">
              {s.hint}
            </p>
          </div>
          <div className="mt-4 grid gap-4 sm:grid-cols-3">
            {select(
              "kind",
              s.kind,
              scopeKinds.map((k) => ({ value: k, text: s.kinds[k] })),
            )}
            {select(
              "discipline",
              s.discipline,
              facets.disciplines.map((d) => ({ value: d, text: d })),
            )}
            {select(
              "group",
              s.group,
              facets.groups.map((g) => ({ value: g, text: g })),
            )}
          </div>
          {picks.length > 0 && (
            <input
              type="hidden"
              name="rows"
              value={picks.map((p) => `${p.id}x${p.quantity}`).join(",")}
            />
          )}
          <div className="mt-5 flex flex-wrap items-center gap-4">
            <button
              type="submit"
              className="inline-flex min-h-12 items-center justify-center rounded-md bg-navy-900 px-6 font-semibold text-white hover:bg-navy-800"
            >
              {s.submit}
            </button>
            {searched && (
              <a
                href={scopeHref({}, picks)}
                className="inline-flex min-h-11 items-center font-semibold underline"
              >
                {s.clear}
              </a>
            )}
          </div>
        </form>
        <div role="status" className="space-y-2">
          {message && (
            <p
              id="scope-q-message"
              className="rounded-md border-2 border-amber-700 bg-amber-50 p-4 font-semibold text-amber-950"
            >
              {message}
            </p>
          )}
          {searched && !message && (
            <p className="font-semibold text-navy-900">{total ? s.found(total) : s.none}</p>
          )}
        </div>
        <p className="text-sm text-slate-700">{words.priceNote}</p>
        {pageCount > 1 && (
          <p className="font-semibold text-navy-900">
            {s.shown(first, first + rows.length - 1, total)}
          </p>
        )}
        {ranked ? (
          (rows.length > 0 || nearest.length > 0) && (
            <ScopeRankedRows
              id={rows.length ? "scope-ranked" : "scope-nearest"}
              heading={rows.length ? s.ranked : s.nearest}
              rows={rows.length ? rows : nearest}
              addHref={(row) => addHref(filter, picks, row.id, page)}
              picked={(row) => pickedIds.has(row.id)}
            />
          )
        ) : (
          <ScopeGroups
            rows={rows}
            addHref={(row) => addHref(filter, picks, row.id, page)}
            picked={(row) => pickedIds.has(row.id)}
          />
        )}
        {pageCount > 1 && (
          <Pagination
            page={page}
            pageCount={pageCount}
            label={s.pages}
            hrefFor={(n) => scopeHref(filter, picks, "", n)}
          />
        )}
        {/* After the rows and sticky at the bottom of the screen: the running count and the way
            on stay in sight whichever row was added (scripts/scope-basket.ts adds without a reload). */}
        <section
          aria-labelledby="scope-basket"
          data-scope-basket={picksValue(picks)}
          hidden={picks.length === 0}
          className="sticky bottom-0 z-10 rounded-t-2xl border-2 border-navy-900 bg-steel-50 p-4 shadow-lg sm:p-5"
        >
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            <h2 id="scope-basket" className="text-lg font-bold">
              {words.basket.heading}
            </h2>
            <p role="status" data-scope-basket-count>
              {words.basket.count(picks.length)}
            </p>
            <a
              href={requestHref(picks)}
              data-scope-basket-go
              className="inline-flex min-h-12 items-center rounded-md bg-accent-700 px-6 font-semibold text-white hover:bg-accent-600"
            >
              {words.basket.go}
            </a>
            <a
              href={scopeHref(filter, [])}
              className="inline-flex min-h-11 items-center font-semibold underline"
            >
              {words.basket.clear}
            </a>
          </div>
        </section>
      </div>
    </>
  );
}
