import { applicationsDesk } from "@/content/applicationsDesk";
import { upload } from "@/content/forms";
import {
  APPLICATION_STATUSES,
  MAX_NOTE_CHARS,
  type Application,
  type ApplicationNote,
} from "@/lib/careers/applications";
import type { ApplicationUpdate } from "@/lib/careers/applicationsDesk";
import { CaseErase, CaseMailState, CaseNotes, CaseUpdateForm } from "../DeskCaseParts";
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
          <CaseUpdateForm
            id="application"
            heading={words.update}
            statusLabel={words.statusLabel}
            status={a.status}
            statuses={APPLICATION_STATUSES.map((s) => [s, applicationsDesk.statuses[s]] as const)}
            noteLabel={words.noteLabel}
            noteHint={words.noteHint}
            maxNote={MAX_NOTE_CHARS}
            save={words.save}
          />
          <CaseNotes id="application" heading={words.notes} none={words.noNotes} notes={notes} />
          <CaseErase
            action="erase"
            summary={words.erase}
            warning={words.eraseWarning}
            confirm={words.eraseConfirm}
            submit={words.eraseButton}
          />
          <CaseMailState
            id="application"
            heading={words.notification}
            state={words.notificationStates[a.notification] ?? a.notification}
            error={a.notificationError}
            errorLabel={words.lastError}
          />
        </div>
      </div>
    </>
  );
}
