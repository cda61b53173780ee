import { CircleX, ShieldCheck, TriangleAlert } from "@/components/ui/icons";
import type { Verdict, VerdictTone } from "@/lib/reports/verdict";

/** Colour, icon and words each say the same thing: the page never relies on colour alone. */
const looks: Record<VerdictTone, { box: string; Icon: typeof ShieldCheck }> = {
  authentic: { box: "border-green-800 bg-green-50 text-green-950", Icon: ShieldCheck },
  superseded: { box: "border-amber-700 bg-amber-50 text-amber-950", Icon: TriangleAlert },
  withdrawn: { box: "border-red-800 bg-red-50 text-red-950", Icon: CircleX },
  missing: { box: "border-red-800 bg-red-50 text-red-950", Icon: CircleX },
};

/** The first thing a scanned QR shows: is this report real and current? */
export function ReportVerdict({
  verdict,
  children,
}: {
  verdict: Verdict;
  children?: React.ReactNode;
}) {
  const { box, Icon } = looks[verdict.tone];
  return (
    <div
      role="status"
      data-verdict={verdict.tone}
      className={`rounded-xl border-2 p-5 sm:p-6 ${box}`}
    >
      <p className="flex items-start gap-3 text-xl font-bold sm:text-2xl">
        <Icon aria-hidden="true" className="mt-0.5 size-8 shrink-0" />
        <span>{verdict.headline}</span>
      </p>
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
