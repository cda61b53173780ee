import { renderToStaticMarkup } from "react-dom/server";
import { ReportVerdict } from "@/components/reports/ReportVerdict";
import { VerifiedReport } from "@/components/reports/VerifiedReport";
import type { ReportView } from "@/lib/reports/publicView";
import type { Verdict } from "@/lib/reports/verdict";
import { verifyWordsEn, type VerifyWords } from "@/lib/reports/verifyWords";

/** What a scanned QR code's token found: its report, nothing, or a client over the lookup limit. */
export type QrScanOutcome =
  | { kind: "report"; view: ReportView }
  | { kind: "missing"; verdict: Verdict }
  | { kind: "tooMany" };

/** The part of /verify/{token} that differs from one report to the next. */
export function QrScanResult({
  outcome,
  words = verifyWordsEn,
}: {
  outcome: QrScanOutcome;
  words?: VerifyWords;
}) {
  const { verify } = words;
  if (outcome.kind === "report") return <VerifiedReport view={outcome.view} />;
  if (outcome.kind === "missing")
    return (
      <ReportVerdict verdict={outcome.verdict}>
        <p className="mt-3">{verify.result.qrMissingHelp}</p>
      </ReportVerdict>
    );
  return (
    <p
      role="alert"
      className="rounded-md border-2 border-red-800 bg-red-50 p-4 font-semibold text-red-950"
    >
      {verify.form.errors.tooMany}
    </p>
  );
}

/** The result as HTML, for the slot in the page's kept frame (middleware/qrScanPage.ts). */
export const qrScanResultHtml = (outcome: QrScanOutcome, words?: VerifyWords) =>
  renderToStaticMarkup(<QrScanResult outcome={outcome} words={words} />);
