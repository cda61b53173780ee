import { desk } from "@/content/desk";
import { fieldNamesWithRole } from "@/content/forms";
import { fieldLabel, fieldValueText, formNameOf } from "@/content/leadNotification";
import { controlClass } from "@/components/forms/fields";
import {
  LEAD_STATUSES,
  MAX_NOTE_CHARS,
  type DeskLead,
  type LeadNote,
  type LeadUpdate,
} from "@/lib/desk/leads";
import { EmailLink, PhoneLink } from "./ContactLinks";
import { mailHref, receivedAt } from "./deskFormat";

const words = desk.lead;
const phoneFields = new Set(fieldNamesWithRole("phone"));
const emailFields = new Set(fieldNamesWithRole("email"));

/** A visitor's field as shown: phones to call, e-mails to write to, the rest as typed. */
function FieldValue({ name, value }: { name: string; value: unknown }) {
  const text = fieldValueText(name, value);
  if (text.trim() !== "" && phoneFields.has(name)) return <PhoneLink phone={text.trim()} />;
  if (text.trim() !== "" && emailFields.has(name)) return <EmailLink email={text.trim()} />;
  return text;
}

/** One lead: every field as typed, its file, its notification and its status. */
export function LeadDetail({
  lead,
  notes,
  saved,
}: {
  lead: DeskLead;
  notes: LeadNote[];
  /** What the last Save changed, to say so. */
  saved: LeadUpdate | undefined;
}) {
  const reply = lead.email
    ? mailHref(lead.email, `${lead.reference}: ${formNameOf(lead.form)}`)
    : undefined;
  return (
    <>
      <a href="/desk" className="text-sm font-semibold text-accent-700 underline">
        {words.back}
      </a>
      <h1 className="mt-2 text-2xl font-bold">
        {lead.reference} · {formNameOf(lead.form)}
      </h1>
      <p className="text-sm text-slate-700">{receivedAt(lead.createdAt)}</p>
      {saved && (
        <p
          role="status"
          className="mt-3 rounded-md border border-green-700 bg-white p-3 text-green-900"
        >
          {saved.status || saved.note
            ? words.saved(saved.status ? desk.statuses[lead.status] : undefined, saved.note)
            : words.unchanged}
        </p>
      )}
      <div className="mt-4 grid gap-4 lg:grid-cols-[1fr_20rem]">
        <section aria-labelledby="lead-fields" className="rounded-lg bg-white p-4">
          <h2 id="lead-fields" className="text-lg font-bold">
            {words.fields}
          </h2>
          <dl className="mt-3 grid gap-x-4 gap-y-2 sm:grid-cols-[12rem_1fr]">
            {Object.entries(lead.fields).map(([name, value]) => (
              <div key={name} className="contents">
                <dt className="font-semibold text-navy-900">{fieldLabel(name)}</dt>
                <dd className="min-w-0 break-words whitespace-pre-wrap">
                  <FieldValue name={name} value={value} />
                </dd>
              </div>
            ))}
            {lead.fileName && (
              <div className="contents">
                <dt className="font-semibold text-navy-900">{words.file}</dt>
                <dd>
                  <a
                    href={`/desk/file?ref=${encodeURIComponent(lead.reference)}`}
                    className="font-semibold text-accent-700 underline"
                  >
                    {words.download} {lead.fileName}
                  </a>
                </dd>
              </div>
            )}
          </dl>
          {reply && (
            <a
              href={reply}
              className="mt-4 inline-flex min-h-10 items-center rounded-md bg-navy-900 px-4 font-semibold text-white hover:bg-navy-800"
            >
              {words.reply}
            </a>
          )}
        </section>
        <div className="space-y-4">
          <form
            method="post"
            aria-labelledby="lead-update"
            data-unsaved-warning
            className="rounded-lg bg-white p-4"
          >
            <h2 id="lead-update" className="font-bold">
              {words.update}
            </h2>
            <input type="hidden" name="action" value="update" />
            <label className="mt-3 flex flex-col gap-1 text-sm font-semibold">
              {words.status}
              <select name="status" defaultValue={lead.status} className={controlClass}>
                {LEAD_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {desk.statuses[s]}
                  </option>
                ))}
              </select>
            </label>
            <label className="mt-3 flex flex-col gap-1 text-sm font-semibold">
              {words.note}
              <textarea
                name="note"
                rows={3}
                maxLength={MAX_NOTE_CHARS}
                aria-describedby="lead-note-hint"
                className={controlClass}
              />
            </label>
            <p id="lead-note-hint" className="mt-1 text-xs text-slate-600">
              {words.noteHint}
            </p>
            <button
              type="submit"
              className="mt-3 min-h-10 rounded-md bg-navy-900 px-4 font-semibold text-white hover:bg-navy-800"
            >
              {words.save}
            </button>
          </form>
          <section aria-labelledby="lead-notes" className="rounded-lg bg-white p-4 text-sm">
            <h2 id="lead-notes" className="font-bold">
              {words.notes}
            </h2>
            {notes.length === 0 ? (
              <p className="mt-1 text-slate-700">{words.noNotes}</p>
            ) : (
              <ol className="mt-2 space-y-3">
                {notes.map((n) => (
                  <li key={`${n.at}-${n.author}`}>
                    <p className="text-xs text-slate-600">
                      {n.author} · {receivedAt(n.at)}
                    </p>
                    <p className="break-words whitespace-pre-wrap">{n.text}</p>
                  </li>
                ))}
              </ol>
            )}
          </section>
          <details className="rounded-lg border border-red-700 bg-white p-4 text-sm">
            <summary className="cursor-pointer font-semibold text-red-800">{words.delete}</summary>
            <form method="post" className="mt-3 space-y-3">
              <input type="hidden" name="action" value="delete" />
              <p>{words.deleteWarning}</p>
              <label className="flex items-start gap-2">
                <input
                  type="checkbox"
                  name="confirm"
                  value="yes"
                  required
                  className="mt-1 size-4"
                />
                {words.deleteConfirm}
              </label>
              <button
                type="submit"
                className="min-h-10 rounded-md bg-red-800 px-4 font-semibold text-white hover:bg-red-900"
              >
                {words.deleteButton}
              </button>
            </form>
          </details>
          <section aria-labelledby="lead-notification" className="rounded-lg bg-white p-4 text-sm">
            <h2 id="lead-notification" className="font-bold">
              {words.notification}
            </h2>
            <p className="mt-1">
              {desk.notificationStates[lead.notification] ?? lead.notification}
            </p>
            {lead.notificationError && (
              <p className="mt-1 break-words text-red-800">
                {words.lastError}: {lead.notificationError}
              </p>
            )}
          </section>
        </div>
      </div>
    </>
  );
}
