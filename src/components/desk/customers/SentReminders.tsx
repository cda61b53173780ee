import { DeskTable, WIDE_ONLY } from "@/components/desk/DeskTable";
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
        <DeskTable
          caption={words.sentHeading}
          columns={[
            { label: c.sentAt },
            { label: c.address },
            { label: c.instrument },
            { label: c.dueDate },
            { label: c.kind, wideOnly: true },
          ]}
          className="min-w-[36rem]"
        >
          {rows.map((r, i) => (
            <tr key={i} className="border-b border-steel-100 align-top">
              <td className="px-3 py-2">
                {r.sentAt ? formatDateTimeIN(r.sentAt) : words.notConfirmed}
              </td>
              <td className="px-3 py-2 break-all">{r.email}</td>
              <td className="px-3 py-2">
                {[r.make, r.model].filter(Boolean).join(" ")} · {r.serialNumber}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{formatLongDateIN(r.dueDate)}</td>
              <td className={`px-3 py-2 ${WIDE_ONLY}`}>{words.kinds[r.kind]}</td>
            </tr>
          ))}
        </DeskTable>
      )}
      {stopped.length > 0 && (
        <>
          <h3 className="mt-6 text-lg font-semibold">{words.stoppedHeading}</h3>
          <ul className="mt-2 list-disc pl-6 break-all">
            {stopped.map((email) => (
              <li key={email}>{email}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
