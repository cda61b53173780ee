import { remindersDesk } from "@/content/portalReminders";
import { formatDateTimeIN, formatLongDateIN } from "@/lib/format";
import type { SentReminder } from "@/lib/portal/reminders";

const words = remindersDesk;

/** An organisation's reminders e-mailed, newest first: when, to which address, which instrument. */
export function SentReminders({
  rows,
  stopped,
}: {
  rows: readonly SentReminder[];
  stopped: readonly string[];
}) {
  const c = words.columns;
  return (
    <section aria-labelledby="reminders-sent" className="mt-8 max-w-4xl">
      <h2 id="reminders-sent" className="text-xl font-semibold">
        {words.sentHeading}
      </h2>
      <p className="mt-1 text-sm">{words.sentIntro}</p>
      {rows.length === 0 ? (
        <p className="mt-3">{words.noneSent}</p>
      ) : (
        <ul aria-label={words.sentHeading} className="mt-3 grid gap-2">
          {rows.map((r, i) => (
            <li key={i} className="rounded-lg bg-white p-3 text-sm">
              <p className="font-semibold">
                {r.sentAt ? formatDateTimeIN(r.sentAt) : words.notConfirmed} · {words.kinds[r.kind]}
              </p>
              <dl className="mt-1 grid gap-x-4 sm:grid-cols-[max-content_1fr]">
                <dt className="font-semibold text-navy-900">{c.address}</dt>
                <dd className="break-all">{r.email}</dd>
                <dt className="font-semibold text-navy-900">{c.instrument}</dt>
                <dd>
                  {[r.make, r.model].filter(Boolean).join(" ")} · {r.serialNumber}
                </dd>
                <dt className="font-semibold text-navy-900">{c.dueDate}</dt>
                <dd>{formatLongDateIN(r.dueDate)}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
      {stopped.length > 0 && (
        <>
          <h3 id="reminders-stopped" className="mt-6 text-lg font-semibold">
            {words.stoppedHeading}
          </h3>
          <ul aria-labelledby="reminders-stopped" className="mt-2 list-disc pl-6 break-all">
            {stopped.map((email) => (
              <li key={email}>{email}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
