import { SiteImage } from "@/components/ui/SiteImage";
import { ArrowRight } from "@/components/ui/icons";
import { homeIntro } from "@/content/home";

export function IntroBlock() {
  return (
    <section aria-labelledby="intro-title" className="bg-steel-50 py-16 sm:py-20">
      <div className="container-page grid items-center gap-12 lg:grid-cols-2">
        <SiteImage
          src={homeIntro.image.src}
          alt={homeIntro.image.alt}
          width={homeIntro.image.width}
          height={homeIntro.image.height}
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
          <a
            href={homeIntro.cta.href}
            className="mt-8 inline-flex min-h-12 items-center gap-2 rounded-md bg-navy-900 px-6 font-semibold text-white hover:bg-navy-800"
          >
            {homeIntro.cta.label}
            <ArrowRight className="size-4" aria-hidden="true" />
          </a>
        </div>
      </div>
    </section>
  );
}
