import { customersDesk } from "@/content/portal";
import type { Organisation } from "@/lib/customers/organisations";
import type { OwnershipConflict } from "@/lib/customers/ownership";
import { ORGANISATION_HREF } from "@/lib/customers/deskActions";
import { OwnershipConflicts } from "./OwnershipConflicts";

const words = customersDesk.list;

/**
 * The desk's Customers: what to put right first (overlaps saved before they
 * were refused), then each organisation with its addresses and domains, and
 * how many reports match.
 */
export function CustomerList({
  rows,
  conflicts = [],
  done,
}: {
  rows: readonly (Organisation & { reports: number })[];
  conflicts?: readonly OwnershipConflict[];
  done?: string | undefined;
}) {
  return (
    <>
      <h1 className="text-2xl font-bold">{words.heading}</h1>
      {done && (
        <p role="status" className="mt-3 rounded-md border border-green-800 bg-green-50 p-3">
          {done}
        </p>
      )}
      <p className="mt-2 max-w-prose">{words.intro}</p>
      <OwnershipConflicts conflicts={conflicts} />
      <p className="mt-4">
        <a
          href={ORGANISATION_HREF}
          className="inline-flex min-h-11 items-center rounded-md bg-navy-900 px-4 font-semibold text-white hover:bg-navy-800"
        >
          {words.add}
        </a>
      </p>
      {rows.length === 0 ? (
        <p className="mt-6">{words.empty}</p>
      ) : (
        <ul className="mt-6 grid max-w-4xl gap-3">
          {rows.map((org) => (
            <li key={org.id} className="rounded-lg bg-white p-4">
              <h2 className="text-lg font-semibold">
                <a href={`${ORGANISATION_HREF}?id=${org.id}`} className="underline">
                  {org.name}
                </a>
              </h2>
              <p className="mt-1 text-sm break-all">
                <span className="font-semibold">{words.columns.addresses}: </span>
                {org.addresses.join(", ")}
              </p>
              <p className="mt-1 text-sm">{customersDesk.edit.reports(org.reports)}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
