import type { ReactNode } from "react";
import { controlClass } from "@/components/forms/fields";
import { scopeDesk, scopeSearchWordsDesk } from "@/content/scopeDesk";
import { formatRupees } from "@/lib/scope/money";
import {
  SCOPE_DESK_HREF,
  CONFIRM_REMOVALS,
  SCOPE_EXPORT_HREF,
  scopeRowHref,
  type ScopeImportView,
} from "@/lib/scope/deskActions";
import type { ScopePlan } from "@/lib/scope/importScope";
import { scopeImportModes } from "@/lib/scope/planImport";
import { changesInWords, rowName } from "@/lib/scope/records";
import type { ScopeRow } from "@/lib/scope/rows";
import { DeskActionForm, DeskFileField, deskButton } from "../DeskActionForm";
import { DeskErrorSummary } from "../DeskErrorSummary";
import { DeskPager } from "../DeskListParts";
import { scopeDeskPageHref } from "@/lib/scope/deskList";
import { DeskTable, WIDE_ONLY } from "../DeskTable";

const words = scopeDesk;
const l = words.list;
const d = words.dryRun;
/** The dry run names at most this many rows of each kind; the rest are counted. */
const SHOWN = 200;

/** A kind of change: its count, and the first SHOWN rows in words (only those are put in words). */
function ChangeList<T>({
  id,
  heading,
  items,
  line,
  danger = false,
  children,
}: {
  id: string;
  heading: string;
  items: readonly T[];
  line: (item: T) => string;
  /** Removals: framed in red, first. */
  danger?: boolean;
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={
        danger && items.length
          ? "mt-4 rounded-md border-2 border-red-700 bg-red-50 p-3 text-red-950"
          : "mt-4"
      }
    >
      <h3 id={id} className="font-bold">
        {heading} ({items.length.toLocaleString("en-IN")})
      </h3>
      {children}
      {items.length === 0 ? (
        <p>{d.none}</p>
      ) : (
        <ul className="mt-1 list-disc pl-6 [overflow-wrap:anywhere]">
          {items.slice(0, SHOWN).map((item, i) => (
            <li key={i}>{line(item)}</li>
          ))}
          {items.length > SHOWN && <li>{d.more(items.length - SHOWN)}</li>}
        </ul>
      )}
    </section>
  );
}

/**
 * The dry run's Apply, at its top and its bottom: the counts in the button,
 * and when rows would be removed a box to tick first (required, and checked
 * again by the server: no script needed).
 */
function ApplyForm({ plan, where }: { plan: ScopePlan; where: "top" | "bottom" }) {
  const removed = plan.removed.length;
  const confirmId = `scope-confirm-${where}`;
  return (
    <form method="post" action={SCOPE_DESK_HREF} className="mt-4 space-y-3">
      <input type="hidden" name="action" value="apply" />
      <input type="hidden" name="plan" value={plan.id} />
      {removed > 0 && (
        <p className="flex items-start gap-3 font-semibold text-red-900">
          <input
            type="checkbox"
            id={confirmId}
            name="confirm"
            value={CONFIRM_REMOVALS}
            required
            className="mt-1 size-5 shrink-0 accent-red-800"
          />
          <label htmlFor={confirmId}>{d.confirm(removed)}</label>
        </p>
      )}
      <p className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          className={
            removed > 0
              ? "min-h-11 rounded-md bg-red-800 px-4 font-semibold text-white hover:bg-red-900"
              : deskButton
          }
        >
          {d.apply(plan.added.length, plan.changed.length, removed)}
        </button>
        <a href={SCOPE_DESK_HREF} className="inline-flex min-h-11 items-center underline">
          {d.cancel}
        </a>
      </p>
    </form>
  );
}

/** The dry run: what would be removed (first, in red), added and changed, and Apply above and below. */
function DryRun({ plan, problems }: { plan: ScopePlan; problems?: string[] | undefined }) {
  const nothing = !plan.added.length && !plan.changed.length && !plan.removed.length;
  return (
    <section
      aria-labelledby="scope-dry-run"
      className="mt-6 max-w-4xl rounded-lg border-2 border-navy-900 bg-white p-4"
    >
      <h2 id="scope-dry-run" className="text-xl font-bold">
        {d.heading}
      </h2>
      <p className="mt-1">{d.intro}</p>
      <p className="mt-1 font-semibold">{plan.mode === "replace" ? d.modeReplace : d.modeUpdate}</p>
      <p role="status" className="mt-2 font-semibold">
        {d.summary(plan.added.length, plan.changed.length, plan.removed.length, plan.same.length)}
      </p>
      {problems && problems.length > 0 && (
        <DeskErrorSummary
          heading={problems[0]!}
          problems={[{ text: d.confirm(plan.removed.length), href: "#scope-confirm-top" }]}
          className="mt-3"
        />
      )}
      {plan.ignored.length > 0 && <p className="mt-1">{d.ignored(plan.ignored)}</p>}
      {!plan.hasServices && <p className="mt-1">{d.noServices}</p>}
      {!nothing && <ApplyForm plan={plan} where="top" />}
      {(plan.mode === "replace" || plan.removed.length > 0) && (
        <ChangeList
          id="scope-removed"
          heading={d.removed}
          items={plan.removed}
          danger
          line={(r) => words.audit.removed(rowName(r.id, r.before))}
        >
          {plan.removed.length > 0 && (
            <p className="mt-1 font-semibold">{d.removedWarning(plan.removed.length)}</p>
          )}
        </ChangeList>
      )}
      <ChangeList
        id="scope-added"
        heading={d.added}
        items={plan.added}
        line={(a) => `${a.values.product}: ${a.values.parameter} (${a.values.method})`}
      />
      <ChangeList
        id="scope-changed"
        heading={d.changed}
        items={plan.changed}
        line={(c) => words.audit.changed(rowName(c.id, c.after), changesInWords(c.before, c.after))}
      />
      {nothing ? (
        <p className="mt-4 font-semibold">{d.nothing}</p>
      ) : (
        <ApplyForm plan={plan} where="bottom" />
      )}
    </section>
  );
}

/** The search's abbreviations and synonyms, one set a line, saved as a whole (audited). */
function SearchWords({ text, problems }: { text: string; problems?: string[] | undefined }) {
  const w = scopeSearchWordsDesk;
  return (
    <form
      method="post"
      action={SCOPE_DESK_HREF}
      aria-labelledby="scope-search-words"
      className="mt-8 max-w-3xl space-y-3 rounded-lg bg-white p-4"
    >
      <h2 id="scope-search-words" className="text-lg font-bold">
        {w.heading}
      </h2>
      <p className="text-sm">{w.intro}</p>
      {problems && problems.length > 0 && (
        <DeskErrorSummary
          heading={w.errors}
          problems={problems.map((p) => ({ text: p, href: "#scope-words" }))}
        />
      )}
      <input type="hidden" name="action" value="searchWords" />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="scope-words" className="font-semibold">
          {w.label}
        </label>
        <textarea
          id="scope-words"
          name="words"
          rows={12}
          defaultValue={text}
          aria-describedby="scope-words-hint"
          aria-invalid={problems && problems.length > 0 ? true : undefined}
          className={`${controlClass} font-mono text-sm`}
          spellCheck={false}
        />
        <p id="scope-words-hint" className="text-sm text-slate-700">
          {w.hint}
        </p>
      </div>
      <button type="submit" className={deskButton}>
        {w.save}
      </button>
    </form>
  );
}

/** /desk/scope: what the scope holds, the import with its dry run, the export, and every row to edit. */
export function ScopeDesk({
  rows,
  total,
  outside,
  page,
  pages,
  view,
  done,
  searchWords,
}: {
  /** The search words as kept, one set a line. */
  searchWords: string;
  rows: readonly ScopeRow[];
  total: number;
  outside: number;
  page: number;
  pages: number;
  view?: ScopeImportView | undefined;
  done?: string | undefined;
}) {
  return (
    <>
      <h1 className="text-2xl font-bold">{view?.kind === "plan" ? d.title : l.heading}</h1>
      <p className="mt-2 max-w-prose">{l.intro}</p>
      <div role="status" className="mt-4 max-w-3xl empty:hidden">
        {done && (
          <p className="rounded-md border border-green-800 bg-white p-3 font-semibold">{done}</p>
        )}
      </div>
      {view?.kind === "refused" && (
        <DeskErrorSummary
          heading={`${words.import.refusedTitle}. ${words.import.refused}`}
          problems={view.problems.slice(0, 100).map((text) => ({ text }))}
          className="mt-4 max-w-3xl"
        />
      )}
      {view?.kind === "plan" && <DryRun plan={view.plan} problems={view.problems} />}
      <div className="mt-6 grid max-w-5xl gap-6 md:grid-cols-2">
        <DeskActionForm
          id="scope-import"
          heading={words.import.heading}
          hint={words.import.intro}
          action={SCOPE_DESK_HREF}
          intent="import"
          files
          submit={words.import.submit}
        >
          <DeskFileField
            label={words.import.file}
            name="csv"
            id="scope-csv"
            accept=".csv,text/csv"
            required
            hint={words.import.fileHint}
          />
          <fieldset className="space-y-2">
            <legend className="font-semibold">{words.import.mode}</legend>
            {scopeImportModes.map((mode) => (
              <p key={mode} className="flex items-start gap-3">
                <input
                  type="radio"
                  id={`scope-mode-${mode}`}
                  name="mode"
                  value={mode}
                  defaultChecked={mode === "update"}
                  className="mt-1 size-5 shrink-0"
                />
                <label htmlFor={`scope-mode-${mode}`}>{words.import.modes[mode]}</label>
              </p>
            ))}
          </fieldset>
        </DeskActionForm>
        <section aria-labelledby="scope-export" className="space-y-3 rounded-lg bg-white p-4">
          <h2 id="scope-export" className="text-lg font-bold">
            {l.count(total, outside)}
          </h2>
          <p>
            <a href={SCOPE_EXPORT_HREF} className="font-semibold underline" download>
              {l.export}
            </a>
          </p>
          <p className="text-sm">{l.exportNote}</p>
          <p>
            <a href="/scope" className="underline">
              {l.public}
            </a>
          </p>
        </section>
      </div>
      <h2 className="mt-8 text-xl font-bold">{l.rowsHeading}</h2>
      {pages > 1 && <p className="mt-1">{l.page(page, pages)}</p>}
      <DeskTable
        caption={l.caption}
        columns={[
          { label: l.columns.id },
          { label: l.columns.parameter },
          { label: l.columns.product, wideOnly: true },
          { label: l.columns.method, wideOnly: true },
          { label: l.columns.accredited },
          { label: l.columns.price, wideOnly: true },
        ]}
        className=""
        wrapperClassName="mt-2"
      >
        {rows.map((r) => (
          <tr key={r.id} className="border-b border-steel-100 align-top last:border-0">
            <td className="px-3 py-2">
              <a
                href={scopeRowHref(r.id)}
                className="inline-flex min-h-10 items-center font-semibold underline"
              >
                {r.id}
                <span className="sr-only">: {l.editRow(r.id)}</span>
              </a>
            </td>
            <td className="px-3 py-2">
              {r.parameter}
              <span className="block text-slate-700 md:hidden">{r.product}</span>
            </td>
            <td className={`px-3 py-2 ${WIDE_ONLY}`}>{r.product}</td>
            <td className={`px-3 py-2 ${WIDE_ONLY}`}>{r.method}</td>
            <td className="px-3 py-2">{r.accredited ? l.yes : l.no}</td>
            <td className={`px-3 py-2 whitespace-nowrap ${WIDE_ONLY}`}>
              {r.pricePaise === null ? l.onRequest : formatRupees(r.pricePaise)}
            </td>
          </tr>
        ))}
      </DeskTable>
      <SearchWords
        text={view?.kind === "searchWords" ? view.text : searchWords}
        problems={view?.kind === "searchWords" ? view.problems : undefined}
      />
      {pages > 1 && (
        <DeskPager
          page={page}
          pages={pages}
          href={scopeDeskPageHref}
          label={l.pager.label}
          previous={l.pager.previous}
          next={l.pager.next}
        />
      )}
    </>
  );
}
