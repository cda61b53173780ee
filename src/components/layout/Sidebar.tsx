import { SiteImage } from "@/components/ui/SiteImage";
import type { ReactNode } from "react";
import { EmailLink, MapLink, PhoneLink } from "@/components/sections/ContactLinks";
import { services, serviceHref } from "@/content/services";
import { menuName } from "@/content/menuNames";
import { portfolio, sidebarAbout, sidebarWords } from "@/content/sidebar";
import { site } from "@/content/site";
import type { Publication } from "@/content/types";
import { ui } from "@/content/ui";

const box = "rounded-2xl border border-steel-200 bg-white p-6";
const title = "text-lg font-bold";
const contactLink = "inline-flex min-h-8 items-center gap-2 text-slate-800 hover:text-accent-700";
const contactIcon = "size-4 text-accent-600";

/** Shared sidebar of service and blog details (spec §2 "Shared sidebar"). */
/** `newsletterForm`: the newsletter island, placed by the route. */
export function Sidebar({
  currentServiceTitle,
  newsletterForm,
  recent,
}: {
  currentServiceTitle?: string;
  newsletterForm: ReactNode;
  /** The five newest articles on the site (lib/articles/publicView). */
  recent: Publication[];
}) {
  return (
    <aside aria-label={ui.landmarks.sidebar} className="space-y-6">
      <div className={box}>{newsletterForm}</div>
      <section className={box} aria-labelledby="sidebar-about">
        <h2 id="sidebar-about" className={title}>
          {sidebarWords.about}
        </h2>
        <p className="mt-3 text-slate-700">{sidebarAbout}</p>
        <h3 className="mt-5 text-base font-bold">{sidebarWords.accreditations}</h3>
        <ul className="mt-2 space-y-1 text-sm text-slate-700">
          {site.accreditations.map((a) => (
            <li key={a.name}>
              <strong className="text-navy-900">{a.name}</strong>: {a.detail}
            </li>
          ))}
        </ul>
      </section>
      <section className={box} aria-labelledby="sidebar-contact">
        <h2 id="sidebar-contact" className={title}>
          {sidebarWords.contact}
        </h2>
        <ul className="mt-3 space-y-2 text-sm">
          {site.phones.map((p) => (
            <li key={p.tel}>
              <PhoneLink phone={p} className={contactLink} iconClassName={contactIcon} />
            </li>
          ))}
          <li>
            <EmailLink className={contactLink} iconClassName={contactIcon} />
          </li>
          <li>
            <MapLink
              className="inline-flex items-start gap-2 text-slate-800 hover:text-accent-700"
              iconClassName="mt-0.5 size-4 shrink-0 text-accent-600"
            />
          </li>
        </ul>
      </section>
      <section className={box} aria-labelledby="sidebar-publications">
        <h2 id="sidebar-publications" className={title}>
          {sidebarWords.publications}
        </h2>
        <ul className="mt-3 space-y-3">
          {recent.map((p) => (
            <li key={p.href}>
              <a
                href={p.href}
                className="font-semibold text-navy-900 hover:text-accent-700 hover:underline"
              >
                {p.title}
              </a>
              <p className="text-sm text-slate-600">{p.date}</p>
            </li>
          ))}
        </ul>
      </section>
      <nav className={box} aria-labelledby="sidebar-services">
        <h2 id="sidebar-services" className={title}>
          {sidebarWords.services}
        </h2>
        <ul className="mt-3 space-y-1">
          {services.map((s) => (
            <li key={s.id}>
              <a
                href={serviceHref(s)}
                aria-current={s.title === currentServiceTitle ? "page" : undefined}
                className="flex min-h-10 items-center justify-between rounded-md px-3 text-slate-800 hover:bg-steel-100 hover:text-accent-700 aria-[current=page]:bg-navy-900 aria-[current=page]:text-white"
              >
                {menuName(s.title)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <section className={box} aria-labelledby="sidebar-portfolio">
        <h2 id="sidebar-portfolio" className={title}>
          {sidebarWords.portfolio}
        </h2>
        <ul className="mt-3 grid grid-cols-2 gap-3">
          {portfolio.map((p) => (
            <li key={p.src}>
              <SiteImage
                {...p}
                sizes="160px"
                className="aspect-square w-full rounded-lg object-cover"
              />
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
