import { desk } from "@/content/desk";
import { quotationWords } from "@/content/quotation";
import { quotationDeskHref } from "@/lib/quotation/deskActions";
import { fieldNamesWithRole } from "@/content/forms";
import { fieldLabel, formNameOf } from "@/content/leadNotification";
import { LEAD_STATUSES } from "@/lib/leads/listFilter";
import type { DeskLead } from "@/lib/leads/deskLead";
import { isInternalField, leadValueText } from "@/lib/leads/fieldText";
import { CasePage, type CaseOutcomeProps, type ShownCase } from "./DeskCaseParts";
import { EmailLink, PhoneLink } from "./ContactLinks";
import { mailHref, receivedAt } from "./deskFormat";

const words = desk.lead;
const phoneFields = new Set(fieldNamesWithRole("phone"));
const emailFields = new Set(fieldNamesWithRole("email"));
const statuses = LEAD_STATUSES.map((s) => [s, desk.statuses[s]] as const);

/** A visitor's field as shown: phones to call, e-mails to write to, the rest as typed. */
function FieldValue({ name, value }: { name: string; value: unknown }) {
  const text = leadValueText(name, value);
  if (text.trim() !== "" && phoneFields.has(name)) return <PhoneLink phone={text.trim()} />;
  if (text.trim() !== "" && emailFields.has(name)) return <EmailLink email={text.trim()} />;
  return text;
}

/** Fields as label and value, in the order the visitor filled them. */
function FieldRows({ fields }: { fields: readonly [string, unknown][] }) {
  return fields.map(([name, value]) => (
    <div key={name} className="contents">
      <dt className="font-semibold text-navy-900">{fieldLabel(name)}</dt>
      <dd className="min-w-0 break-words whitespace-pre-wrap">
        <FieldValue name={name} value={value} />
      </dd>
    </div>
  ));
}

/** One lead: every field as typed and its file, beside the case's panel (lib/cases). */
export function LeadDetail({
  shown,
  ...outcome
}: CaseOutcomeProps & { shown: ShownCase & { record: DeskLead } }) {
  const lead = shown.record;
  const fields = Object.entries(lead.fields);
  const visible = fields.filter(([name]) => !isInternalField(name));
  const internal = fields.filter(([name]) => isInternalField(name));
  const reply = lead.email
    ? mailHref(lead.email, `${lead.reference}: ${formNameOf(lead.form)}`)
    : undefined;
  return (
    <CasePage
      id="lead"
      words={words}
      back={{ href: "/desk", text: words.back }}
      heading={`${lead.reference} · ${formNameOf(lead.form)}`}
      received={receivedAt(lead.createdAt)}
      statuses={statuses}
      shown={shown}
      mail={{
        state: desk.notificationStates[lead.notification] ?? lead.notification,
        error: lead.notificationError,
      }}
      {...outcome}
    >
      {lead.form === "request" && (
        <p className="rounded-lg bg-white p-4">
          <a
            href={quotationDeskHref(lead.reference)}
            className="font-semibold text-accent-700 underline"
          >
            {quotationWords.desk.open}
          </a>
        </p>
      )}
      <section aria-labelledby="lead-fields" className="rounded-lg bg-white p-4">
        <h2 id="lead-fields" className="text-lg font-bold">
          {words.fields}
        </h2>
        <dl className="mt-3 grid gap-x-4 gap-y-2 sm:grid-cols-[12rem_1fr]">
          <FieldRows fields={visible} />
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
        {internal.length > 0 && (
          <details className="mt-4 rounded-md border border-steel-100 p-3 text-sm">
            <summary className="cursor-pointer font-semibold text-navy-900">{words.forIt}</summary>
            <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[12rem_1fr]">
              <FieldRows fields={internal} />
            </dl>
          </details>
        )}
        {reply && (
          <a
            href={reply}
            className="mt-4 inline-flex min-h-10 items-center rounded-md bg-navy-900 px-4 font-semibold text-white hover:bg-navy-800"
          >
            {words.reply}
          </a>
        )}
      </section>
    </CasePage>
  );
}
