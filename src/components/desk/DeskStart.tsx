import { desk } from "@/content/desk";
import type { AttentionItem } from "@/lib/attention/attention";
import { formatDateIN } from "@/lib/format";

const words = desk.start;

/**
 * The start page: what waits for this person, each line a link to the list
 * that shows it (the header's menu opens every area the person may read).
 */
export function DeskStart({
  items,
  twoFactorOn,
}: {
  items: AttentionItem[];
  /** Whether the person has two-factor sign-in: their own page is linked below. */
  twoFactorOn: boolean;
}) {
  const waiting = items.filter((item) => item.count > 0);
  return (
    <>
      <h1 className="text-2xl font-bold">{words.heading}</h1>
      <p className="mt-1 max-w-prose text-slate-700">{words.intro}</p>
      {waiting.length ? (
        <ul aria-labelledby="start-waiting" className="mt-4 grid gap-3 sm:grid-cols-2">
          {waiting.map((item) => (
            <li key={item.key} data-attention={item.key}>
              <a
                href={item.href}
                className="flex min-h-14 items-center gap-3 rounded-lg border border-amber-700 bg-amber-50 p-4 font-semibold text-amber-950 underline-offset-2 hover:underline"
              >
                <span className="text-2xl font-bold tabular-nums">{item.count}</span>
                <span>{words.items[item.key](item.count)}</span>
              </a>
              {item.due && item.due.length > 0 && (
                <ul className="mt-2 space-y-1 text-sm">
                  {item.due.map((d) => (
                    <li key={d.reference}>
                      <a href={d.href} className="font-semibold text-accent-700 underline">
                        {d.reference}
                      </a>{" "}
                      <span className="break-words">{d.about}</span>{" "}
                      <span className="text-slate-700">· {words.dueOn(formatDateIN(d.due))}</span>
                    </li>
                  ))}
                  {item.count > item.due.length && (
                    <li>
                      <a href={item.href} className="text-accent-700 underline">
                        {words.allDue(item.count)}
                      </a>
                    </li>
                  )}
                </ul>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p role="status" className="mt-4 rounded-lg bg-white p-4">
          {words.nothingWaits}
        </p>
      )}
      <h2 id="start-waiting" className="sr-only">
        {words.heading}
      </h2>
      <section aria-labelledby="start-account" className="mt-8">
        <h2 id="start-account" className="text-lg font-bold">
          {words.account}
        </h2>
        <p className="mt-1">
          <a href="/desk/two-factor" className="font-semibold text-navy-900 underline">
            {words.twoFactorLink}
          </a>{" "}
          {twoFactorOn ? words.twoFactorOn : words.twoFactorOff}
        </p>
        <p className="mt-1">
          <a href="/desk/account" className="font-semibold text-navy-900 underline">
            {words.profileLink}
          </a>{" "}
          {words.profileText}
        </p>
      </section>
    </>
  );
}
