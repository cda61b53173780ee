import { ScopeRowCard } from "@/components/scope/ScopeRows";
import { scopeLink, scopePage, serviceScope } from "@/content/scopePage";
import { requestHref } from "@/lib/scope/requestLink";
import type { ScopeRow } from "@/lib/scope/rows";
import { nablStanding } from "@/lib/scope/symbol";

/**
 * A service page's own rows of the scope, accredited first, each with its
 * badge and "Add to request" (straight to /request with the row). The NABL
 * words stand only when the service has an accredited row; a service whose
 * rows are all outside the accreditation says so (lib/scope/symbol.ts).
 */
export function ServiceScope({ rows }: { rows: readonly ScopeRow[] }) {
  const standing = nablStanding(rows);
  if (standing === "none") return null;
  return (
    <section aria-labelledby="service-scope-title">
      <h2 id="service-scope-title" className="text-2xl font-bold">
        {serviceScope.heading}
      </h2>
      <p className="mt-2 text-slate-700">{serviceScope.intro}</p>
      {standing === "accredited" ? (
        <p className="mt-2 text-slate-700">{serviceScope.accreditedIntro}</p>
      ) : (
        <p className="mt-3 rounded-md border-2 border-slate-500 bg-steel-50 p-4 font-semibold text-navy-900">
          {serviceScope.allOutside}
        </p>
      )}
      <p className="mt-2 text-sm text-slate-700">{scopePage.priceNote}</p>
      <ul className="mt-5 grid gap-4">
        {rows.map((row) => (
          <ScopeRowCard
            key={row.id}
            row={row}
            addHref={requestHref([{ id: row.id, quantity: 1 }])}
          />
        ))}
      </ul>
      <p className="mt-4">
        <a
          href={scopeLink.href}
          className="inline-flex min-h-11 items-center font-semibold text-accent-700 underline"
        >
          {serviceScope.all}
        </a>
      </p>
    </section>
  );
}
