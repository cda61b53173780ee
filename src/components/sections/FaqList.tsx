import type { FaqItem } from "@/content/types";
import { ChevronDown } from "@/components/ui/icons";

/**
 * One answer open at a time, clicking the open question closes it: the
 * browser's exclusive <details name> accordion, so no script is needed.
 * Answers cap at 500 px (spec §9).
 */
export function FaqList({ items, idPrefix }: { items: FaqItem[]; idPrefix: string }) {
  return (
    <div className="divide-y divide-steel-200 rounded-xl border border-steel-200 bg-white">
      {items.map((item) => (
        <details key={item.question} name={idPrefix} className="group">
          <summary className="flex min-h-14 w-full cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-display font-semibold text-balance text-navy-900 group-open:text-accent-700 hover:text-accent-700 [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDown
              className="size-5 shrink-0 transition-transform duration-200 group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <p className="max-h-[500px] overflow-y-auto px-5 pb-5 text-slate-700">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
