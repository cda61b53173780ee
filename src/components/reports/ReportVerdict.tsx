import { CircleX, Hourglass, Info, ShieldCheck, TriangleAlert } from "@/components/ui/icons";
import type { Verdict, VerdictTone } from "@/lib/reports/verdict";

/**
 * Colour, icon and words each say the same thing: the page never relies on
 * colour alone. Only an authentic report is green with the shield; a report
 * not issued yet is amber with an hourglass, never anything like authentic.
 */
const looks: Record<VerdictTone, { box: string; Icon: typeof ShieldCheck }> = {
  authentic: { box: "border-green-800 bg-green-50 text-green-950", Icon: ShieldCheck },
  awaiting: { box: "border-amber-700 bg-amber-50 text-amber-950", Icon: Hourglass },
  superseded: { box: "border-amber-700 bg-amber-50 text-amber-950", Icon: TriangleAlert },
  older: { box: "border-amber-700 bg-amber-50 text-amber-950", Icon: TriangleAlert },
  withdrawn: { box: "border-red-800 bg-red-50 text-red-950", Icon: CircleX },
  missing: { box: "border-red-800 bg-red-50 text-red-950", Icon: CircleX },
  notice: { box: "border-slate-500 bg-slate-50 text-slate-950", Icon: Info },
};

/**
 * The first thing a scanned QR shows: is this report real and current? Its own
 * live region (role="status") unless it is put inside one (`live={false}`, the
 * PDF check's answers).
 */
export function ReportVerdict({
  verdict,
  live = true,
  compact = false,
  children,
}: {
  verdict: Verdict;
  live?: boolean;
  /** Smaller words, for an answer inside a section (the PDF check) rather than a page's verdict. */
  compact?: boolean;
  children?: React.ReactNode;
}) {
  const { box, Icon } = looks[verdict.tone];
  const [headline, icon] = compact
    ? ["text-lg", "mt-0.5 size-6"]
    : ["text-xl sm:text-2xl", "mt-0.5 size-8"];
  return (
    <div
      role={live ? "status" : undefined}
      data-verdict={verdict.tone}
      className={`rounded-xl border-2 p-5 [overflow-wrap:anywhere] sm:p-6 ${box}`}
    >
      <p className={`flex items-start gap-3 font-bold ${headline}`}>
        <Icon aria-hidden="true" className={`shrink-0 ${icon}`} />
        {/* A ULR is one 22-character word: it may break anywhere on a phone. */}
        <span data-verdict-headline className="min-w-0 [overflow-wrap:anywhere]">
          {verdict.headline}
        </span>
      </p>
      {verdict.help && <p className="mt-3">{verdict.help}</p>}
      {verdict.warning && (
        <p className="mt-3 flex items-start gap-2 font-semibold">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>{verdict.warning}</span>
        </p>
      )}
      {children}
    </div>
  );
}
