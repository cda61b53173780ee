import { ButtonLink } from "@/components/ui/ButtonLink";
import { SiteImage } from "@/components/ui/SiteImage";
import { ArrowRight } from "@/components/ui/icons";
import { homeIntro } from "@/content/home";

export function IntroBlock() {
  return (
    <section aria-labelledby="intro-title" className="bg-steel-50 py-16 sm:py-20">
      <div className="container-page grid items-center gap-12 lg:grid-cols-2">
        <SiteImage
          {...homeIntro.image}
          sizes="(min-width: 1024px) 50vw, 100vw"
          className="w-full rounded-2xl"
        />
        <div>
          <h2 id="intro-title" className="text-3xl font-bold sm:text-4xl">
            {homeIntro.heading}
          </h2>
          {homeIntro.paragraphs.map((p) => (
            <p key={p} className="mt-4 text-lg text-slate-700">
              {p}
            </p>
          ))}
          <ButtonLink href={homeIntro.cta.href} tone="navy" className="mt-8">
            {homeIntro.cta.label}
            <ArrowRight className="size-4" aria-hidden="true" />
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
