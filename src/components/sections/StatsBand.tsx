import type { Stat } from "@/content/types";

export function StatsBand({ stats, label }: { stats: Stat[]; label: string }) {
  return (
    <section aria-label={label} className="on-dark bg-navy-900 py-12">
      <dl
        className={`container-page grid grid-cols-2 gap-8 text-center ${stats.length === 5 ? "lg:grid-cols-5" : "lg:grid-cols-4"}`}
      >
        {stats.map((s) => (
          <div key={s.label} className="flex flex-col-reverse">
            <dt className="mt-1 text-sm font-medium tracking-wide text-slate-200 uppercase">
              {s.label}
            </dt>
            <dd className="font-display text-4xl font-bold text-amber-400 sm:text-5xl">
              {s.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
