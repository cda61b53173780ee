import type { ReactNode } from "react";

/** What the portal could not do (a filter it could not read, a request refused): announced at once. */
export function PortalAlert({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="rounded-md border-2 border-red-800 bg-red-50 p-4 font-semibold text-red-950"
    >
      {children}
    </p>
  );
}

/** Filter values a list could not read (its page answers 400), named after the list's words. */
export function WrongFilters({ intro, wrong }: { intro: string; wrong?: readonly string[] }) {
  if (!wrong?.length) return null;
  return (
    <PortalAlert>
      {intro} {wrong.join(", ")}
    </PortalAlert>
  );
}
