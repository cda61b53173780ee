import { ButtonLink } from "@/components/ui/ButtonLink";
import { Section } from "@/components/sections/Section";
import { JsonLd } from "@/components/JsonLd";
import { BenefitGrid } from "@/components/sections/BenefitGrid";
import type { ReactNode } from "react";
import { FaqSection } from "@/components/sections/FaqSection";
import { PageBanner } from "@/components/sections/PageBanner";
import { careerAdvantages, careerIntro, careerResumeNote, careerWords } from "@/content/careers";
import { faqs } from "@/content/faqs";
import { pages } from "@/content/pages";
import type { JobCategory } from "@/content/types";
import { site } from "@/content/site";
import { breadcrumbLd, jobPostingLd } from "@/lib/structuredData";

const page = pages.career;
/** The job board's heading: the hero's link to the openings lands on it. */
const OPENINGS_ID = "openings-title";
const outlineOnDark =
  "inline-flex min-h-12 items-center rounded-md border-2 border-white/70 px-6 font-semibold text-white hover:border-amber-400 hover:text-amber-400";

/**
 * `board`: today's openings by category (from the database); `jobBoard`: the job board (tabs that
 * need no script), placed by src/pages/career.astro. A JobPosting for each opening on the board.
 */
export function CareerPage({ board, jobBoard }: { board: JobCategory[]; jobBoard: ReactNode }) {
  const openingCount = board.reduce((sum, c) => sum + c.openings.length, 0);
  return (
    <>
      <JsonLd
        data={[
          breadcrumbLd([{ name: page.title, path: page.path }]),
          ...board.flatMap((c) => c.openings.map(jobPostingLd)),
        ]}
      />
      <PageBanner heading={page.heading} intro={page.intro} banner={page.banner}>
        <div className="mt-8 flex flex-wrap gap-4">
          <ButtonLink href={`#${OPENINGS_ID}`} tone="amber">
            {careerWords.seeOpenings(openingCount)}
          </ButtonLink>
          <a href="/career-benefit" className={outlineOnDark}>
            {careerWords.benefits}
          </a>
          <a href="/contact" className={outlineOnDark}>
            {careerWords.contactNow}
          </a>
        </div>
      </PageBanner>
      <Section id="career-intro" title={careerIntro.heading} intro={careerIntro.text}>
        <div className="mt-10">
          <BenefitGrid items={careerAdvantages} columns={4} />
        </div>
      </Section>
      <Section
        id={OPENINGS_ID}
        eyebrow={careerWords.boardEyebrow}
        title={careerWords.openings}
        className="bg-steel-50 py-16"
      >
        <div className="mt-8">{jobBoard}</div>
        <div className="mt-10 space-y-3 rounded-xl border border-steel-200 bg-white p-5 text-slate-700">
          <p>{careerResumeNote.site}</p>
          <p>
            <a href="/career/apply" className="font-semibold text-accent-700 underline">
              {careerResumeNote.general}
            </a>
          </p>
          <p className="text-sm">
            {careerResumeNote.fallback}{" "}
            <a
              href={`mailto:${site.careersEmail}`}
              className="font-semibold text-accent-700 underline"
            >
              {site.careersEmail}
            </a>
            .
          </p>
        </div>
      </Section>
      <FaqSection id="career-faq" items={faqs.career} />
    </>
  );
}
