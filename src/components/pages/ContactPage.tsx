import type { ReactNode } from "react";
import { MapEmbed } from "@/components/sections/MapEmbed";
import { PageBanner } from "@/components/sections/PageBanner";
import { EmailLink, MapLink, PhoneLink } from "@/components/sections/ContactLinks";
import { BadgeCheck, Clock } from "@/components/ui/icons";
import { consultationIntro, contactIntro, contactWords, expertise } from "@/content/contact";
import { CONSULTATION_ANCHOR } from "@/content/forms";
import { pages, type PageInfo } from "@/content/pages";
import { site } from "@/content/site";

/** The page's words in another language (the Hindi page); English unless given. */
export type ContactPageWords = {
  page: PageInfo;
  intro: typeof contactIntro;
  words: typeof contactWords;
  expertise: typeof expertise;
  consultationIntro: typeof consultationIntro;
  phoneLabels: Record<string, string>;
  openingHours: Record<string, string>;
  /** The address in the page's script, beside the postal one in English. */
  address: string;
  mapsNewTab: string;
};

const item = "flex items-start gap-3 text-slate-800";
const icon = "mt-1 size-5 shrink-0 text-accent-600";

/** `form`: the Request Consultation island, placed by src/pages/contact.astro. */
export function ContactPage({
  form,
  translated,
}: {
  form: ReactNode;
  translated?: ContactPageWords | undefined;
}) {
  const page = translated?.page ?? pages.contact;
  const intro = translated?.intro ?? contactIntro;
  const words = translated?.words ?? contactWords;
  const hours = (text: string) => translated?.openingHours[text] ?? text;
  return (
    <>
      <PageBanner heading={page.heading} intro={page.intro} banner={page.banner} />
      <section className="py-16">
        <div className="container-page grid items-start gap-12 lg:grid-cols-[1fr_1.3fr]">
          <div className="space-y-8">
            <div>
              <h2 className="text-2xl font-bold">{intro.heading}</h2>
              <p className="mt-3 text-slate-700">{intro.text}</p>
            </div>
            <div>
              <h3 className="text-lg font-bold">{words.office}</h3>
              <address className="mt-4 space-y-4 not-italic">
                <MapLink
                  className={`${item} hover:text-accent-700`}
                  iconClassName={icon}
                  newTab={translated?.mapsNewTab}
                  addressLang={translated ? "en" : undefined}
                />
                {translated && <p className={`${item} pl-8`}>{translated.address}</p>}
                {site.phones.map((p) => (
                  <PhoneLink
                    key={p.tel}
                    phone={p}
                    className={`${item} min-h-8 hover:text-accent-700`}
                    iconClassName={icon}
                  >
                    <span>
                      {p.display}{" "}
                      <span className="text-sm text-slate-600">
                        ({translated?.phoneLabels[p.label] ?? p.label})
                      </span>
                    </span>
                  </PhoneLink>
                ))}
                <EmailLink
                  className={`${item} min-h-8 hover:text-accent-700`}
                  iconClassName={icon}
                />
                <p className={item}>
                  <Clock className={icon} aria-hidden="true" />
                  <span>
                    {site.openingHours.map((h) => `${hours(h.day)}: ${hours(h.time)}`).join(" · ")}
                  </span>
                </p>
              </address>
            </div>
            <div>
              <h3 className="text-lg font-bold">{words.expertise}</h3>
              <ul className="mt-3 space-y-2">
                {(translated?.expertise ?? expertise).map((e) => (
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
            <p className="mb-5 text-slate-700">
              {(translated?.consultationIntro ?? consultationIntro).text}
            </p>
            {form}
          </div>
        </div>
      </section>
      <section aria-label={words.mapSection} className="pb-16">
        <div className="container-page">
          <MapEmbed src={site.mapEmbedUrl} title={words.mapTitle} />
        </div>
      </section>
    </>
  );
}
