import { ArrowRight } from "@/components/ui/icons";
import type { SpecTable as SpecTableData } from "@/content/types";
import { ui } from "@/content/ui";

export function SpecTable({ table, caption }: { table: SpecTableData; caption: string }) {
  return (
    <div className="spec-table">
      <p className="spec-table-hint mb-2 flex items-center justify-end gap-1.5 text-sm font-semibold text-slate-700">
        {ui.scrollForMore}
        <ArrowRight className="size-4" aria-hidden="true" />
      </p>
      <div className="spec-table-frame">
        {/* A horizontally scrolling region must be reachable by keyboard (WCAG 2.1.1; axe scrollable-region-focusable). */}
        <div
          className="overflow-x-auto rounded-xl border border-steel-200"
          tabIndex={0}
          role="region"
          aria-label={caption}
        >
          <table className="w-full min-w-[44rem] border-collapse text-left text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="bg-navy-900 text-white">
              <tr>
                {table.columns.map((c) => (
                  <th key={c} scope="col" className="px-4 py-3 font-semibold">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-steel-200 bg-white">
              {table.rows.map((row) => (
                <tr key={row[0]} className="even:bg-steel-50">
                  <th scope="row" className="px-4 py-3 font-semibold text-navy-900">
                    {row[0]}
                  </th>
                  {row.slice(1).map((cell, i) => (
                    <td key={i} className="px-4 py-3 text-slate-700">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </div>
  );
}
