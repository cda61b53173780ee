import type { Service } from "@/content/types";
import { ServiceCard } from "./ServiceCard";

/**
 * A grid of service cards, optionally truncated to the first `limit` services (spec §4).
 * `firstOnScreen`: the grid starts on the first screen, so the first card's photo
 * (the largest thing a phone shows there) is fetched early instead of lazily.
 */
export function ServiceGrid({
  services,
  limit,
  firstOnScreen,
}: {
  services: Service[];
  limit?: number;
  firstOnScreen?: boolean;
}) {
  const shown = limit === undefined ? services : services.slice(0, limit);
  return (
    <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
      {shown.map((s, index) => (
        <li key={s.id} className="flex">
          <ServiceCard service={s} priority={firstOnScreen && index === 0} />
        </li>
      ))}
    </ul>
  );
}
