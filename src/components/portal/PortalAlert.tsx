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
