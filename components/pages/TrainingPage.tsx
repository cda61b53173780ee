import { BenefitGrid } from "@/components/sections/BenefitGrid";
import { PageBanner } from "@/components/sections/PageBanner";
import { SectionHeading } from "@/components/sections/SectionHeading";
import { TrainingProgrammeCard } from "@/components/sections/TrainingProgrammeCard";
import { MapPin } from "@/components/ui/icons";
import { pages } from "@/content/pages";
import { fullAddress, site } from "@/content/site";
import {
  trainingContact,
  trainingIntro,
  trainingProgrammes,
  trainingWhyChooseUs,
} from "@/content/training";
import { pageMetadata } from "@/lib/seo";

const page = pages.training;
export const metadata = pageMetadata(page);

export function TrainingPage() {
  return (
    <>
      <PageBanner heading={page.heading} intro={page.intro} banner={page.banner} />
      <section aria-labelledby="programmes-title" className="py-16">
        <div className="container-page">
          <SectionHeading
            id="programmes-title"
            title={trainingIntro.heading}
            intro={trainingIntro.text}
          />
          <ul className="mt-10 grid gap-8 lg:grid-cols-2">
            {trainingProgrammes.map((p) => (
              <li key={p.title} className="flex">
                <TrainingProgrammeCard programme={p} />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="why-title" className="bg-steel-50 py-16">
        <div className="container-page">
          <SectionHeading id="why-title" title="Why choose us" center />
          <div className="mt-10">
            <BenefitGrid items={trainingWhyChooseUs} />
          </div>
        </div>
      </section>
      <section aria-labelledby="training-contact" className="py-16">
        <div className="container-page">
          <div className="on-dark grid gap-6 rounded-3xl bg-navy-900 p-8 lg:grid-cols-[1fr_auto] lg:items-center sm:p-12">
            <div>
              <h2 id="training-contact" className="text-3xl font-bold text-white">
                {trainingContact.heading}
              </h2>
              <p className="mt-3 text-lg text-slate-200">{trainingContact.text}</p>
              <a
                href={site.mapsUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-4 inline-flex min-h-11 items-center gap-2 text-slate-100 underline hover:text-amber-400"
              >
                <MapPin className="size-4 shrink-0" aria-hidden="true" />
                {fullAddress}
                <span className="sr-only"> (opens Google Maps in a new tab)</span>
              </a>
            </div>
            <a
              href="/contact"
              className="inline-flex min-h-12 items-center justify-center rounded-md bg-amber-400 px-6 font-semibold text-navy-950 hover:bg-amber-500"
            >
              Enquire Now
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
