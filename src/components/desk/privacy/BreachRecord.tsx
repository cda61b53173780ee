import {
  breachDesk,
  breachTextFields,
  type BreachMoment,
  type BreachTextField,
} from "@/content/privacyBreaches";
import type { ClockState } from "@/lib/privacyBreaches/clocks";
import {
  BREACHES_HREF,
  breachHref,
  type BreachDone,
  type BreachForm as Form,
} from "@/lib/privacyBreaches/deskActions";
import type { Breach } from "@/lib/privacyBreaches/store";
import { DeskTable } from "../DeskTable";
import { receivedAt } from "../deskFormat";
import { BreachClocks } from "./BreachClocks";
import { BreachForm } from "./BreachForm";
import { BreachTexts } from "./BreachTexts";

export interface BreachVersionLine {
  id: number;
  ordinal: number;
  savedAt: string;
  who: string;
  restoredOrdinal: number | null;
  changed: (BreachTextField | BreachMoment)[];
}

const history = breachDesk.history;
const secondButton =
  "min-h-10 rounded-md border border-navy-900 bg-white px-3 font-semibold text-navy-900 hover:bg-steel-50";
const labelOf = (name: BreachTextField | BreachMoment) =>
  (breachTextFields as readonly string[]).includes(name)
    ? breachDesk.fields[name as BreachTextField].label
    : breachDesk.moments[name as BreachMoment].label;

/** A one-button form on the breach's page (close, reopen, put a version back). */
function ActionButton({
  action,
  intent,
  version,
  label,
  text,
}: {
  action: string;
  intent: string;
  version?: number;
  label?: string;
  text: string;
}) {
  return (
    <form method="post" action={action}>
      <input type="hidden" name="action" value={intent} />
      {version !== undefined && <input type="hidden" name="version" value={version} />}
      <button type="submit" aria-label={label} className={`${secondButton} whitespace-nowrap`}>
        {text}
      </button>
    </form>
  );
}

/** One breach: its clocks, its record to amend, the texts it produces, every version. */
export function BreachRecord({
  breach,
  form,
  done,
  clocks,
  texts,
  versions,
}: {
  breach: Breach;
  form: Form;
  done: BreachDone | undefined;
  clocks: { certIn: ClockState; board: ClockState };
  texts: Parameters<typeof BreachTexts>[0];
  versions: BreachVersionLine[];
}) {
  const action = breachHref(breach.reference);
  const undo = done === "saved" || done === "restored" ? versions[1] : undefined;
  return (
    <>
      <p>
        <a href={BREACHES_HREF} className="inline-flex min-h-10 items-center underline">
          {breachDesk.back}
        </a>
      </p>
      <h1 className="text-2xl font-bold [overflow-wrap:anywhere]">
        {breach.reference}: {breach.document.title}
      </h1>
      <div role="status" className="mt-4 max-w-3xl empty:hidden">
        {done && (
          <div className="flex flex-wrap items-center gap-3 rounded-md border border-green-800 bg-white p-3">
            <p className="font-semibold">{breachDesk.done[done]}</p>
            {undo && (
              <ActionButton
                action={action}
                intent="restore"
                version={undo.id}
                text={breachDesk.done.undo}
              />
            )}
          </div>
        )}
      </div>
      <section aria-labelledby="breach-clocks" className="mt-4">
        <h2 id="breach-clocks" className="text-xl font-bold">
          {breachDesk.clocksHeading}
        </h2>
        <div className="mt-2">
          {breach.closedAt ? (
            <p>{breachDesk.closed(receivedAt(breach.closedAt))}</p>
          ) : (
            <BreachClocks {...clocks} />
          )}
        </div>
        <div className="mt-3">
          <ActionButton
            action={action}
            intent={breach.closedAt ? "reopen" : "close"}
            text={breach.closedAt ? breachDesk.reopen : breachDesk.close}
          />
        </div>
      </section>
      <BreachForm
        form={form}
        action={action}
        heading={breachDesk.formHeading}
        submit={breachDesk.save}
        version={versions[0]?.id}
      />
      <BreachTexts {...texts} />
      <section aria-labelledby="breach-versions" className="mt-8 max-w-4xl">
        <h2 id="breach-versions" className="text-xl font-bold">
          {history.heading}
        </h2>
        <p className="mt-1 max-w-prose text-sm text-slate-700">{history.intro}</p>
        <DeskTable
          caption={history.heading}
          columns={[{ label: history.columns.saved }, { label: history.columns.action }]}
          className=""
        >
          {versions.map((v, i) => (
            <tr key={v.id} className="border-b border-steel-100 align-top last:border-0">
              <td className="px-3 py-2">
                <span className="block font-semibold">{history.version(v.ordinal)}</span>
                <span className="block">{receivedAt(v.savedAt)}</span>
                <span className="block [overflow-wrap:anywhere] text-slate-700">
                  {history.by(v.who)}
                </span>
                {v.restoredOrdinal !== null && (
                  <span className="block text-slate-700">
                    {history.restoredFrom(v.restoredOrdinal)}
                  </span>
                )}
                <span className="block">
                  {v.ordinal === 1
                    ? history.first
                    : history.changed(v.changed.map(labelOf).join("; "))}
                </span>
              </td>
              <td className="px-3 py-2">
                {i === 0 ? (
                  <span className="font-semibold">{history.current}</span>
                ) : (
                  <ActionButton
                    action={action}
                    intent="restore"
                    version={v.id}
                    label={history.restoreLabel(v.ordinal)}
                    text={history.restore}
                  />
                )}
              </td>
            </tr>
          ))}
        </DeskTable>
      </section>
    </>
  );
}
