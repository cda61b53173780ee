import { SiteImage } from "@/components/ui/SiteImage";
import { accreditationBadges } from "@/content/about";
import { verifyLink } from "@/content/reports";
import { scopeLink } from "@/content/scopePage";
import { site } from "@/content/site";
import { ui } from "@/content/ui";

export function AccreditationStrip() {
  return (
    <section aria-labelledby="accreditations-title" className="bg-white py-14">
      <div className="container-page">
        <h2 id="accreditations-title" className="text-center text-2xl font-bold">
          {ui.accredited}
        </h2>
        <ul className="mt-8 flex flex-wrap items-center justify-center gap-10">
          {accreditationBadges.map((badge, i) => (
            <li key={badge.src} className="flex flex-col items-center gap-2 text-center">
              <SiteImage {...badge} className="size-28 sm:size-32" />
              <span className="text-sm font-semibold text-slate-700">
                {site.accreditations[i]?.name}
              </span>
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-8 max-w-2xl text-center text-slate-700">
          {verifyLink.note}{" "}
          <a href={verifyLink.href} className="font-semibold text-accent-700 underline">
            {verifyLink.action}
          </a>
        </p>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">
          {scopeLink.note}{" "}
          <a href={scopeLink.href} className="font-semibold text-accent-700 underline">
            {scopeLink.action}
          </a>
        </p>
      </div>
    </section>
  );
}
