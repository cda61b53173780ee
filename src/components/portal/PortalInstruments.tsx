import { PageIntro } from "@/components/sections/PageIntro";
import { recalibrationLimits } from "@/content/forms";
import {
  instrumentsPage,
  instrumentStandings,
  recalibrationWords,
} from "@/content/portalInstruments";
import { formatLongDateIN } from "@/lib/format";
import {
  INSTRUMENT_DUE_FILTERS,
  type Instrument,
  type InstrumentDueFilter,
  type InstrumentStanding,
} from "@/lib/portal/instruments";
import { instrumentHref, PORTAL_INSTRUMENTS } from "@/lib/portal/paths";
import { WrongFilters } from "./PortalAlert";
import { PortalNav } from "./PortalNav";
import { RECALIBRATION_FORM_ID, RecalibrationForm } from "./PortalRecalibration";

const words = instrumentsPage;

const standingClass: Record<InstrumentStanding, string> = {
  overdue: "bg-red-50 text-red-950 border-red-800",
  soon: "bg-amber-50 text-amber-950 border-amber-800",
  later: "bg-green-50 text-green-900 border-green-800",
  none: "bg-steel-50 text-slate-800 border-slate-500",
};

/** Where an instrument stands, in words, as a badge. */
export function StandingBadge({ standing }: { standing: InstrumentStanding }) {
  return (
    <span
      className={`rounded-full border px-2.5 py-0.5 text-sm font-semibold ${standingClass[standing]}`}
    >
      {instrumentStandings[standing]}
    </span>
  );
}

/** An instrument's facts: serial number, item, next due date (in words), and how many certificates. */
export function InstrumentFacts({ instrument }: { instrument: Instrument }) {
  const rows: [string, string][] = [
    [words.columns.serialNumber, instrument.serialNumber],
    [words.columns.item, instrument.itemDescription],
    [
      words.columns.dueDate,
      instrument.dueDate ? formatLongDateIN(instrument.dueDate) : words.noDueDate,
    ],
    [words.columns.certificates, words.certificateCount(instrument.certificates.length)],
  ];
  return (
    <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-navy-900">{label}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

function Entry({ instrument }: { instrument: Instrument }) {
  const name = words.name(instrument.make, instrument.model);
  return (
    <li className="rounded-xl border border-steel-200 bg-white p-4 shadow-sm sm:p-5">
      <label className="mb-2 inline-flex min-h-11 items-center gap-2 text-sm font-semibold">
        <input
          type="checkbox"
          name="key"
          value={instrument.key}
          form={RECALIBRATION_FORM_ID}
          className="size-5"
        />
        {recalibrationWords.choose}
        <span className="sr-only">
          {" "}
          {name} {instrument.serialNumber}
        </span>
      </label>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-bold break-words">
          <a href={instrumentHref(instrument.key)} className="underline">
            {name}
          </a>
        </h2>
        <StandingBadge standing={instrument.standing} />
      </div>
      <InstrumentFacts instrument={instrument} />
    </li>
  );
}

/** All instruments, or those due within 30 days, or overdue: links, so no script is needed. */
function Filters({ due }: { due: InstrumentDueFilter | undefined }) {
  const choices = [
    { value: undefined, text: words.filters.all },
    ...INSTRUMENT_DUE_FILTERS.map((value) => ({ value, text: words.filters[value] })),
  ];
  return (
    <nav aria-label={words.filters.label} className="flex flex-wrap items-center gap-2">
      <span className="mr-2 font-semibold text-navy-900">{words.filters.label}:</span>
      {choices.map((c) => (
        <a
          key={c.text}
          href={c.value ? `${PORTAL_INSTRUMENTS}?due=${c.value}` : PORTAL_INSTRUMENTS}
          aria-current={c.value === due ? "page" : undefined}
          className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${
            c.value === due
              ? "border-navy-900 bg-navy-900 text-white"
              : "border-slate-400 bg-white text-navy-900 underline hover:bg-steel-50"
          }`}
        >
          {c.text}
        </a>
      ))}
    </nav>
  );
}

export type PortalInstrumentsProps = {
  email: string;
  due: InstrumentDueFilter | undefined;
  /** The instruments the filter shows. */
  instruments: readonly Instrument[];
  /** How many instruments the address has in all (none at all: a different sentence). */
  all: number;
  /** Filter values the list could not read (the page answers 400). */
  wrong?: readonly string[] | undefined;
};

/**
 * "My instruments": each instrument of the customer's calibration
 * certificates with its next due date and where it stands, filters, and
 * _Request recalibration_ of the chosen. Works without script.
 */
export function PortalInstruments({ email, due, instruments, all, wrong }: PortalInstrumentsProps) {
  const count =
    all === 0
      ? words.none
      : instruments.length === 0 && due
        ? words.empty[due]
        : words.count(instruments.length);
  return (
    <>
      <PageIntro heading={words.heading} intro={words.intro}>
        <PortalNav current="instruments" email={email} />
      </PageIntro>
      <div className="container-page space-y-6 py-10">
        <WrongFilters intro={words.badQuery} wrong={wrong} />
        {all > 0 && <Filters due={due} />}
        <p role="status" className="font-semibold">
          {count}
        </p>
        {instruments.length > 0 && (
          <>
            <ul className="grid gap-4 lg:grid-cols-2">
              {instruments.map((i) => (
                <Entry key={i.key} instrument={i} />
              ))}
            </ul>
            <RecalibrationForm
              hint={recalibrationWords.listHint(recalibrationLimits.instruments)}
              submit={recalibrationWords.submitChosen}
            />
          </>
        )}
      </div>
    </>
  );
}
