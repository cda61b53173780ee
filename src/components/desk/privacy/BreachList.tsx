import { breachDesk } from "@/content/privacyBreaches";
import type { ClockState } from "@/lib/privacyBreaches/clocks";
import {
  BREACHES_HREF,
  breachHref,
  type BreachForm as Form,
} from "@/lib/privacyBreaches/deskActions";
import { DeskTable } from "../DeskTable";
import { receivedAt } from "../deskFormat";
import { BreachClocks } from "./BreachClocks";
import { BreachForm } from "./BreachForm";

export interface BreachLine {
  reference: string;
  title: string;
  awareAt: string;
  closedAt: string | null;
  clocks: { certIn: ClockState; board: ClockState };
}

/** The register: every breach with its clocks, newest first, and the form to record one. */
export function BreachList({ lines, form }: { lines: BreachLine[]; form: Form }) {
  const columns = breachDesk.columns;
  return (
    <>
      <h1 className="text-2xl font-bold">{breachDesk.title}</h1>
      <p className="mt-2 max-w-prose">{breachDesk.intro}</p>
      {lines.length === 0 ? (
        <p className="mt-4">{breachDesk.empty}</p>
      ) : (
        <DeskTable
          caption={breachDesk.caption}
          columns={[
            { label: columns.reference },
            { label: columns.title },
            { label: columns.aware, wideOnly: true },
            { label: columns.clocks },
          ]}
          className="min-w-[36rem]"
        >
          {lines.map((line) => (
            <tr key={line.reference} className="border-b border-steel-100 align-top last:border-0">
              <td className="px-3 py-2 whitespace-nowrap">
                <a href={breachHref(line.reference)} className="font-semibold underline">
                  {line.reference}
                </a>
              </td>
              <td className="px-3 py-2 [overflow-wrap:anywhere]">{line.title}</td>
              <td className="hidden px-3 py-2 md:table-cell">{receivedAt(line.awareAt)}</td>
              <td className="px-3 py-2">
                {line.closedAt ? (
                  breachDesk.closed(receivedAt(line.closedAt))
                ) : (
                  <BreachClocks {...line.clocks} />
                )}
              </td>
            </tr>
          ))}
        </DeskTable>
      )}
      <section aria-labelledby="breach-new" className="mt-8">
        <h2 id="breach-new" className="text-xl font-bold">
          {breachDesk.newHeading}
        </h2>
        <p className="mt-1 max-w-prose text-sm text-slate-700">{breachDesk.newHint}</p>
        <BreachForm
          form={form}
          action={BREACHES_HREF}
          heading={breachDesk.formHeading}
          submit={breachDesk.create}
        />
      </section>
    </>
  );
}
