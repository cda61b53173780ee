import { verify } from "@/content/reports";

/**
 * "Check a PDF you received": the markup only. src/scripts/pdf-check.ts (a
 * plain script, no framework) shows it, hashes the chosen file with Web Crypto
 * and asks /api/reports/check for the hash; the file never leaves the device.
 */
export function PdfCheck() {
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
        <p
          data-pdf-check-result
          aria-live="polite"
          className="min-h-6 font-semibold text-navy-900"
          data-working={c.working}
          data-no-match={c.noMatch}
          data-failed={c.failed}
        />
      </div>
    </section>
  );
}
