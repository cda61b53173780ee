import { applicationsDesk } from "@/content/applicationsDesk";
import { upload } from "@/content/forms";
import { APPLICATION_STATUSES, type Application } from "@/lib/careers/applications";
import { cvHref } from "@/lib/careers/applicationsDeskActions";
import { CasePage, type CaseOutcomeProps, type ShownCase } from "../DeskCaseParts";
import { EmailLink, PhoneLink } from "../ContactLinks";
import { mailHref, receivedAt } from "../deskFormat";

const words = applicationsDesk.view;
const button = "min-h-10 rounded-md px-4 font-semibold text-white";
const statuses = APPLICATION_STATUSES.map((s) => [s, applicationsDesk.statuses[s]] as const);

const link = "inline-flex min-h-10 items-center font-semibold text-accent-700 underline";

/** The CV's name and size, "Open CV" (a PDF, in the browser's viewer) and "Download CV". */
function CvLinks({ application: a }: { application: Application }) {
  const pdf = a.cvType === "application/pdf";
  return (
    <>
      <span className="block">{words.cvFile(a.cvName, upload.sizeOf(a.cvSize))}</span>
      <span className="flex flex-wrap gap-x-4">
        {pdf && (
          <a
            href={cvHref(a.reference, { open: true })}
            aria-describedby="cv-open-hint"
            className={link}
          >
            {words.open}
          </a>
        )}
        <a href={cvHref(a.reference)} className={link}>
          {words.download}
        </a>
      </span>
      <span id={pdf ? "cv-open-hint" : undefined} className="block text-sm text-slate-700">
        {pdf ? words.openHint : words.notPdf}
      </span>
    </>
  );
}

/** One application: everything sent and the CV to open or download, beside the case's panel (lib/cases). */
export function ApplicationDetail({
  shown,
  ...outcome
}: CaseOutcomeProps & { shown: ShownCase & { record: Application } }) {
  const a = shown.record;
  const rows: [string, React.ReactNode][] = [
    [words.opening, a.openingTitle ?? words.general],
    [words.name, a.name],
    [words.email, <EmailLink key="e" email={a.email} />],
    [words.phone, <PhoneLink key="p" phone={a.phone} />],
    [words.currentRole, a.currentRole],
    [words.experience, a.experience],
    [words.noticePeriod, a.noticePeriod],
    [words.note, a.note || words.noNote],
    [words.cv, <CvLinks key="cv" application={a} />],
  ];
  return (
    <CasePage
      id="application"
      words={words}
      back={{ href: "/desk/applications", text: words.back }}
      heading={`${a.reference} · ${a.name}`}
      received={`${words.received} ${receivedAt(a.createdAt)}`}
      statuses={statuses}
      shown={shown}
      mail={{
        state: words.notificationStates[a.notification] ?? a.notification,
        error: a.notificationError,
      }}
      {...outcome}
    >
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
    </CasePage>
  );
}
