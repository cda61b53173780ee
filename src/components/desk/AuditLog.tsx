import { desk } from "@/content/desk";
import type { AuditEntry } from "@/lib/desk/leads";
import { DeskTable } from "./DeskTable";
import { receivedAt } from "./deskFormat";

const words = desk.audit;

/** The latest 200 things done on the desk, newest first. */
export function AuditLog({ entries }: { entries: AuditEntry[] }) {
  return (
    <>
      <h1 className="text-2xl font-bold">{words.heading}</h1>
      <p className="mt-1 text-sm text-slate-700">{words.intro}</p>
      <div className="mt-4">
        <DeskTable
          caption={words.heading}
          columns={Object.values(words.columns).map((label) => ({ label }))}
          className="min-w-[40rem]"
        >
          {entries.map((e, i) => (
            <tr key={`${e.at}-${i}`} className="border-b border-steel-100 align-top">
              <td className="px-3 py-2 whitespace-nowrap">{receivedAt(e.at)}</td>
              <td className="px-3 py-2 break-all">{e.who}</td>
              <td className="px-3 py-2">{e.action}</td>
              <td className="px-3 py-2 break-all">{e.detail}</td>
            </tr>
          ))}
        </DeskTable>
      </div>
    </>
  );
}
