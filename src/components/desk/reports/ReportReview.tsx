import { TextField } from "@/components/forms/fields";
import { registerDesk, verify } from "@/content/reports";
import type { ReviewRights } from "@/lib/reports/deskActions";
import type { Report } from "@/lib/reports/register";
import { AMENDABLE_FIELDS, type Amendment, type AmendableField } from "@/lib/reports/review";
import { receivedAt } from "../deskFormat";
import { DeskActionForm, DeskFileField } from "../DeskActionForm";

const words = registerDesk.view;
const labels = registerDesk.fields;

const tokenName = (who: string) => (who.startsWith("api:") ? who.slice(4) : undefined);

/** Who made the report public and when, or that it still waits (and who may authorise it). */
export function ReportAuthorisation({ report }: { report: Report }) {
  const issuedBy = report.authorisedBy && tokenName(report.authorisedBy);
  return (
    <div className="mt-3 space-y-1" data-testid="report-authorisation">
      {report.status === "awaiting-authorisation" ? (
        <p className="rounded-md border border-amber-700 bg-amber-50 p-3 text-amber-950">
          {words.review.awaiting(report.createdBy, receivedAt(report.createdAt))}
        </p>
      ) : (
        report.authorisedAt && (
          <p>
            {issuedBy
              ? words.review.issuedByToken(issuedBy, receivedAt(report.authorisedAt))
              : words.review.authorisedBy(
                  report.signatory,
                  report.signatoryDesignation,
                  receivedAt(report.authorisedAt),
                )}
          </p>
        )
      )}
      {!report.accredited && <p>{words.review.notAccredited}</p>}
    </div>
  );
}

const dateField = (field: AmendableField) => field === "issueDate" || field === "dueDate";

function DetailFields({ report, prefix }: { report: Report; prefix: string }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {AMENDABLE_FIELDS.map((field) => (
        <TextField
          key={field}
          id={`${prefix}-${field}`}
          name={field}
          label={labels[field]}
          type={dateField(field) ? "date" : "text"}
          defaultValue={report[field] ?? ""}
          readOnly={field === "reportNumber" && !report.accredited}
        />
      ))}
    </div>
  );
}

/** Authorise, correct before authorisation, or amend after it: the forms that fit the report's state. */
export function ReportReviewForms({
  report,
  action,
  rights,
  hasPdf,
}: {
  report: Report;
  action: string;
  rights: ReviewRights;
  /** Its final PDF is attached: what a signatory authorises. */
  hasPdf: boolean;
}) {
  if (report.status === "awaiting-authorisation")
    return (
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        {rights.canAuthorise && hasPdf ? (
          <DeskActionForm
            id="authorise"
            heading={words.authorise.heading}
            hint={words.authorise.hint}
            action={action}
            intent="authorise"
            submit={words.authorise.submit}
          >
            {null}
          </DeskActionForm>
        ) : (
          <section aria-labelledby="authorise" className="space-y-3 rounded-lg bg-white p-4">
            <h2 id="authorise" className="text-lg font-bold">
              {words.authorise.heading}
            </h2>
            <p>{rights.cannotAuthorise ?? words.authorise.noPdf}</p>
          </section>
        )}
        <DeskActionForm
          id="edit"
          heading={words.edit.heading}
          hint={words.edit.hint}
          action={action}
          intent="edit"
          submit={words.edit.submit}
        >
          <DetailFields report={report} prefix="edit" />
        </DeskActionForm>
      </div>
    );
  if (report.status !== "issued") return null;
  return (
    <div className="mt-6">
      {rights.canAmend && rights.canReplacePdf ? (
        <DeskActionForm
          id="amend"
          heading={words.amend.heading}
          hint={words.amend.hint}
          action={action}
          intent="amend"
          files
          submit={words.amend.submit}
        >
          <DetailFields report={report} prefix="amend" />
          <DeskFileField
            label={words.amend.pdf}
            name="pdf"
            accept="application/pdf,.pdf"
            required
          />
          <TextField
            id="amend-reason"
            name="reason"
            label={words.amend.reason}
            required
            maxLength={300}
          />
        </DeskActionForm>
      ) : (
        <p className="rounded-lg bg-white p-4">
          {rights.canAmend ? rights.cannotReplacePdf : words.amend.onlySignatory}
        </p>
      )}
    </div>
  );
}

/** Every amendment, newest first, with what changed. */
export function ReportAmendments({ amendments }: { amendments: Amendment[] }) {
  if (!amendments.length) return null;
  const a = words.amendments;
  return (
    <section aria-labelledby="amendments" className="mt-6">
      <h2 id="amendments" className="text-lg font-bold">
        {a.heading}
      </h2>
      <ol aria-label={a.caption} className="mt-2 space-y-3">
        {amendments.map((amendment) => (
          <li key={amendment.at} className="rounded-lg bg-white p-4">
            <p className="font-semibold">
              {a.when(receivedAt(amendment.at), amendment.by)}: {amendment.reason}
            </p>
            <ul className="mt-1 list-disc pl-5">
              {amendment.changes.map((c) => (
                <li key={c.field} className="[overflow-wrap:anywhere]">
                  {c.field === "pdf"
                    ? a.change(
                        verify.amendments.fields.pdf,
                        c.from && verify.pdf.version(Number(c.from)),
                        verify.pdf.version(Number(c.to)),
                      )
                    : a.change(labels[c.field], c.from, c.to)}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
