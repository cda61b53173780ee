import { applicationsDesk } from "@/content/applicationsDesk";
import { upload } from "@/content/forms";
import { controlClass } from "@/components/forms/fields";
import {
  APPLICATION_STATUSES,
  MAX_NOTE_CHARS,
  type Application,
  type ApplicationNote,
} from "@/lib/careers/applications";
import type { ApplicationUpdate } from "@/lib/careers/applicationsDesk";
import { EmailLink, PhoneLink } from "../ContactLinks";
import { mailHref, receivedAt } from "../deskFormat";

const words = applicationsDesk.view;
const button = "min-h-10 rounded-md px-4 font-semibold text-white";

/** One application: everything sent, the CV to download, status and notes, erasure on request. */
export function ApplicationDetail({
  application: a,
  notes,
  saved,
}: {
  application: Application;
  notes: ApplicationNote[];
  saved: ApplicationUpdate | undefined;
}) {
  const rows: [string, React.ReactNode][] = [
    [words.opening, a.openingTitle ?? words.general],
    [words.name, a.name],
    [words.email, <EmailLink key="e" email={a.email} />],
    [words.phone, <PhoneLink key="p" phone={a.phone} />],
    [words.currentRole, a.currentRole],
    [words.experience, a.experience],
    [words.noticePeriod, a.noticePeriod],
    [words.note, a.note || words.noNote],
    [
      words.cv,
      <a
        key="cv"
        href={`/desk/applications/cv?id=${encodeURIComponent(a.reference)}`}
        className="font-semibold text-accent-700 underline"
      >
        {words.download} {a.cvName} ({upload.sizeOf(a.cvSize)})
      </a>,
    ],
  ];
  return (
    <>
      <a href="/desk/applications" className="text-sm font-semibold text-accent-700 underline">
        {words.back}
      </a>
      <h1 className="mt-2 text-2xl font-bold">
        {a.reference} · {a.name}
      </h1>
      <p className="text-sm text-slate-700">
        {words.received} {receivedAt(a.createdAt)}
      </p>
      {saved && (
        <p
          role="status"
          className="mt-3 rounded-md border border-green-700 bg-white p-3 text-green-900"
        >
          {saved.status || saved.note
            ? words.saved(
                saved.status ? applicationsDesk.statuses[a.status] : undefined,
                saved.note,
              )
            : words.unchanged}
        </p>
      )}
      <div className="mt-4 grid gap-4 lg:grid-cols-[1fr_20rem]">
        <section aria-labelledby="application-sent" className="rounded-lg bg-white p-4">
          <h2 id="application-sent" className="text-lg font-bold">
            {words.sent}
          </h2>
          <dl className="mt-3 grid gap-x-4 gap-y-2 sm:grid-cols-[12rem_1fr]">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-semibold text-navy-900">{label}</dt>
                <dd className="min-w-0 break-words whitespace-pre-wrap">{value}</dd>
              </div>
            ))}
          </dl>
          <a
            href={mailHref(a.email, a.reference)}
            className={`mt-4 inline-flex items-center bg-navy-900 hover:bg-navy-800 ${button}`}
          >
            {words.reply}
          </a>
        </section>
        <div className="space-y-4">
          <form
            method="post"
            aria-labelledby="application-update"
            data-unsaved-warning
            className="rounded-lg bg-white p-4"
          >
            <h2 id="application-update" className="font-bold">
              {words.update}
            </h2>
            <input type="hidden" name="action" value="update" />
            <label className="mt-3 flex flex-col gap-1 text-sm font-semibold">
              {words.statusLabel}
              <select name="status" defaultValue={a.status} className={controlClass}>
                {APPLICATION_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {applicationsDesk.statuses[s]}
                  </option>
                ))}
              </select>
            </label>
            <label className="mt-3 flex flex-col gap-1 text-sm font-semibold">
              {words.noteLabel}
              <textarea
                name="note"
                rows={3}
                maxLength={MAX_NOTE_CHARS}
                aria-describedby="application-note-hint"
                className={controlClass}
              />
            </label>
            <p id="application-note-hint" className="mt-1 text-xs text-slate-600">
              {words.noteHint}
            </p>
            <button type="submit" className={`mt-3 bg-navy-900 hover:bg-navy-800 ${button}`}>
              {words.save}
            </button>
          </form>
          <section aria-labelledby="application-notes" className="rounded-lg bg-white p-4 text-sm">
            <h2 id="application-notes" className="font-bold">
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
          <details className="rounded-lg border border-red-700 bg-white p-4 text-sm">
            <summary className="cursor-pointer font-semibold text-red-800">{words.erase}</summary>
            <form method="post" className="mt-3 space-y-3">
              <input type="hidden" name="action" value="erase" />
              <p>{words.eraseWarning}</p>
              <label className="flex items-start gap-2">
                <input
                  type="checkbox"
                  name="confirm"
                  value="yes"
                  required
                  className="mt-1 size-4"
                />
                {words.eraseConfirm}
              </label>
              <button type="submit" className={`bg-red-800 hover:bg-red-900 ${button}`}>
                {words.eraseButton}
              </button>
            </form>
          </details>
          <section aria-labelledby="application-mail" className="rounded-lg bg-white p-4 text-sm">
            <h2 id="application-mail" className="font-bold">
              {words.notification}
            </h2>
            <p className="mt-1">{words.notificationStates[a.notification] ?? a.notification}</p>
            {a.notificationError && (
              <p className="mt-1 break-words text-red-800">
                {words.lastError}: {a.notificationError}
              </p>
            )}
          </section>
        </div>
      </div>
    </>
  );
}
