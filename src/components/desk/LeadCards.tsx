import { desk } from "@/content/desk";
import { formNameOf } from "@/content/leadNotification";
import type { DeskLeadRow } from "@/lib/leads/deskLead";
import { EmailLink, PhoneLink } from "./ContactLinks";
import { todayInKolkata } from "@/lib/clock";
import { formatDateIN } from "@/lib/format";
import { formatRupees } from "@/lib/scope/money";
import { deskLeadHref, receivedAt } from "./deskFormat";

/** Who follows a lead up and by when ("Asha · 8/12/2026"), the date in red once it has come. */
export function LeadFollowUp({ row }: { row: DeskLeadRow }) {
  if (!row.owner && !row.followUp) return null;
  const due = row.followUp !== null && row.followUp <= todayInKolkata();
  return (
    <span className="break-words">
      {row.owner ?? desk.list.noOwner}
      {row.followUp && (
        <>
          {" · "}
          <span className={due ? "font-semibold text-red-800" : undefined}>
            {desk.list.followUpOn(formatDateIN(row.followUp), due)}
          </span>
        </>
      )}
    </span>
  );
}

/** The leads on a phone: one card each, who and how to reach them first. */
export function LeadCards({ rows, className }: { rows: DeskLeadRow[]; className: string }) {
  return (
    <ol aria-label={desk.list.heading} className={`mt-2 space-y-3 ${className}`}>
      {rows.map((r) => (
        <li key={r.reference} className="rounded-lg bg-white p-4 text-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <a
              href={deskLeadHref(r.reference)}
              className="inline-flex min-h-10 items-center font-semibold whitespace-nowrap text-accent-700 underline"
            >
              {r.reference}
            </a>
            <span className="rounded-full border border-navy-900 px-2 text-xs font-semibold text-navy-900">
              {desk.statuses[r.status]}
            </span>
          </div>
          <p className="text-xs text-slate-600">
            {receivedAt(r.createdAt)} · {formNameOf(r.form)}
          </p>
          {(r.owner || r.followUp) && (
            <p className="text-xs">
              <LeadFollowUp row={r} />
            </p>
          )}
          {r.name && <p className="mt-2 font-semibold text-navy-900">{r.name}</p>}
          {r.company && <p>{r.company}</p>}
          {(r.quotationPaise !== null || r.indicative) && (
            <p className="mt-1">
              <LeadAmount row={r} />
            </p>
          )}
          {(r.phone || r.email) && (
            <p className="mt-1 flex flex-wrap gap-x-4">
              {r.phone && (
                <PhoneLink phone={r.phone} className="inline-flex min-h-10 items-center" />
              )}
              {r.email && <EmailLink email={r.email} className="inline-block min-h-10 py-2.5" />}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}

/** A request's amount (its newest quotation's total, else the indicative quote's) and its state. */
export function LeadAmount({
  row,
}: {
  row: Pick<DeskLeadRow, "quotationPaise" | "indicative" | "quotation">;
}) {
  const amount = row.quotationPaise === null ? row.indicative : formatRupees(row.quotationPaise);
  if (!amount) return null;
  return (
    <>
      <span className="tabular-nums">{amount}</span>
      {row.quotation && <span className="block text-xs whitespace-normal">{row.quotation}</span>}
    </>
  );
}
