import { desk } from "@/content/desk";
import { controlClass } from "@/components/forms/fields";
import { auditHref, type AuditGroup, type AuditQuery } from "@/lib/desk/auditLog";
import { formatDateTimeIN, formatDateTimeRangeIN } from "@/lib/format";
import { Breakable } from "./Breakable";
import { DeskTable } from "./DeskTable";

const words = desk.audit;

/** When a line happened: one time, or the first and last of a group (in India time). */
const when = (e: AuditGroup) =>
  e.count > 1 ? formatDateTimeRangeIN(e.firstAt, e.at) : formatDateTimeIN(e.at);

const pagerClass =
  "inline-flex min-h-10 items-center rounded-md border border-navy-900 px-4 font-semibold";

/**
 * The desk's audit log: a filter, a page of lines (repeated sign-ins and
 * failures grouped), newer and older links. Actions are shown in words
 * (desk.audit.actions), details with records' names; addresses and long
 * references wrap only after `.`, `@`, `-` and `/`.
 */
export function AuditLog({
  entries,
  query,
  hasOlder,
  actions,
  bad,
}: {
  entries: AuditGroup[];
  query: AuditQuery;
  hasOlder: boolean;
  actions: { action: string; words: string }[];
  bad: string[];
}) {
  const field = "flex flex-col gap-1.5 text-sm font-semibold text-navy-900";
  return (
    <>
      <h1 className="text-2xl font-bold">{words.heading}</h1>
      <p className="mt-1 text-sm text-slate-700">{words.intro}</p>
      {bad.length > 0 && (
        <p role="alert" className="mt-3 rounded-md border border-red-700 bg-white p-3 text-red-800">
          {words.badQuery(bad)}
        </p>
      )}
      <form
        method="get"
        action="/desk/audit"
        aria-label={words.filters}
        className="mt-4 grid gap-3 rounded-lg bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
      >
        <label className={field}>
          {words.who}
          <input
            name="who"
            type="search"
            defaultValue={query.who ?? ""}
            placeholder={words.whoHint}
            maxLength={200}
            className={controlClass}
          />
        </label>
        <label className={field}>
          {words.action}
          <select name="action" defaultValue={query.action ?? ""} className={controlClass}>
            <option value="">{words.anyAction}</option>
            {actions.map((a) => (
              <option key={a.action} value={a.action}>
                {a.words}
              </option>
            ))}
          </select>
        </label>
        <label className={field}>
          {words.from}
          <input name="from" type="date" defaultValue={query.from ?? ""} className={controlClass} />
        </label>
        <label className={field}>
          {words.to}
          <input name="to" type="date" defaultValue={query.to ?? ""} className={controlClass} />
        </label>
        <div className="flex items-end gap-3">
          <button
            type="submit"
            className="min-h-11 rounded-md bg-navy-900 px-4 font-semibold text-white hover:bg-navy-800"
          >
            {words.apply}
          </button>
          <a href="/desk/audit" className="inline-flex min-h-11 items-center underline">
            {words.clear}
          </a>
        </div>
      </form>
      {entries.length === 0 ? (
        <p className="mt-4">{words.empty}</p>
      ) : (
        <div className="mt-4">
          <DeskTable
            caption={words.heading}
            columns={Object.values(words.columns).map((label) => ({ label }))}
            className="min-w-[40rem]"
          >
            {entries.map((e, i) => (
              <tr key={`${e.at}-${i}`} className="border-b border-steel-100 align-top">
                <td className="px-3 py-2 whitespace-nowrap">{when(e)}</td>
                <td className="px-3 py-2">
                  <Breakable text={e.who} />
                </td>
                <td className="px-3 py-2">{words.times(words.actionWords(e.action), e.count)}</td>
                <td className="px-3 py-2">
                  <Breakable text={e.shown} />
                </td>
              </tr>
            ))}
          </DeskTable>
        </div>
      )}
      <nav aria-label={words.page(query.page)} className="mt-4 flex items-center gap-3">
        {query.page > 1 && (
          <a href={auditHref(query, query.page - 1)} className={pagerClass}>
            {words.newer}
          </a>
        )}
        <span className="text-sm text-slate-700">{words.page(query.page)}</span>
        {hasOlder && (
          <a href={auditHref(query, query.page + 1)} className={pagerClass}>
            {words.older}
          </a>
        )}
      </nav>
    </>
  );
}
