import { PageIntro } from "@/components/sections/PageIntro";
import { instrumentPage, instrumentsPage, recalibrationWords } from "@/content/portalInstruments";
import type { Instrument } from "@/lib/portal/instruments";
import { PORTAL_INSTRUMENTS } from "@/lib/portal/paths";
import { InstrumentFacts, StandingBadge } from "./PortalInstruments";
import { PortalNav } from "./PortalNav";
import { RecalibrationForm } from "./PortalRecalibration";
import { PortalReportEntry } from "./PortalReports";

const words = instrumentPage;

/**
 * One instrument: its facts and next due date, _Request recalibration_, and
 * every certificate for it, newest first, each opening its report.
 */
export function PortalInstrument({ email, instrument }: { email: string; instrument: Instrument }) {
  return (
    <>
      <PageIntro heading={instrumentsPage.name(instrument.make, instrument.model)}>
        <PortalNav current="instruments" email={email} />
      </PageIntro>
      <div className="container-page space-y-8 py-10">
        <p>
          <a href={PORTAL_INSTRUMENTS} className="inline-flex min-h-11 items-center underline">
            {words.back}
          </a>
        </p>
        <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
          <section
            aria-label={instrumentsPage.name(instrument.make, instrument.model)}
            className="rounded-xl border border-steel-200 bg-white p-4 sm:p-5"
          >
            <StandingBadge standing={instrument.standing} />
            <InstrumentFacts instrument={instrument} />
          </section>
          <RecalibrationForm
            instrumentKey={instrument.key}
            hint={recalibrationWords.oneHint}
            submit={recalibrationWords.submitOne}
          />
        </div>
        <section aria-labelledby="instrument-history" className="space-y-3">
          <h2 id="instrument-history" className="text-xl font-bold">
            {words.history}
          </h2>
          <p className="text-sm text-slate-700">{words.historyHint}</p>
          <ol aria-labelledby="instrument-history" className="grid gap-4 lg:grid-cols-2">
            {instrument.certificates.map((c) => (
              <PortalReportEntry key={c.reference} report={c} choosable={false} level="h3" />
            ))}
          </ol>
        </section>
      </div>
    </>
  );
}
