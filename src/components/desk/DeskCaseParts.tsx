import { controlClass } from "@/components/forms/fields";
import { receivedAt } from "./deskFormat";

/**
 * What a lead's page and an application's page share: one Update form (status
 * and a note, one Save), the notes so far, erasure behind a confirmation, and
 * the state of the staff e-mail.
 */

const button = "min-h-10 rounded-md px-4 font-semibold text-white";

type UpdateProps = {
  /** Prefix of the ids inside (unique on the page). */
  id: string;
  heading: string;
  statusLabel: string;
  status: string;
  statuses: readonly (readonly [value: string, text: string])[];
  noteLabel: string;
  noteHint: string;
  maxNote: number;
  save: string;
};

export function CaseUpdateForm(p: UpdateProps) {
  return (
    <form
      method="post"
      aria-labelledby={`${p.id}-update`}
      data-unsaved-warning
      className="rounded-lg bg-white p-4"
    >
      <h2 id={`${p.id}-update`} className="font-bold">
        {p.heading}
      </h2>
      <input type="hidden" name="action" value="update" />
      <label className="mt-3 flex flex-col gap-1 text-sm font-semibold">
        {p.statusLabel}
        <select name="status" defaultValue={p.status} className={controlClass}>
          {p.statuses.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      </label>
      <label className="mt-3 flex flex-col gap-1 text-sm font-semibold">
        {p.noteLabel}
        <textarea
          name="note"
          rows={3}
          maxLength={p.maxNote}
          aria-describedby={`${p.id}-note-hint`}
          className={controlClass}
        />
      </label>
      <p id={`${p.id}-note-hint`} className="mt-1 text-xs text-slate-600">
        {p.noteHint}
      </p>
      <button type="submit" className={`mt-3 bg-navy-900 hover:bg-navy-800 ${button}`}>
        {p.save}
      </button>
    </form>
  );
}

type Note = { author: string; at: string; text: string };

export function CaseNotes({
  id,
  heading,
  none,
  notes,
}: {
  id: string;
  heading: string;
  none: string;
  notes: readonly Note[];
}) {
  return (
    <section aria-labelledby={`${id}-notes`} className="rounded-lg bg-white p-4 text-sm">
      <h2 id={`${id}-notes`} className="font-bold">
        {heading}
      </h2>
      {notes.length === 0 ? (
        <p className="mt-1 text-slate-700">{none}</p>
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
  );
}

type EraseProps = {
  /** The hidden `action` value the page's POST handler expects. */
  action: string;
  summary: string;
  warning: string;
  confirm: string;
  submit: string;
};

/** Erasure on request, closed until opened, and only with the box ticked. */
export function CaseErase({ action, summary, warning, confirm, submit }: EraseProps) {
  return (
    <details className="rounded-lg border border-red-700 bg-white p-4 text-sm">
      <summary className="cursor-pointer font-semibold text-red-800">{summary}</summary>
      <form method="post" className="mt-3 space-y-3">
        <input type="hidden" name="action" value={action} />
        <p>{warning}</p>
        <label className="flex items-start gap-2">
          <input type="checkbox" name="confirm" value="yes" required className="mt-1 size-4" />
          {confirm}
        </label>
        <button type="submit" className={`bg-red-800 hover:bg-red-900 ${button}`}>
          {submit}
        </button>
      </form>
    </details>
  );
}

type MailProps = {
  id: string;
  heading: string;
  state: string;
  error?: string | null | undefined;
  errorLabel: string;
};

/** Whether the staff e-mail went out, and the mail server's last answer when it did not. */
export function CaseMailState({ id, heading, state, error, errorLabel }: MailProps) {
  return (
    <section aria-labelledby={`${id}-notification`} className="rounded-lg bg-white p-4 text-sm">
      <h2 id={`${id}-notification`} className="font-bold">
        {heading}
      </h2>
      <p className="mt-1">{state}</p>
      {error && (
        <p className="mt-1 break-words text-red-800">
          {errorLabel}: {error}
        </p>
      )}
    </section>
  );
}
