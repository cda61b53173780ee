import { privacyDesk as words, REQUEST_KINDS } from "@/content/privacyRequest";
import { PRIVACY_STATUSES } from "@/lib/privacyRequests/case";
import { clockOf } from "@/lib/privacyRequests/answerClock";
import type { PrivacyListFilter, PrivacyRequestRow } from "@/lib/privacyRequests/store";
import { DeskFilters, DeskSelect } from "../desk/DeskListParts";
import { DeskTable, WIDE_ONLY } from "../desk/DeskTable";
import { receivedAt } from "../desk/deskFormat";

export const requestHref = (reference: string) =>
  `/desk/privacy/request?id=${encodeURIComponent(reference)}`;

/** The time a request has left of its 90 days, or how far past them it is; closed ones say so. */
function clockText(row: PrivacyRequestRow, now: Date): string {
  if (row.status !== "open") return words.closed;
  const clock = clockOf(row.createdAt, now);
  return clock.state === "overdue"
    ? words.daysOverdue(clock.daysOverdue)
    : words.daysLeft(clock.daysLeft);
}

/** /desk/privacy: the requests, newest first, with a plain GET filter. */
export function RequestList({
  rows,
  filter,
  now,
}: {
  rows: PrivacyRequestRow[];
  filter: PrivacyListFilter;
  now: Date;
}) {
  return (
    <>
      <h1 className="text-2xl font-bold">{words.listTitle}</h1>
      <p className="mt-1 text-sm">
        <a href="/desk/privacy/contact" className="font-semibold text-accent-700 underline">
          {words.contactLink}
        </a>
      </p>
      <DeskFilters
        action="/desk/privacy"
        label={words.filters.heading}
        onText=""
        on={Boolean(filter.status || filter.kind || filter.clock)}
        apply={words.filters.apply}
        clear={words.filters.clear}
        columns={4}
      >
        <DeskSelect
          label={words.filters.status}
          name="status"
          value={filter.status}
          any={words.filters.any}
          options={PRIVACY_STATUSES.map((s) => [s, words.statuses[s]] as const)}
        />
        <DeskSelect
          label={words.filters.kind}
          name="kind"
          value={filter.kind}
          any={words.filters.any}
          options={REQUEST_KINDS.map((k) => [k, words.kinds[k]] as const)}
        />
        <DeskSelect
          label={words.filters.clock}
          name="clock"
          value={filter.clock}
          any={words.filters.any}
          options={[
            ["due", words.filters.due],
            ["overdue", words.filters.overdue],
          ]}
        />
      </DeskFilters>
      {rows.length === 0 ? (
        <p className="mt-4">{words.none}</p>
      ) : (
        <DeskTable
          caption={words.listTitle}
          columns={[
            { label: words.columns.reference },
            { label: words.columns.opened, wideOnly: true },
            { label: words.columns.email, wideOnly: true },
            { label: words.columns.kind },
            { label: words.columns.status, wideOnly: true },
            { label: words.columns.clock },
          ]}
          className="md:min-w-[48rem]"
        >
          {rows.map((row) => (
            <tr key={row.reference} className="border-b border-steel-100 align-top">
              <td className="px-3 py-2">
                <a
                  href={requestHref(row.reference)}
                  className="font-semibold text-accent-700 underline"
                >
                  {row.reference}
                </a>
              </td>
              <td className={`px-3 py-2 whitespace-nowrap ${WIDE_ONLY}`}>
                {receivedAt(row.createdAt)}
              </td>
              <td className={`px-3 py-2 break-all ${WIDE_ONLY}`}>{row.email}</td>
              <td className="px-3 py-2">{words.kinds[row.kind]}</td>
              <td className={`px-3 py-2 ${WIDE_ONLY}`}>{words.statuses[row.status]}</td>
              <td className="px-3 py-2">{clockText(row, now)}</td>
            </tr>
          ))}
        </DeskTable>
      )}
    </>
  );
}
