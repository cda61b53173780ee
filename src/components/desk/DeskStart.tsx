import { desk } from "@/content/desk";
import type { AttentionItem } from "@/lib/attention/attention";

const words = desk.start;

/** The start page: what waits for this person, each line a link to the list that shows it. */
export function DeskStart({
  items,
  areas,
}: {
  items: AttentionItem[];
  /** The parts of the desk this person may open (the registry's navigation). */
  areas: { href: string; text: string }[];
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
      <nav aria-labelledby="start-areas" className="mt-8">
        <h2 id="start-areas" className="text-lg font-bold">
          {words.areas}
        </h2>
        <ul className="mt-2 flex flex-wrap gap-2">
          {areas.map((area) => (
            <li key={area.href}>
              <a
                href={area.href}
                className="inline-flex min-h-11 items-center rounded-md border border-navy-900 bg-white px-4 font-semibold text-navy-900 hover:bg-steel-100"
              >
                {area.text}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
