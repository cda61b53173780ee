import { nablScopeUrl, reportKinds } from "@/content/reports";
import type { PublicReportView } from "@/lib/reports/publicView";
import { indiaDate, reportFacts } from "@/lib/reports/verdict";

/** What the register holds about a report, and its authentic PDF with its fingerprint. */
export function ReportFacts({ view }: { view: PublicReportView }) {
  const { report, pdf, pdfUrl, supersedes, words } = view;
  const { verify } = words;
  const d = verify.details;
  const accreditation = reportKinds[report.kind].accreditation;
  return (
    <>
      <section aria-labelledby="report-details" className="mt-8">
        <h2 id="report-details" className="text-xl font-bold">
          {d.heading}
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
          {reportFacts(report, words).map((row) => (
            <div key={row.label} className="contents">
              <dt className="font-semibold text-navy-900">{row.label}</dt>
              <dd className="[overflow-wrap:anywhere] text-slate-800">{row.value}</dd>
            </div>
          ))}
          {report.accredited && (
            <div className="contents">
              <dt className="font-semibold text-navy-900">{d.accreditation}</dt>
              <dd>
                {accreditation.number}{" "}
                <a
                  href={nablScopeUrl}
                  className="font-semibold text-accent-700 underline"
                  rel="noopener"
                >
                  {d.scope}
                </a>
              </dd>
            </div>
          )}
          {supersedes && (
            <div className="contents">
              <dt className="font-semibold text-navy-900">{d.supersedes}</dt>
              <dd>
                <a href={supersedes.url} className="font-semibold text-accent-700 underline">
                  {supersedes.name}
                </a>
              </dd>
            </div>
          )}
        </dl>
      </section>
      <section aria-labelledby="report-pdf" className="mt-8">
        <h2 id="report-pdf" className="text-xl font-bold">
          {verify.pdf.heading}
        </h2>
        {pdf ? (
          <>
            <p className="mt-3 print:hidden">
              <a href={pdfUrl} className="font-semibold text-accent-700 underline">
                {verify.pdf.view}
              </a>{" "}
              ({verify.pdf.version(pdf.version)})
            </p>
            {pdf.sealedBy && pdf.sealedAt && (
              <p className="mt-3">
                <strong className="text-navy-900">
                  {verify.pdf.sealed(pdf.sealedBy, indiaDate(pdf.sealedAt, words))}
                </strong>
                . <span className="text-sm text-slate-700">{verify.pdf.sealedHelp}</span>
              </p>
            )}
            <p className="mt-3 text-sm font-semibold text-navy-900">{verify.pdf.hash}</p>
            <p className="font-mono text-sm break-all text-slate-800">{pdf.sha256}</p>
            <p className="mt-1 text-sm text-slate-700">{verify.pdf.hashHelp}</p>
          </>
        ) : (
          <p className="mt-3">{verify.pdf.none}</p>
        )}
      </section>
    </>
  );
}
