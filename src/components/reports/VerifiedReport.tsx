import { ReportFacts } from "@/components/reports/ReportFacts";
import { ReportVerdict } from "@/components/reports/ReportVerdict";
import type { ReportView } from "@/lib/reports/publicView";

/**
 * A report's verdict and facts: the page a QR code opens, and a successful
 * lookup. A report awaiting authorisation shows its verdict alone: no facts,
 * no PDF.
 */
export function VerifiedReport({ view }: { view: ReportView }) {
  const { verify } = view.words;
  if (!view.public)
    return (
      <ReportVerdict verdict={view.verdict}>
        <p className="mt-3">{verify.status.awaitingHelp}</p>
      </ReportVerdict>
    );
  return (
    <>
      <ReportVerdict verdict={view.verdict}>
        {view.supersededBy && (
          <p className="mt-3">
            <a href={view.supersededBy.url} className="font-semibold underline">
              {verify.details.openNewer}
            </a>
          </p>
        )}
        {!view.report.accredited && (
          <p className="mt-3 font-semibold">{verify.status.notAccredited}</p>
        )}
        {view.amendments.map((amendment, i) => (
          <div key={i} className="mt-4 border-t border-current/30 pt-3">
            <p className="font-semibold">{amendment.heading}</p>
            <ul className="mt-1 list-disc space-y-1 pl-6">
              {amendment.changes.map((change, j) => (
                <li key={j}>{change}</li>
              ))}
            </ul>
          </div>
        ))}
      </ReportVerdict>
      <ReportFacts view={view} />
    </>
  );
}
