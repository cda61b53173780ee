import { applicationsDesk } from "@/content/applicationsDesk";
import { upload } from "@/content/forms";
import { APPLICATION_STATUSES, type Application } from "@/lib/careers/applications";
import { MAX_NOTE_CHARS, type CaseNote } from "@/lib/cases/notes";
import type { StatusChange } from "@/lib/cases/status";
import { CaseOutcome, CasePanel } from "../DeskCaseParts";
import { EmailLink, PhoneLink } from "../ContactLinks";
import { mailHref, receivedAt } from "../deskFormat";

const words = applicationsDesk.view;
const button = "min-h-10 rounded-md px-4 font-semibold text-white";

/** One application: everything sent, the CV to download, and the case's panel (lib/cases). */
export function ApplicationDetail({
  application: a,
  notes,
  history,
  saved,
  refused,
}: {
  application: Application;
  notes: CaseNote[];
  history: StatusChange[];
  /** What the last Save changed, to say so. */
  saved: { status: boolean; note: boolean } | undefined;
  /** What a post was refused for. */
  refused: { text: string; field?: string | undefined } | undefined;
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
      <CaseOutcome
        words={words}
        saved={saved}
        status={applicationsDesk.statuses[a.status]}
        refused={refused}
      />
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
        <CasePanel
          id="application"
          words={words}
          status={a.status}
          statuses={APPLICATION_STATUSES.map((s) => [s, applicationsDesk.statuses[s]] as const)}
          maxNote={MAX_NOTE_CHARS}
          notes={notes}
          history={history}
          mail={{
            state: words.notificationStates[a.notification] ?? a.notification,
            error: a.notificationError,
          }}
        />
      </div>
    </>
  );
}
