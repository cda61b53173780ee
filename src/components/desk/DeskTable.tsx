import type { ReactNode } from "react";

export type DeskColumn = { label: string; /** Shown from tablet width up. */ wideOnly?: boolean };

/** Classes of a cell in a column shown only from tablet width up. */
export const WIDE_ONLY = "hidden md:table-cell";

/** The desk's dense tables: a named caption for screen readers, column headings, rows as given. */
export function DeskTable({
  caption,
  columns,
  className,
  wrapperClassName = "",
  children,
}: {
  caption: string;
  columns: DeskColumn[];
  /** Width classes (a minimum width makes the table scroll sideways on a phone). */
  className: string;
  /** Classes of the scrolling box around the table (where it shows). */
  wrapperClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className={`mt-2 overflow-x-auto rounded-lg bg-white ${wrapperClassName}`}>
      <table className={`w-full text-left text-sm ${className}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-steel-200 text-navy-900">
          <tr>
            {columns.map((c) => (
              <th
                key={c.label}
                scope="col"
                className={`px-3 py-2 font-semibold ${c.wideOnly ? WIDE_ONLY : ""}`}
              >
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
