import type { ReactNode } from "react";
import { MapEmbed } from "@/components/sections/MapEmbed";
import { PageBanner } from "@/components/sections/PageBanner";
import { EmailLink, MapLink, PhoneLink } from "@/components/sections/ContactLinks";
import { BadgeCheck, Clock } from "@/components/ui/icons";
import { consultationIntro, contactIntro, contactWords, expertise } from "@/content/contact";
import { CONSULTATION_ANCHOR } from "@/content/forms";
import { pages } from "@/content/pages";
import { site } from "@/content/site";

const page = pages.contact;

const item = "flex items-start gap-3 text-slate-800";
const icon = "mt-1 size-5 shrink-0 text-accent-600";

/** `form`: the Request Consultation island, placed by src/pages/contact.astro. */
export function ContactPage({ form }: { form: ReactNode }) {
  return (
    <>
      <PageBanner heading={page.heading} intro={page.intro} banner={page.banner} />
      <section className="py-16">
        <div className="container-page grid items-start gap-12 lg:grid-cols-[1fr_1.3fr]">
          <div className="space-y-8">
            <div>
              <h2 className="text-2xl font-bold">{contactIntro.heading}</h2>
              <p className="mt-3 text-slate-700">{contactIntro.text}</p>
            </div>
            <div>
              <h3 className="text-lg font-bold">{contactWords.office}</h3>
              <address className="mt-4 space-y-4 not-italic">
                <MapLink className={`${item} hover:text-accent-700`} iconClassName={icon} />
                {site.phones.map((p) => (
                  <PhoneLink
                    key={p.tel}
                    phone={p}
                    className={`${item} min-h-8 hover:text-accent-700`}
                    iconClassName={icon}
                  >
                    <span>
                      {p.display} <span className="text-sm text-slate-600">({p.label})</span>
                    </span>
                  </PhoneLink>
                ))}
                <EmailLink
                  className={`${item} min-h-8 hover:text-accent-700`}
                  iconClassName={icon}
                />
                <p className={item}>
                  <Clock className={icon} aria-hidden="true" />
                  <span>{site.openingHours.map((h) => `${h.day}: ${h.time}`).join(" · ")}</span>
                </p>
              </address>
            </div>
            <div>
              <h3 className="text-lg font-bold">{contactWords.expertise}</h3>
              <ul className="mt-3 space-y-2">
                {expertise.map((e) => (
                  <li key={e} className={item}>
                    <BadgeCheck className={icon} aria-hidden="true" />
                    {e}
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <div
            id={CONSULTATION_ANCHOR}
            className="rounded-2xl border border-steel-200 bg-steel-50 p-6 sm:p-8"
          >
            <p className="mb-5 text-slate-700">{consultationIntro.text}</p>
            {form}
          </div>
        </div>
      </section>
      <section aria-label={contactWords.mapSection} className="pb-16">
        <div className="container-page">
          <MapEmbed src={site.mapEmbedUrl} title={contactWords.mapTitle} />
        </div>
      </section>
    </>
  );
}
