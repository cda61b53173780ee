import { desk } from "@/content/desk";
import { fieldNamesWithRole } from "@/content/forms";
import { fieldLabel, fieldValueText, formNameOf } from "@/content/leadNotification";
import { MAX_NOTE_CHARS, type CaseNote } from "@/lib/cases/notes";
import type { StatusChange } from "@/lib/cases/status";
import { LEAD_STATUSES } from "@/lib/desk/leadFilter";
import type { DeskLead } from "@/lib/leads/desk";
import { CaseOutcome, CasePanel } from "./DeskCaseParts";
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

/** One lead: every field as typed, its file, and the case's panel (lib/cases). */
export function LeadDetail({
  lead,
  notes,
  history,
  saved,
  refused,
}: {
  lead: DeskLead;
  notes: CaseNote[];
  history: StatusChange[];
  /** What the last Save changed, to say so. */
  saved: { status: boolean; note: boolean } | undefined;
  /** What a post was refused for. */
  refused: { text: string; field?: string | undefined } | undefined;
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
      <CaseOutcome
        words={words}
        saved={saved}
        status={desk.statuses[lead.status]}
        refused={refused}
      />
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
                    href={`/desk/file?id=${encodeURIComponent(lead.reference)}`}
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
        <CasePanel
          id="lead"
          words={words}
          status={lead.status}
          statuses={LEAD_STATUSES.map((s) => [s, desk.statuses[s]] as const)}
          maxNote={MAX_NOTE_CHARS}
          notes={notes}
          history={history}
          mail={{
            state: desk.notificationStates[lead.notification] ?? lead.notification,
            error: lead.notificationError,
          }}
        />
      </div>
    </>
  );
}
