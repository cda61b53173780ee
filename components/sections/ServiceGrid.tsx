import type { Service } from "@/content/types";
import { ServiceCard } from "./ServiceCard";

/** A grid of service cards, optionally truncated to the first `limit` services (spec §4). */
export function ServiceGrid({ services, limit }: { services: Service[]; limit?: number }) {
  const shown = limit === undefined ? services : services.slice(0, limit);
  return (
    <ul className="grid gap-8 lg:grid-cols-3 sm:grid-cols-2">
      {shown.map((s) => (
        <li key={s.id} className="flex">
          <ServiceCard service={s} />
        </li>
      ))}
    </ul>
  );
}
