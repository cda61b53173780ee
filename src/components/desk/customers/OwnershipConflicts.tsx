import { customersDesk } from "@/content/portal";
import { ORGANISATION_HREF } from "@/lib/customers/deskActions";
import type { OrganisationRef, OwnershipConflict } from "@/lib/customers/ownership";

const words = customersDesk.conflicts;

const OrganisationLink = ({ org }: { org: OrganisationRef }) => (
  <a href={`${ORGANISATION_HREF}?id=${org.id}`} className="underline">
    {org.name}
  </a>
);

/**
 * Organisations saved before the desk refused overlaps (issue 49): each
 * address named by one organisation inside another's whole domain, and each
 * public e-mail domain, with links to the organisations to put right. Nothing
 * when there are none.
 */
export function OwnershipConflicts({ conflicts }: { conflicts: readonly OwnershipConflict[] }) {
  if (!conflicts.length) return null;
  return (
    <section
      aria-labelledby="ownership-conflicts"
      className="mt-6 max-w-4xl rounded-lg border-2 border-amber-700 bg-white p-4"
    >
      <h2 id="ownership-conflicts" className="text-xl font-semibold">
        {words.heading(conflicts.length)}
      </h2>
      <p className="mt-1 max-w-prose text-sm">{words.intro}</p>
      <ul className="mt-3 grid gap-2">
        {conflicts.map((c) => (
          <li key={c.kind === "overlap" ? c.address : c.domain} className="break-words">
            {c.kind === "overlap" ? (
              <>
                <strong className="break-all">{c.address}</strong> {words.overlap.namedBy}{" "}
                <OrganisationLink org={c.owner} /> {words.overlap.inDomain}{" "}
                <strong className="break-all">{c.domain}</strong> {words.overlap.of}{" "}
                <OrganisationLink org={c.domainOwner} />
                {words.overlap.meanwhile(c.owner.name)}
              </>
            ) : (
              <>
                <OrganisationLink org={c.organisation} /> {words.publicDomain.has}{" "}
                <strong className="break-all">{c.domain}</strong>
                {words.publicDomain.meanwhile}
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
