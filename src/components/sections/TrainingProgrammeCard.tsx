import { ChartColumn, ClipboardCheck, Gauge, ShieldCheck, Zap } from "@/components/ui/icons";
import type { TrainingProgramme } from "@/content/types";
import { trainingWords } from "@/content/training";

const icons = {
  shield: ShieldCheck,
  clipboard: ClipboardCheck,
  gauge: Gauge,
  zap: Zap,
  chart: ChartColumn,
} as const;
const tones = {
  blue: "bg-blue-100 text-blue-800",
  orange: "bg-orange-100 text-orange-800",
  green: "bg-green-100 text-green-800",
  violet: "bg-violet-100 text-violet-800",
  teal: "bg-teal-100 text-teal-800",
} as const;

export function TrainingProgrammeCard({ programme }: { programme: TrainingProgramme }) {
  const Icon = icons[programme.icon as keyof typeof icons] ?? ShieldCheck;
  return (
    <article className="flex w-full flex-col rounded-2xl border border-steel-200 bg-white p-6 shadow-sm sm:p-8">
      <div className="flex items-start gap-4">
        <span
          className={`inline-flex size-12 shrink-0 items-center justify-center rounded-xl ${tones[programme.color]}`}
        >
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <div>
          <h3 className="text-xl font-bold">{programme.title}</h3>
          <p className="mt-1 text-slate-700">{programme.subtitle}</p>
        </div>
      </div>
      <h4 className="mt-6 text-sm font-bold tracking-wide text-navy-900 uppercase">
        {trainingWords.modules}
      </h4>
      <ul className="mt-2 space-y-3">
        {programme.modules.map((m) => (
          <li key={m.title}>
            <p className="font-semibold text-navy-900">{m.title}</p>
            <p className="text-sm text-slate-700">{m.description}</p>
          </li>
        ))}
      </ul>
      <h4 className="mt-6 text-sm font-bold tracking-wide text-navy-900 uppercase">
        {trainingWords.audience}
      </h4>
      <ul className="mt-2 flex flex-wrap gap-2">
        {programme.attendees.map((a) => (
          <li key={a} className="rounded-full bg-steel-100 px-3 py-1 text-sm text-slate-800">
            {a}
          </li>
        ))}
      </ul>
    </article>
  );
}
