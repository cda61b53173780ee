import type { Benefit } from "@/content/types";
import { BadgeCheck } from "@/components/ui/icons";

export function BenefitGrid({ items, columns = 3 }: { items: Benefit[]; columns?: 2 | 3 | 4 }) {
  const cols = { 2: "lg:grid-cols-2", 3: "lg:grid-cols-3", 4: "lg:grid-cols-4" }[columns];
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 ${cols}`}>
      {items.map((b) => (
        <li key={b.title} className="rounded-2xl border border-steel-200 bg-white p-6 shadow-sm">
          <BadgeCheck className="size-8 text-accent-600" aria-hidden="true" />
          <h3 className="mt-4 text-lg font-bold">{b.title}</h3>
          <p className="mt-2 text-slate-700">{b.description}</p>
        </li>
      ))}
    </ul>
  );
}
