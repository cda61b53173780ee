import { controlClass } from "@/components/forms/fields";
import { cases } from "@/content/cases";
import type { StatusChange } from "@/lib/cases/status";
import { DeskErrorSummary } from "./DeskErrorSummary";
import { receivedAt } from "./deskFormat";

/**
 * What every case's page shares (a lead's, an application's: lib/cases): what
 * the last Save did or why it was refused, and beside what was sent one
 * panel: the Update form (status and a note, one Save), the notes, the status
 * history, erasure behind a confirmation, and the state of the staff e-mail.
 * Each kind gives its own words, in the same shape.
 */

/** A kind's words on its page (content/desk.ts `lead`, content/applicationsDesk.ts `view`). */
export interface CaseWords {
  update: string;
  statusLabel: string;
  noteLabel: string;
  noteHint: string;
  save: string;
  saved: (status: string | undefined, note: boolean) => string;
  unchanged: string;
  notes: string;
  noNotes: string;
  erase: string;
  eraseWarning: string;
  eraseConfirm: string;
  eraseButton: string;
  notification: string;
  lastError: string;
}

type Note = { author: string; at: string; text: string };

const button = "min-h-10 rounded-md px-4 font-semibold text-white";

/** What the last Save changed (its address's `?done=`), or what was refused and why. */
export function CaseOutcome({
  words,
  saved,
  status,
  refused,
}: {
  words: CaseWords;
  saved: { status: boolean; note: boolean } | undefined;
  /** The status now, in words. */
  status: string;
  refused: { text: string; field?: string | undefined } | undefined;
}) {
  if (refused)
    return (
      <DeskErrorSummary
        className="mt-3"
        heading={cases.errors.heading}
        problems={[
          {
            text: refused.text,
            ...(refused.field === "note" || refused.field === "status"
              ? { href: `#case-${refused.field}` }
              : {}),
          },
        ]}
      />
    );
  if (!saved) return null;
  return (
    <p
      role="status"
      className="mt-3 rounded-md border border-green-700 bg-white p-3 text-green-900"
    >
      {saved.status || saved.note
        ? words.saved(saved.status ? status : undefined, saved.note)
        : words.unchanged}
    </p>
  );
}

type PanelProps = {
  /** Prefix of the headings' ids (unique on the page). */
  id: string;
  words: CaseWords;
  status: string;
  statuses: readonly (readonly [value: string, text: string])[];
  maxNote: number;
  notes: readonly Note[];
  history: readonly StatusChange[];
  mail: { state: string; error: string | null };
};

/** The case's panel: update, notes, history, erasure, e-mail. */
export function CasePanel({
  id,
  words,
  status,
  statuses,
  maxNote,
  notes,
  history,
  mail,
}: PanelProps) {
  const statusText = new Map(statuses);
  const said = (value: string) => statusText.get(value) ?? value;
  return (
    <div className="space-y-4">
      <form
        method="post"
        aria-labelledby={`${id}-update`}
        data-unsaved-warning
        className="rounded-lg bg-white p-4"
      >
        <h2 id={`${id}-update`} className="font-bold">
          {words.update}
        </h2>
        <input type="hidden" name="action" value="update" />
        <label className="mt-3 flex flex-col gap-1 text-sm font-semibold">
          {words.statusLabel}
          <select id="case-status" name="status" defaultValue={status} className={controlClass}>
            {statuses.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        </label>
        <label className="mt-3 flex flex-col gap-1 text-sm font-semibold">
          {words.noteLabel}
          <textarea
            id="case-note"
            name="note"
            rows={3}
            maxLength={maxNote}
            aria-describedby={`${id}-note-hint`}
            className={controlClass}
          />
        </label>
        <p id={`${id}-note-hint`} className="mt-1 text-xs text-slate-600">
          {words.noteHint}
        </p>
        <button type="submit" className={`mt-3 bg-navy-900 hover:bg-navy-800 ${button}`}>
          {words.save}
        </button>
      </form>
      <section aria-labelledby={`${id}-notes`} className="rounded-lg bg-white p-4 text-sm">
        <h2 id={`${id}-notes`} className="font-bold">
          {words.notes}
        </h2>
        {notes.length === 0 ? (
          <p className="mt-1 text-slate-700">{words.noNotes}</p>
        ) : (
          <ol className="mt-2 space-y-3">
            {notes.map((n, i) => (
              <li key={i}>
                <p className="text-xs text-slate-600">
                  {n.author} · {receivedAt(n.at)}
                </p>
                <p className="break-words whitespace-pre-wrap">{n.text}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby={`${id}-history`} className="rounded-lg bg-white p-4 text-sm">
        <h2 id={`${id}-history`} className="font-bold">
          {cases.history.heading}
        </h2>
        {history.length === 0 ? (
          <p className="mt-1 text-slate-700">{cases.history.none}</p>
        ) : (
          <ol className="mt-2 space-y-2">
            {history.map((c, i) => (
              <li key={i}>
                <p>
                  {cases.history.change(c.from === null ? undefined : said(c.from), said(c.to))}
                </p>
                <p className="text-xs break-words text-slate-600">
                  {c.who || cases.history.unknownWho} · {receivedAt(c.at)}
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>
      <details className="rounded-lg border border-red-700 bg-white p-4 text-sm">
        <summary className="cursor-pointer font-semibold text-red-800">{words.erase}</summary>
        <form method="post" className="mt-3 space-y-3">
          <input type="hidden" name="action" value="erase" />
          <p>{words.eraseWarning}</p>
          <label className="flex items-start gap-2">
            <input type="checkbox" name="confirm" value="yes" required className="mt-1 size-4" />
            {words.eraseConfirm}
          </label>
          <button type="submit" className={`bg-red-800 hover:bg-red-900 ${button}`}>
            {words.eraseButton}
          </button>
        </form>
      </details>
      <section aria-labelledby={`${id}-notification`} className="rounded-lg bg-white p-4 text-sm">
        <h2 id={`${id}-notification`} className="font-bold">
          {words.notification}
        </h2>
        <p className="mt-1">{mail.state}</p>
        {mail.error && (
          <p className="mt-1 break-words text-red-800">
            {words.lastError}: {mail.error}
          </p>
        )}
      </section>
    </div>
  );
}
