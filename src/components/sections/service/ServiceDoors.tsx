import { ArrowRight } from "@/components/ui/icons";
import type { ServiceDoors as Doors } from "@/content/types";

/**
 * A short choice between the pages that serve the same equipment (cables in
 * the laboratory, or at the site): the page the visitor is on is said to be
 * the current one, the other is one link away.
 */
export function ServiceDoors({ doors, here }: { doors: Doors; here: string }) {
  return (
    <nav aria-label={doors.label}>
      <ul className="grid gap-4 sm:grid-cols-2">
        {doors.doors.map((door) => {
          const current = door.href === here;
          return (
            <li
              key={door.href}
              className={`rounded-2xl border p-5 ${current ? "border-accent-600 bg-steel-50" : "border-steel-200 bg-white"}`}
            >
              <p className="font-bold">{door.question}</p>
              <p className="mt-1 text-slate-700">{door.text}</p>
              {current ? (
                <p aria-current="page" className="mt-3 flex min-h-11 items-center font-semibold">
                  {doors.current}
                </p>
              ) : (
                <a
                  href={door.href}
                  className="mt-3 inline-flex min-h-11 items-center gap-2 font-semibold text-accent-700 hover:underline"
                >
                  {door.link}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
