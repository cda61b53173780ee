import { PageIntro } from "@/components/sections/PageIntro";
import { PdfCheck } from "@/components/reports/PdfCheck";
import {
  ReportLookupForm,
  type LookupErrors,
  type LookupValues,
} from "@/components/reports/ReportLookupForm";
import { ReportVerdict } from "@/components/reports/ReportVerdict";
import { VerifiedReport } from "@/components/reports/VerifiedReport";
import { verify as englishVerify } from "@/content/reports";
import type { ReportView } from "@/lib/reports/publicView";
import type { Verdict } from "@/lib/reports/verdict";

/**
 * What a lookup answers: the report (its reference and the right code), the
 * same neutral line for any reference without a code (known or not), or
 * nothing matched (a wrong code and an unknown reference alike).
 */
export type LookupResult =
  | { kind: "report"; view: ReportView }
  | { kind: "needsCode" }
  | { kind: "missing"; verdict: Verdict };

/** /verify: how to check a report, the lookup by ULR and code, and the PDF check. */
export function VerifyPage({
  values,
  errors,
  result,
  notice,
  verify = englishVerify,
  action,
}: {
  /** The page's words in its language (English unless given) and where its form posts. */
  verify?: typeof englishVerify;
  action?: string;
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
            ) : result.kind === "needsCode" ? (
              <p
                role="status"
                className="rounded-xl border-2 border-slate-400 bg-white p-5 font-semibold text-navy-900 sm:p-6"
              >
                {verify.result.needsCode}
              </p>
            ) : (
              <ReportVerdict verdict={result.verdict}>
                <p className="mt-3">{verify.result.missingHelp}</p>
              </ReportVerdict>
            )}
          </div>
        )}
        <ReportLookupForm values={values} errors={errors} verify={verify} action={action} />
        <PdfCheck verify={verify} />
      </div>
    </>
  );
}
