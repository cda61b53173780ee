import { TextAreaField, TextField } from "@/components/forms/fields";
import { PageBanner } from "@/components/sections/PageBanner";
import { gstWords } from "@/content/gst";
import { quotationWords } from "@/content/quotation";
import { requestPage } from "@/content/request";
import { formatDateIN, indiaDateOf } from "@/lib/format";
import type { CustomerQuotationView } from "@/lib/quotation/customer";
import { quotationPdfHref } from "@/lib/quotation/mail";
import { formatRupees } from "@/lib/scope/money";

const w = quotationWords;
const c = w.customer;

/**
 * /quotation?key=…: the customer's quotation as the PDF has it (lines,
 * discount, taxes by the place of supply, total, validity, terms), then the
 * answer: accept with the purchase order, or ask for changes. A quotation
 * answered, replaced or past its validity says so instead.
 */
export function QuotationPage({ view }: { view: CustomerQuotationView }) {
  const q = view.quotation;
  if (!q || !view.key) return null;
  const label = w.numbered(q.number, q.version);
  const error = (field: string) => (view.error?.field === field ? view.error.message : undefined);
  const quote = requestPage.quote;
  return (
    <>
      <PageBanner heading={c.heading(label)} banner="services" />
      <section className="py-10 sm:py-14">
        <div className="container-page max-w-4xl space-y-8">
          <p className="text-slate-800">{c.intro}</p>
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[12rem_1fr]">
            <dt className="font-semibold">{w.date}</dt>
            <dd>{formatDateIN(indiaDateOf(q.sentAt))}</dd>
            <dt className="font-semibold">{w.validUntil}</dt>
            <dd data-quotation="valid-until">{formatDateIN(q.validUntil)}</dd>
            <dt className="font-semibold">{gstWords.placeOfSupply}</dt>
            <dd>{q.placeOfSupply}</dd>
          </dl>
          <section
            aria-labelledby="quotation-lines"
            className="rounded-xl border border-steel-200 bg-white p-4 sm:p-5"
          >
            <h2 id="quotation-lines" className="text-xl font-bold">
              {w.title}
            </h2>
            <ul className="mt-3 divide-y divide-steel-200">
              {q.lines.map((line, i) => (
                <li key={i} className="grid gap-1 py-3 sm:grid-cols-[1fr_auto] sm:gap-4">
                  <p className="min-w-0 break-words">{line.description}</p>
                  <p className="text-sm sm:text-right">
                    {line.quantity} × {formatRupees(line.pricePaise)}
                    {line.discountPercent > 0 && ` − ${line.discountPercent} %`}
                  </p>
                </li>
              ))}
            </ul>
            <dl className="mt-4 space-y-1 border-t border-navy-800 pt-3">
              <div className="flex justify-between gap-4">
                <dt>{quote.subtotal}</dt>
                <dd className="tabular-nums">{formatRupees(q.subtotalPaise)}</dd>
              </div>
              {q.taxes.map((tax) => (
                <div key={tax.kind} className="flex justify-between gap-4">
                  <dt>{quote.taxes[tax.kind]}</dt>
                  <dd className="tabular-nums" data-quotation={tax.kind}>
                    {formatRupees(tax.paise)}
                  </dd>
                </div>
              ))}
              <div className="flex justify-between gap-4 text-lg font-bold">
                <dt>{quote.total}</dt>
                <dd className="tabular-nums" data-quotation="total">
                  {formatRupees(q.totalPaise)}
                </dd>
              </div>
            </dl>
            <p className="mt-3 text-sm text-slate-700">{quote.sac}</p>
            <p className="text-sm text-slate-700">{quote.rounding}</p>
          </section>
          {q.terms && (
            <section aria-labelledby="quotation-terms">
              <h2 id="quotation-terms" className="text-xl font-bold">
                {w.terms}
              </h2>
              <p className="mt-2 whitespace-pre-line">{q.terms}</p>
            </section>
          )}
          <p>
            <a
              href={quotationPdfHref(view.key)}
              className="font-semibold text-accent-700 underline"
            >
              {c.pdf}
            </a>
          </p>
          {q.answer === "accepted" ? (
            <p
              role="status"
              className="rounded-md border-2 border-emerald-700 bg-emerald-50 p-4 font-semibold"
            >
              {c.accepted(q.poNumber ?? "")}
            </p>
          ) : q.answer === "changes" ? (
            <p
              role="status"
              className="rounded-md border-2 border-navy-800 bg-steel-50 p-4 font-semibold"
            >
              {c.changesSent}
            </p>
          ) : view.closed === "expired" ? (
            <p
              role="alert"
              className="rounded-md border-2 border-amber-700 bg-amber-50 p-4 font-semibold"
            >
              {c.expired}
            </p>
          ) : view.closed === "superseded" ? (
            <p
              role="alert"
              className="rounded-md border-2 border-amber-700 bg-amber-50 p-4 font-semibold"
            >
              {c.superseded}
            </p>
          ) : (
            <div className="grid gap-8 md:grid-cols-2">
              <form
                method="post"
                encType="multipart/form-data"
                aria-labelledby="quotation-accept"
                className="space-y-4 rounded-xl border-2 border-navy-800 p-4 sm:p-5"
              >
                <h2 id="quotation-accept" className="text-xl font-bold">
                  {c.accept}
                </h2>
                <input type="hidden" name="action" value="accept" />
                <TextField
                  id="quotation-po-number"
                  name="po_number"
                  label={c.poNumber}
                  required
                  maxLength={100}
                  defaultValue={view.values?.po_number ?? ""}
                  error={error("po_number")}
                />
                <TextField
                  id="quotation-po-file"
                  name="po_file"
                  label={c.poFile}
                  type="file"
                  accept=".pdf,.doc,.docx"
                  error={error("po_file")}
                  className="min-h-11 text-base"
                />
                <button
                  type="submit"
                  className="inline-flex min-h-12 items-center rounded-md bg-accent-700 px-5 font-semibold text-white hover:bg-accent-600"
                >
                  {c.acceptButton}
                </button>
              </form>
              <form
                method="post"
                encType="multipart/form-data"
                aria-labelledby="quotation-changes"
                className="space-y-4 rounded-xl border border-steel-200 p-4 sm:p-5"
              >
                <h2 id="quotation-changes" className="text-xl font-bold">
                  {c.changes}
                </h2>
                <input type="hidden" name="action" value="changes" />
                <TextAreaField
                  id="quotation-changes-text"
                  name="changes"
                  label={c.changesLabel}
                  rows={4}
                  required
                  maxLength={5000}
                  defaultValue={view.values?.changes ?? ""}
                  error={error("changes")}
                />
                <button
                  type="submit"
                  className="inline-flex min-h-12 items-center rounded-md border-2 border-navy-800 px-5 font-semibold text-navy-900 hover:bg-steel-100"
                >
                  {c.changesButton}
                </button>
              </form>
            </div>
          )}
        </div>
      </section>
    </>
  );
}
