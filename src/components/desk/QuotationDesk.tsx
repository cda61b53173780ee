import { controlClass } from "@/components/forms/fields";
import { quotationWords } from "@/content/quotation";
import { requestPage } from "@/content/request";
import { formatDateIN, formatDateTimeIN } from "@/lib/format";
import { quotationFileHref, type QuotationDeskView } from "@/lib/quotation/deskActions";
import { unanswerable, type StoredQuotation } from "@/lib/quotation/stored";
import { formatRupees } from "@/lib/scope/money";
import { DeskErrorSummary } from "./DeskErrorSummary";

const w = quotationWords;

/** A version's state in words: accepted with its PO, changes asked, expired, replaced or waiting. */
export function quotationState(q: StoredQuotation, newest: number, now: Date): string {
  if (q.answer === "accepted") return w.status.accepted(q.poNumber ?? "");
  if (q.answer === "changes") return w.status.changes;
  const reason = unanswerable({ ...q, newest }, now);
  if (reason === "superseded") return w.status.superseded;
  if (reason === "expired") return w.status.expired;
  return w.status.sent;
}

/**
 * The desk's quotation of a test request: the lines to revise (price,
 * discount, a line the lab adds), the terms, Send; the link to hand over when
 * e-mail is off; every version with its total and the customer's answer.
 */
export function QuotationDesk({ view, now }: { view: QuotationDeskView; now: Date }) {
  const { lead, versions } = view;
  if (!lead) return null;
  const newest = versions[0]?.version ?? 0;
  const lines = [...view.lines, { description: "", quantity: "1", price: "", discount: "0" }];
  const l = w.lines;
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold">
          {w.desk.heading} · {lead.reference}
        </h1>
        <p className="mt-1">
          <a href={`/desk/lead?id=${encodeURIComponent(lead.reference)}`} className="underline">
            {w.desk.back}
          </a>
        </p>
      </div>
      {view.sent && (
        <p
          role="status"
          className="rounded-md border border-emerald-700 bg-emerald-50 p-3 font-semibold"
        >
          {w.desk.sent(`${versions[0]?.number ?? ""} (${w.version(view.sent)})`)}
        </p>
      )}
      {view.handOver && (
        <p className="rounded-md border border-amber-700 bg-amber-50 p-3">
          {w.desk.linkWhenNoMail} <code className="break-all">{view.handOver}</code>
        </p>
      )}
      <section aria-labelledby="quotation-history" className="rounded-lg bg-white p-4">
        <h2 id="quotation-history" className="text-lg font-bold">
          {w.desk.history}
        </h2>
        {versions.length === 0 ? (
          <p className="mt-2 text-slate-700">—</p>
        ) : (
          <ol className="mt-3 space-y-3">
            {versions.map((q) => (
              <li
                key={q.id}
                className="rounded-md border border-steel-200 p-3"
                data-version={q.version}
              >
                <p className="font-semibold">
                  {w.numbered(q.number, q.version)}: {formatRupees(q.totalPaise)}
                </p>
                <p data-quotation-state>{quotationState(q, newest, now)}</p>
                <p className="text-sm text-slate-700">
                  {formatDateTimeIN(q.sentAt)}, {q.sentBy}. {w.validUntil}{" "}
                  {formatDateIN(q.validUntil)}.
                </p>
                {q.changes && (
                  <p className="mt-1 text-sm">
                    {w.desk.changesAsked}: {q.changes}
                  </p>
                )}
                <p className="mt-1 flex flex-wrap gap-x-6 text-sm">
                  <a
                    href={quotationFileHref(lead.reference, "pdf", q.version)}
                    className="inline-flex min-h-11 items-center font-semibold text-accent-700 underline"
                  >
                    {q.fileName}
                  </a>
                  {q.poFileName && (
                    <a
                      href={quotationFileHref(lead.reference, "po", q.version)}
                      className="inline-flex min-h-11 items-center font-semibold text-accent-700 underline"
                    >
                      {w.desk.poFile}: {q.poFileName}
                    </a>
                  )}
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>
      <form
        method="post"
        className="space-y-5 rounded-lg bg-white p-4"
        aria-labelledby="quotation-form"
      >
        <h2 id="quotation-form" className="text-lg font-bold">
          {w.desk.open}
        </h2>
        <p className="text-slate-700">{w.desk.intro}</p>
        {!view.email && <p className="font-semibold text-red-800">{w.desk.noEmail}</p>}
        <DeskErrorSummary
          heading={w.desk.problems}
          problems={view.errors.map((text) => ({ text }))}
        />
        <ol className="space-y-4">
          {lines.map((line, i) => {
            const added = i === lines.length - 1;
            const field = (name: string) => `quotation-${i}-${name}`;
            return (
              <li
                key={i}
                className="grid gap-3 rounded-md border border-steel-200 p-3 sm:grid-cols-[1fr_6rem_9rem_7rem]"
              >
                {added && (
                  <p className="text-sm font-semibold sm:col-span-4">
                    {w.desk.addLine}: {w.desk.addLineHint}
                  </p>
                )}
                <div className="flex flex-col gap-1">
                  <label htmlFor={field("description")} className="text-sm font-semibold">
                    {l.description} {i + 1}
                  </label>
                  <textarea
                    id={field("description")}
                    name={`line.${i}.description`}
                    rows={3}
                    defaultValue={line.description}
                    className={controlClass}
                  />
                </div>
                <div className="flex flex-col gap-1">
                  <label htmlFor={field("quantity")} className="text-sm font-semibold">
                    {l.quantity} {i + 1}
                  </label>
                  <input
                    id={field("quantity")}
                    name={`line.${i}.quantity`}
                    inputMode="numeric"
                    defaultValue={line.quantity}
                    className={controlClass}
                  />
                </div>
                <div className="flex flex-col gap-1">
                  <label htmlFor={field("price")} className="text-sm font-semibold">
                    {l.price} {i + 1}
                  </label>
                  <input
                    id={field("price")}
                    name={`line.${i}.price`}
                    inputMode="decimal"
                    defaultValue={line.price}
                    className={controlClass}
                  />
                </div>
                <div className="flex flex-col gap-1">
                  <label htmlFor={field("discount")} className="text-sm font-semibold">
                    {l.discount} {i + 1}
                  </label>
                  <input
                    id={field("discount")}
                    name={`line.${i}.discount`}
                    inputMode="numeric"
                    defaultValue={line.discount}
                    className={controlClass}
                  />
                </div>
              </li>
            );
          })}
        </ol>
        <div className="flex flex-col gap-1">
          <label htmlFor="quotation-terms" className="font-semibold">
            {w.terms}
          </label>
          <textarea
            id="quotation-terms"
            name="terms"
            rows={4}
            maxLength={5000}
            defaultValue={view.terms}
            aria-describedby="quotation-terms-hint"
            className={controlClass}
          />
          <p id="quotation-terms-hint" className="text-sm text-slate-700">
            {w.desk.termsHint}
          </p>
        </div>
        <p className="text-sm text-slate-700">{requestPage.quote.rounding}</p>
        <button
          type="submit"
          disabled={!view.email}
          className="inline-flex min-h-11 items-center rounded-md bg-navy-900 px-5 font-semibold text-white hover:bg-navy-800"
        >
          {w.desk.send}
        </button>
      </form>
    </div>
  );
}
