import type { ReactNode } from "react";
import { controlClass } from "@/components/forms/fields";
import { registerDesk } from "@/content/reports";
import { upload } from "@/content/forms";
import {
  displayReference,
  displayReferenceText,
  type PdfVersion,
  type Report,
} from "@/lib/reports/register";
import type { ReviewRights } from "@/lib/reports/deskActions";
import type { Amendment } from "@/lib/reports/review";
import { reportFacts } from "@/lib/reports/verdict";
import { formatLongDateIN, indiaDateOf } from "@/lib/format";
import { receivedAt } from "../deskFormat";
import { DeskActionForm, DeskFileField } from "../DeskActionForm";
import { DeskTable } from "../DeskTable";
import { reportHref, statusText } from "./registerFormat";
import { ReportAmendments, ReportAuthorisation, ReportReviewForms } from "./ReportReview";

const words = registerDesk.view;
const PDF = "application/pdf,.pdf";
const link = "font-semibold text-accent-700 underline";
const box = "space-y-3 rounded-lg bg-white p-4";

type Props = {
  report: Report;
  /** Who may see it in the customer portal (its customer addresses). */
  customerEmails: readonly string[];
  /** May change the report (the register's staff); `quality` only reads. */
  canChange: boolean;
  amendments: Amendment[];
  rights: ReviewRights;
  pdfs: PdfVersion[];
  verifyUrl: string;
  /** The QR code as an SVG document. */
  qrSvg: string;
  lastCheckedAt: string | undefined;
  today: string;
  /** The lab's certificate is set up (lib/reports/sealCertificate.ts): an unsealed PDF predates it. */
  sealSetUp: boolean;
  /** What just happened, said once. */
  done?: string | undefined;
  error?: string | undefined;
};

const q = (ulr: string) => `id=${encodeURIComponent(ulr)}`;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={box}>
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One report on the desk: its status, QR and link, PDF versions, and what staff may do with it. */
export function ReportRecord({
  report,
  customerEmails,
  canChange,
  amendments,
  rights,
  pdfs,
  verifyUrl,
  qrSvg,
  lastCheckedAt,
  today,
  sealSetUp,
  done,
  error,
}: Props) {
  const ulr = displayReference(report);
  const action = `/desk/reports/view?${q(report.reference)}`;
  const issued = report.status === "issued";
  /**
   * Still current (issued, or about to be): the QR can be stamped and the report withdrawn. Its
   * PDF is attached before authorisation; after it, replaced only by a signatory's amendment.
   */
  const current = canChange && (issued || report.status === "awaiting-authorisation");
  return (
    <>
      <p>
        <a href="/desk/reports" className="inline-flex min-h-10 items-center underline">
          {words.back}
        </a>
      </p>
      <h1 className="text-2xl font-bold break-all">{ulr}</h1>
      {done && (
        <p
          role="status"
          className="mt-3 rounded-md border border-green-700 bg-white p-3 text-green-900"
        >
          {done}
        </p>
      )}
      {error && (
        <p role="alert" className="mt-3 rounded-md border border-red-700 bg-white p-3 text-red-800">
          {error}
        </p>
      )}
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1">
        <div className="flex gap-2">
          <dt className="font-semibold">{words.status}:</dt>
          <dd data-testid="report-status">{statusText(report, today)}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="font-semibold">{words.checks}:</dt>
          <dd>
            {words.checkedTimes(report.checks)}
            {lastCheckedAt ? `, ${words.lastChecked(receivedAt(lastCheckedAt))}` : ""}
          </dd>
        </div>
      </dl>
      <ReportAuthorisation report={report} />
      {report.status === "withdrawn" && (
        <p className="mt-2">
          {words.withdrawnOn(
            receivedAt(report.withdrawnAt ?? report.createdAt),
            report.withdrawnReason ?? "",
          )}
        </p>
      )}
      {report.supersededBy && (
        <p className="mt-2">
          {words.supersededBy}{" "}
          <a href={reportHref(report.supersededBy)} className={link}>
            {displayReferenceText(report.supersededBy)}
          </a>
        </p>
      )}
      {report.supersedes && (
        <p className="mt-2">
          {words.supersedes}{" "}
          <a href={reportHref(report.supersedes)} className={link}>
            {displayReferenceText(report.supersedes)}
          </a>
        </p>
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Section id="verification" title={words.verification}>
          <img
            src={`data:image/svg+xml;base64,${Buffer.from(qrSvg).toString("base64")}`}
            alt={words.qrAlt(ulr)}
            width={200}
            height={200}
            className="size-50 border border-steel-200"
          />
          <dl className="space-y-2">
            <div>
              <dt className="text-sm font-semibold">{words.link}</dt>
              <dd className="[overflow-wrap:anywhere]">
                <a href={verifyUrl} className={link} data-testid="verify-link">
                  {verifyUrl}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold">{words.code}</dt>
              <dd className="font-mono text-lg" data-testid="verify-code">
                {report.code}
              </dd>
            </div>
          </dl>
          <p className="flex flex-wrap gap-x-4">
            <a
              href={`/desk/reports/qr.svg?${q(report.reference)}`}
              className={`${link} inline-flex min-h-10 items-center`}
              download
            >
              {words.qrSvg}
            </a>
            <a
              href={`/desk/reports/qr.png?${q(report.reference)}`}
              className={`${link} inline-flex min-h-10 items-center`}
              download
            >
              {words.qrPng}
            </a>
          </p>
        </Section>
        <Section id="details" title={words.details}>
          <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr]">
            {reportFacts(report)
              .filter((row) => row.label !== registerDesk.fields.ulr)
              .map((row) => (
                <div key={row.label} className="contents">
                  <dt className="font-semibold text-navy-900">{row.label}</dt>
                  <dd className="[overflow-wrap:anywhere]">{row.value}</dd>
                </div>
              ))}
            {customerEmails.length > 0 && (
              <>
                <dt className="font-semibold text-navy-900">{registerDesk.fields.customerEmail}</dt>
                <dd className="[overflow-wrap:anywhere]">{customerEmails.join(", ")}</dd>
              </>
            )}
          </dl>
          <p className="text-sm text-slate-700">
            {words.createdBy(report.createdBy, formatLongDateIN(indiaDateOf(report.createdAt)))}
          </p>
        </Section>
      </div>
      {canChange ? (
        <ReportReviewForms
          report={report}
          action={action}
          rights={rights}
          hasPdf={pdfs.length > 0}
        />
      ) : (
        <p className="mt-6 rounded-lg bg-white p-4">{words.readOnly}</p>
      )}
      <ReportAmendments amendments={amendments} />
      <section aria-labelledby="pdf-versions" className="mt-6">
        <h2 id="pdf-versions" className="text-lg font-bold">
          {words.pdfs}
        </h2>
        {pdfs[0]?.sealedBy && pdfs[0].sealedAt ? (
          <p className="mt-2 font-semibold">
            {registerDesk.seal.sealedBy(pdfs[0].sealedBy, receivedAt(pdfs[0].sealedAt))}
          </p>
        ) : (
          report.status !== "awaiting-authorisation" &&
          pdfs.length > 0 && (
            <p className="mt-2 rounded-md border border-amber-700 bg-white p-3">
              {sealSetUp ? registerDesk.seal.unsealedEarlier : registerDesk.seal.unsealed}
            </p>
          )
        )}
        {pdfs.length === 0 ? (
          <p className="mt-2">{words.noPdfs}</p>
        ) : (
          <DeskTable
            caption={words.pdfs}
            columns={Object.values(words.pdfColumns).map((label) => ({ label }))}
            className="min-w-[40rem]"
          >
            {pdfs.map((p) => (
              <tr key={p.version} className="border-b border-steel-100 align-top">
                <td className="px-3 py-2">{p.version}</td>
                <td className="px-3 py-2 font-mono text-xs [overflow-wrap:anywhere]">{p.sha256}</td>
                <td className="px-3 py-2 whitespace-nowrap">{upload.sizeOf(p.size)}</td>
                <td className="px-3 py-2">{words.addedBy(p.addedBy, receivedAt(p.addedAt))}</td>
                <td className="px-3 py-2">
                  <a
                    href={`/desk/reports/pdf?${q(report.reference)}&version=${p.version}`}
                    className={link}
                  >
                    {words.download(p.version)}
                  </a>
                </td>
              </tr>
            ))}
          </DeskTable>
        )}
      </section>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        {canChange && report.status === "awaiting-authorisation" && (
          <DeskActionForm
            id="attach"
            heading={words.attach.heading}
            hint={words.attach.hint}
            action={action}
            intent="attach"
            files
            submit={words.attach.submit}
          >
            <DeskFileField label={words.attach.file} name="pdf" accept={PDF} required />
          </DeskActionForm>
        )}
        {issued && canChange && rights.canReplacePdf && (
          <DeskActionForm
            id="replace-pdf"
            heading={words.replacePdf.heading}
            hint={words.replacePdf.hint}
            action={action}
            intent="replace-pdf"
            files
            submit={words.replacePdf.submit}
          >
            <DeskFileField label={words.replacePdf.file} name="pdf" accept={PDF} required />
            <label className="flex flex-col gap-1 text-sm font-semibold">
              {words.replacePdf.reason}
              <textarea name="reason" required maxLength={300} rows={2} className={controlClass} />
            </label>
          </DeskActionForm>
        )}
        {issued && canChange && !rights.canReplacePdf && (
          <section aria-labelledby="replace-pdf-heading" className={box}>
            <h2 id="replace-pdf-heading" className="text-lg font-bold">
              {words.replacePdf.heading}
            </h2>
            <p>{rights.cannotReplacePdf}</p>
          </section>
        )}
        {current && (
          <DeskActionForm
            id="stamp"
            heading={words.stamp.heading}
            hint={words.stamp.hint}
            action={action}
            intent="stamp"
            files
            submit={words.stamp.submit}
          >
            <DeskFileField label={words.stamp.file} name="pdf" accept={PDF} required />
          </DeskActionForm>
        )}
        {issued && canChange && (
          <DeskActionForm
            id="supersede"
            heading={words.supersede.heading}
            hint={words.supersede.hint}
            action={action}
            intent="supersede"
            submit={words.supersede.submit}
          >
            <label className="flex flex-col gap-1 text-sm font-semibold">
              {words.supersede.by}
              <input type="text" name="by" required className={controlClass} />
            </label>
          </DeskActionForm>
        )}
        {current && (
          <DeskActionForm
            id="withdraw"
            heading={words.withdraw.heading}
            hint={words.withdraw.hint}
            action={action}
            intent="withdraw"
            submit={words.withdraw.submit}
            danger
          >
            <label className="flex flex-col gap-1 text-sm font-semibold">
              {words.withdraw.reason}
              <textarea name="reason" required maxLength={300} rows={2} className={controlClass} />
            </label>
            <div className="flex items-start gap-2">
              <input
                id="withdraw-confirm"
                type="checkbox"
                name="confirm"
                value="yes"
                required
                className="mt-1 size-5 shrink-0"
              />
              <label htmlFor="withdraw-confirm" className="text-sm">
                {words.withdraw.confirm}
              </label>
            </div>
          </DeskActionForm>
        )}
      </div>
    </>
  );
}
