import { ButtonLink } from "@/components/ui/ButtonLink";
import { Section } from "@/components/sections/Section";
import { BenefitGrid } from "@/components/sections/BenefitGrid";
import { PageBanner } from "@/components/sections/PageBanner";
import { TrainingProgrammeCard } from "@/components/sections/TrainingProgrammeCard";
import { MapLink } from "@/components/sections/ContactLinks";
import { PageEnquirySection } from "@/components/sections/service/PageEnquirySection";
import type { ReactNode } from "react";
import { pages } from "@/content/pages";
import {
  trainingContact,
  trainingEnquiry,
  trainingIntro,
  trainingProgrammes,
  trainingWhyChooseUs,
  trainingWords,
} from "@/content/training";

const page = pages.training;

const ENQUIRY_ID = "training-enquiry";

/** `enquiryForm`: the training enquiry island, placed by the route; Enquire Now opens it. */
export function TrainingPage({ enquiryForm }: { enquiryForm: ReactNode }) {
  return (
    <>
      <PageBanner heading={page.heading} intro={page.intro} banner={page.banner} />
      <Section id="programmes-title" title={trainingIntro.heading} intro={trainingIntro.text}>
        <ul className="mt-10 grid gap-8 lg:grid-cols-2">
          {trainingProgrammes.map((p) => (
            <li key={p.title} className="flex">
              <TrainingProgrammeCard programme={p} />
            </li>
          ))}
        </ul>
      </Section>
      <Section
        id="why-title"
        title={trainingWords.whyChooseUs}
        center
        className="bg-steel-50 py-16"
      >
        <div className="mt-10">
          <BenefitGrid items={trainingWhyChooseUs} />
        </div>
      </Section>
      <section aria-labelledby="training-contact" className="py-16">
        <div className="container-page">
          <div className="on-dark grid gap-6 rounded-3xl bg-navy-900 p-8 sm:p-12 lg:grid-cols-[1fr_auto] lg:items-center">
            <div>
              <h2 id="training-contact" className="text-3xl font-bold text-white">
                {trainingContact.heading}
              </h2>
              <p className="mt-3 text-lg text-slate-200">{trainingContact.text}</p>
              <MapLink
                className="mt-4 inline-flex min-h-11 items-center gap-2 text-slate-100 underline hover:text-amber-400"
                iconClassName="size-4 shrink-0"
              />
            </div>
            <ButtonLink href={`#${ENQUIRY_ID}`} tone="amber">
              {trainingWords.enquire}
            </ButtonLink>
          </div>
        </div>
      </section>
      <PageEnquirySection id={ENQUIRY_ID} intro={trainingEnquiry.intro}>
        {enquiryForm}
      </PageEnquirySection>
    </>
  );
}
