import { portal } from "@/content/portal";
import { portalNav } from "@/content/portalInstruments";
import { portalSettings } from "@/content/portalReminders";

const pages = [
  { key: "reports", href: "/portal/reports", text: portalNav.reports },
  { key: "instruments", href: "/portal/instruments", text: portalNav.instruments },
  { key: "settings", href: "/portal/settings", text: portalSettings.title },
] as const;

export type PortalPage = (typeof pages)[number]["key"];

/**
 * The top of a signed-in customer's page: who is signed in, _Sign out_, and
 * the portal's own navigation between My reports, My instruments and Settings (the
 * current page marked for screen readers and by its look).
 */
export function PortalNav({ current, email }: { current: PortalPage; email: string }) {
  return (
    <>
      <div className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-2">
        <p className="text-slate-700">{portal.reports.signedInAs(email)}</p>
        <form method="post" action="/portal/sign-out">
          <button type="submit" className="inline-flex min-h-11 items-center underline">
            {portal.reports.signOut}
          </button>
        </form>
      </div>
      <nav aria-label={portalNav.label} className="mt-4 flex flex-wrap gap-2">
        {pages.map((p) => (
          <a
            key={p.key}
            href={p.href}
            aria-current={p.key === current ? "page" : undefined}
            className={`inline-flex min-h-11 items-center rounded-md border-2 px-4 font-semibold ${
              p.key === current
                ? "border-navy-900 bg-navy-900 text-white"
                : "border-navy-900 bg-white text-navy-900 underline hover:bg-steel-50"
            }`}
          >
            {p.text}
          </a>
        ))}
      </nav>
    </>
  );
}
