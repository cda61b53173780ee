import type { ReactNode } from "react";

/** The desk's dense tables: a named caption for screen readers, column headings, rows as given. */
export function DeskTable({
  caption,
  columns,
  className,
  children,
}: {
  caption: string;
  columns: string[];
  /** Width classes (a minimum width makes the table scroll sideways on a phone). */
  className: string;
  children: ReactNode;
}) {
  return (
    <div className="mt-2 overflow-x-auto rounded-lg bg-white">
      <table className={`w-full text-left text-sm ${className}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-steel-200 text-navy-900">
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className="px-3 py-2 font-semibold">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
