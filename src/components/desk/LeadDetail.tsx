import { desk } from "@/content/desk";
import { fieldNamesWithRole } from "@/content/forms";
import { fieldLabel, fieldValueText, formNameOf } from "@/content/leadNotification";
import {
  LEAD_STATUSES,
  MAX_NOTE_CHARS,
  type DeskLead,
  type LeadNote,
  type LeadUpdate,
} from "@/lib/desk/leads";
import { CaseErase, CaseMailState, CaseNotes, CaseUpdateForm } from "./DeskCaseParts";
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
        <div className="space-y-4">
          <CaseUpdateForm
            id="lead"
            heading={words.update}
            statusLabel={words.status}
            status={lead.status}
            statuses={LEAD_STATUSES.map((s) => [s, desk.statuses[s]] as const)}
            noteLabel={words.note}
            noteHint={words.noteHint}
            maxNote={MAX_NOTE_CHARS}
            save={words.save}
          />
          <CaseNotes id="lead" heading={words.notes} none={words.noNotes} notes={notes} />
          <CaseErase
            action="delete"
            summary={words.delete}
            warning={words.deleteWarning}
            confirm={words.deleteConfirm}
            submit={words.deleteButton}
          />
          <CaseMailState
            id="lead"
            heading={words.notification}
            state={desk.notificationStates[lead.notification] ?? lead.notification}
            error={lead.notificationError}
            errorLabel={words.lastError}
          />
        </div>
      </div>
    </>
  );
}
