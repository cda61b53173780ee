import type { ReactNode } from "react";
import { MapEmbed } from "@/components/sections/MapEmbed";
import { PageBanner } from "@/components/sections/PageBanner";
import { BadgeCheck, Clock, Mail, MapPin, Phone } from "@/components/ui/icons";
import { consultationIntro, contactIntro, expertise } from "@/content/contact";
import { pages } from "@/content/pages";
import { fullAddress, site } from "@/content/site";
import { pageMetadata } from "@/lib/seo";

const page = pages.contact;
export const metadata = pageMetadata(page);

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
            <address className="space-y-4 not-italic">
              <h3 className="text-lg font-bold">Head Office &amp; Laboratory</h3>
              <a
                href={site.mapsUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={`${item} hover:text-accent-700`}
              >
                <MapPin className={icon} aria-hidden="true" />
                <span>
                  {fullAddress}
                  <span className="sr-only"> (opens Google Maps in a new tab)</span>
                </span>
              </a>
              {site.phones.map((p) => (
                <a
                  key={p.tel}
                  href={`tel:${p.tel}`}
                  className={`${item} min-h-8 hover:text-accent-700`}
                >
                  <Phone className={icon} aria-hidden="true" />
                  <span>
                    {p.display} <span className="text-sm text-slate-600">({p.label})</span>
                  </span>
                </a>
              ))}
              <a href={`mailto:${site.email}`} className={`${item} min-h-8 hover:text-accent-700`}>
                <Mail className={icon} aria-hidden="true" />
                {site.email}
              </a>
              <p className={item}>
                <Clock className={icon} aria-hidden="true" />
                <span>{site.openingHours.map((h) => `${h.day}: ${h.time}`).join(" · ")}</span>
              </p>
            </address>
            <div>
              <h3 className="text-lg font-bold">Our Expertise</h3>
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
          <div className="rounded-2xl border border-steel-200 bg-steel-50 p-6 sm:p-8">
            <p className="mb-5 text-slate-700">{consultationIntro.text}</p>
            {form}
          </div>
        </div>
      </section>
      <section aria-label="Map of the laboratory" className="pb-16">
        <div className="container-page">
          <MapEmbed src={site.mapEmbedUrl} title={`Map: ${site.name}, ${site.address.locality}`} />
        </div>
      </section>
    </>
  );
}
