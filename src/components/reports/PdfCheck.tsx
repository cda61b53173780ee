import { ReportVerdict } from "@/components/reports/ReportVerdict";
import { verify as englishVerify } from "@/content/reports";
import type { PdfCheckAnswer } from "@/lib/reports/publicView";
import type { VerdictTone } from "@/lib/reports/verdict";

/** The looks the check can answer with: the QR page's verdicts, and "notice" for a file that is no PDF. */
const TONES: (PdfCheckAnswer["verdict"] | Extract<VerdictTone, "notice">)[] = [
  "authentic",
  "older",
  "withdrawn",
  "superseded",
  "awaiting",
  "missing",
  "notice",
];

/**
 * "Check a PDF you received": the markup only. src/scripts/pdf-check.ts (a
 * plain script, no framework) shows it, checks that the chosen file is a PDF,
 * hashes it with Web Crypto and asks /api/reports/check for the hash; the file
 * never leaves the device. Each answer is shown in the QR page's own verdict
 * (ReportVerdict), from a template per tone rendered here, inside one live
 * region: the words carry the meaning, the icon is hidden from screen readers.
 */
export function PdfCheck({ verify = englishVerify }: { verify?: typeof englishVerify }) {
  const c = verify.check;
  return (
    <section
      aria-labelledby="pdf-check"
      className="rounded-2xl border border-steel-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="pdf-check" className="text-2xl font-bold">
        {c.heading}
      </h2>
      <p className="mt-2 text-slate-700">{c.intro}</p>
      <p className="mt-3 hidden font-semibold text-navy-900 noscript:block">{c.needsScript}</p>
      <div data-pdf-check hidden className="mt-4 space-y-3">
        <label htmlFor="pdf-check-file" className="block text-sm font-semibold text-navy-900">
          {c.label}
        </label>
        <input
          id="pdf-check-file"
          type="file"
          accept="application/pdf,.pdf"
          className="block w-full rounded-md border border-slate-400 bg-white p-2 text-base"
        />
        <div
          data-pdf-check-result
          role="status"
          aria-live="polite"
          aria-atomic="true"
          className="min-h-6 font-semibold text-navy-900"
          data-working={c.working}
          data-failed={c.failed}
          data-not-pdf={c.notPdf}
        />
        {TONES.map((tone) => (
          <template key={tone} data-pdf-check-verdict={tone}>
            <ReportVerdict verdict={{ tone, headline: "" }} live={false} compact>
              <p data-verdict-detail hidden className="mt-3" />
              <p data-verdict-link hidden className="mt-3 font-semibold underline" />
            </ReportVerdict>
          </template>
        ))}
      </div>
    </section>
  );
}
