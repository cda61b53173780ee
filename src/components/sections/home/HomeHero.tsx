import { ButtonLink } from "@/components/ui/ButtonLink";
import { SiteImage } from "@/components/ui/SiteImage";
import type { ReactNode } from "react";
import { ArrowRight } from "@/components/ui/icons";
import { hero } from "@/content/home";

/** `form`: the form island, placed by the page. */
export function HomeHero({ form }: { form: ReactNode }) {
  return (
    <section className="on-dark relative isolate overflow-hidden bg-navy-950 pt-28 pb-16 lg:pt-36 lg:pb-24">
      <SiteImage
        {...hero.image}
        alt=""
        fill
        priority
        sizes="100vw"
        className="-z-10 object-cover"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-navy-950 via-navy-950/85 to-navy-950/30" />
      <div className="container-page grid items-center gap-12 lg:grid-cols-[1.15fr_1fr]">
        <div>
          <p className="font-semibold tracking-widest text-amber-400 uppercase">{hero.eyebrow}</p>
          <h1 className="mt-3 text-4xl leading-tight font-bold text-white sm:text-5xl lg:text-6xl">
            {hero.heading}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-slate-200">{hero.text}</p>
          <div className="mt-8 flex flex-wrap gap-4">
            <ButtonLink href={hero.primaryCta.href} tone="amber">
              {hero.primaryCta.label}
              <ArrowRight className="size-4" aria-hidden="true" />
            </ButtonLink>
            <a
              href={hero.secondaryCta.href}
              className="inline-flex min-h-12 items-center rounded-md border-2 border-white/70 px-6 font-semibold text-white hover:border-amber-400 hover:text-amber-400"
            >
              {hero.secondaryCta.label}
            </a>
          </div>
        </div>
        {form}
      </div>
    </section>
  );
}
