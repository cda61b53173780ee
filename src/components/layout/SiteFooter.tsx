import type { MenuLink } from "@/lib/menu";
import { site } from "@/content/site";
import { yearInKolkata } from "@/lib/clock";
import type { FooterChrome } from "@/lib/i18n/chrome";
import { EmailLink, MapLink, PhoneLink } from "@/components/sections/ContactLinks";
import { ArrowRight, Clock } from "@/components/ui/icons";
import { SocialIcon } from "@/components/ui/SocialIcon";
import { FooterVideo } from "./FooterVideo";

const heading = "font-display text-lg font-semibold text-white";
const icon = "size-4 shrink-0 text-amber-400";
const link =
  "inline-flex min-h-8 items-center text-slate-200 hover:text-amber-400 hover:underline underline-offset-4";

function LinkColumn({ title, links }: { title: string; links: MenuLink[] }) {
  return (
    <div>
      <h2 className={heading}>{title}</h2>
      <ul className="mt-4 space-y-1.5">
        {links.map((l) => (
          <li key={l.href}>
            <a href={l.href} hrefLang={l.hreflang} className={link}>
              {l.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The footer; `chrome`: its words and links in the page's language (lib/i18n/chrome.ts). */
export function SiteFooter({ chrome }: { chrome: FooterChrome }) {
  const { words, columns, schedule } = chrome;
  return (
    <footer className="on-dark relative isolate overflow-hidden bg-navy-950 text-slate-200">
      <FooterVideo />
      <div className="relative container-page py-14">
        <div className="grid gap-10 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
          <div>
            <h2 className={heading}>{words.contact}</h2>
            <p className="mt-4 max-w-sm text-slate-200">{chrome.about}</p>
            <address className="mt-5 flex flex-col items-start gap-3 not-italic">
              <EmailLink className={`${link} gap-2`} iconClassName={icon} />
              {site.phones.map((p) => (
                <PhoneLink key={p.tel} phone={p} className={`${link} gap-2`} iconClassName={icon} />
              ))}
              <MapLink
                className={`${link} items-start gap-2`}
                iconClassName={`mt-1 ${icon}`}
                newTab={chrome.mapsNewTab}
                addressLang={chrome.address ? "en" : undefined}
              />
              {chrome.address && <p className="pl-6 text-slate-200">{chrome.address}</p>}
            </address>
          </div>
          <LinkColumn title={words.services} links={columns.services} />
          <LinkColumn title={words.links} links={columns.links} />
          <div>
            <h2 className={heading}>{words.social}</h2>
            <ul className="mt-4 flex gap-3">
              {site.social.map((s) => (
                <li key={s.name}>
                  <a
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={chrome.newTab(words.onSocial(s.name))}
                    className="inline-flex size-11 items-center justify-center rounded-full border border-white/30 text-white hover:border-amber-400 hover:text-amber-400"
                  >
                    <SocialIcon name={s.name} className="size-5" aria-hidden="true" />
                  </a>
                </li>
              ))}
            </ul>
            <div className="mt-6 rounded-xl border border-white/15 bg-white/5 p-4 backdrop-blur-sm">
              <h2 className="flex items-center gap-2 font-display font-semibold text-white">
                <Clock className="size-4 text-amber-400" aria-hidden="true" />
                {words.hours}
              </h2>
              <dl className="mt-3 space-y-1.5 text-sm">
                {chrome.openingHours.map((h) => (
                  <div key={h.day} className="flex justify-between gap-2 whitespace-nowrap">
                    <dt>{h.day}</dt>
                    <dd className="font-semibold text-white">{h.time}</dd>
                  </div>
                ))}
              </dl>
              <a
                href={schedule.href}
                hrefLang={schedule.hreflang}
                className="mt-4 inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md bg-accent-600 px-4 font-semibold text-white hover:bg-accent-700"
              >
                {schedule.text}
                <ArrowRight className="size-4" aria-hidden="true" />
              </a>
            </div>
          </div>
        </div>
        <div className="mt-12 flex flex-col gap-2 border-t border-white/15 pt-6 text-sm sm:flex-row sm:justify-between">
          <p>{words.rights(yearInKolkata())}</p>
          <p>{site.accreditations.map((a) => a.name).join(" · ")}</p>
        </div>
      </div>
    </footer>
  );
}
