import { serviceHref, serviceName } from "@/content/services";
import type { Service } from "@/content/types";

/** A wrap of pill links, one per service. */
export function ServicePills({ services }: { services: Service[] }) {
  return (
    <ul className="flex flex-wrap gap-3">
      {services.map((s) => (
        <li key={s.id}>
          <a
            href={serviceHref(s)}
            className="inline-flex min-h-11 items-center rounded-full border border-steel-200 px-4 font-semibold text-navy-900 hover:border-accent-600 hover:text-accent-700"
          >
            {serviceName(s)}
          </a>
        </li>
      ))}
    </ul>
  );
}
