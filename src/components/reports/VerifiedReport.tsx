import { ReportFacts } from "@/components/reports/ReportFacts";
import { ReportVerdict } from "@/components/reports/ReportVerdict";
import { verify } from "@/content/reports";
import type { ReportView } from "@/lib/reports/publicView";

/** A report's verdict and facts: the page a QR code opens, and a successful lookup. */
export function VerifiedReport({ view }: { view: ReportView }) {
  return (
    <>
      <ReportVerdict verdict={view.verdict}>
        {view.supersededByUrl && (
          <p className="mt-3">
            <a href={view.supersededByUrl} className="font-semibold underline">
              {verify.details.openNewer}
            </a>
          </p>
        )}
      </ReportVerdict>
      <ReportFacts view={view} />
    </>
  );
}
