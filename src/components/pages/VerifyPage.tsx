import { PageIntro } from "@/components/sections/PageIntro";
import { PdfCheck } from "@/components/reports/PdfCheck";
import {
  ReportLookupForm,
  type LookupErrors,
  type LookupValues,
} from "@/components/reports/ReportLookupForm";
import { ReportVerdict } from "@/components/reports/ReportVerdict";
import { VerifiedReport } from "@/components/reports/VerifiedReport";
import { verify } from "@/content/reports";
import type { ReportView } from "@/lib/reports/publicView";
import type { Verdict } from "@/lib/reports/verdict";

/** What a lookup found: the whole report (ULR and code), its status only (no code), or nothing. */
export type LookupResult =
  | { kind: "report"; view: ReportView }
  | { kind: "status"; verdict: Verdict }
  | { kind: "missing"; verdict: Verdict };

/** /verify: how to check a report, the lookup by ULR and code, and the PDF check. */
export function VerifyPage({
  values,
  errors,
  result,
  notice,
}: {
  values: LookupValues;
  errors?: LookupErrors;
  result?: LookupResult | undefined;
  notice?: string | undefined;
}) {
  return (
    <>
      <PageIntro heading={verify.heading}>
        {verify.intro.map((p) => (
          <p key={p} className="mt-3 max-w-2xl text-lg text-slate-700">
            {p}
          </p>
        ))}
      </PageIntro>
      <div className="container-page max-w-3xl space-y-8 py-10">
        {notice && (
          <p
            role="alert"
            className="rounded-md border-2 border-red-800 bg-red-50 p-4 font-semibold text-red-950"
          >
            {notice}
          </p>
        )}
        {result && (
          <div id="verify-result" tabIndex={-1}>
            {result.kind === "report" ? (
              <VerifiedReport view={result.view} />
            ) : (
              <ReportVerdict verdict={result.verdict}>
                <p className="mt-3">
                  {result.kind === "status" ? verify.result.existsOnly : verify.result.missingHelp}
                </p>
              </ReportVerdict>
            )}
          </div>
        )}
        <ReportLookupForm values={values} errors={errors} />
        <PdfCheck />
      </div>
    </>
  );
}
