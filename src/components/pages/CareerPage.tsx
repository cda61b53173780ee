import { ButtonLink } from "@/components/ui/ButtonLink";
import { Section } from "@/components/sections/Section";
import { JsonLd } from "@/components/JsonLd";
import { BenefitGrid } from "@/components/sections/BenefitGrid";
import type { ReactNode } from "react";
import { FaqSection } from "@/components/sections/FaqSection";
import { PageBanner } from "@/components/sections/PageBanner";
import {
  careerAdvantages,
  careerIntro,
  careerResumeNote,
  careerWords,
  type CareerAdvantage,
  type CareerIntro,
} from "@/content/careers";
import { faqs } from "@/content/faqs";
import { pages, type PageInfo } from "@/content/pages";
import type { FaqItem, JobCategory } from "@/content/types";
import { localisedHref } from "@/lib/i18n/pages";
import { site } from "@/content/site";
import { breadcrumbLd, jobPostingLd } from "@/lib/structuredData";

/** The page's words in one language: the English ones unless a translation is given. */
export type CareerPageWords = {
  page: PageInfo;
  intro: CareerIntro;
  advantages: CareerAdvantage[];
  words: typeof careerWords;
  resumeNote: typeof careerResumeNote;
  faqs: FaqItem[];
  faqTitle?: string;
};

const english: CareerPageWords = {
  page: pages.career,
  intro: careerIntro,
  advantages: careerAdvantages,
  words: careerWords,
  resumeNote: careerResumeNote,
  faqs: faqs.career,
};
/** The job board's heading: the hero's link to the openings lands on it. */
const OPENINGS_ID = "openings-title";
const outlineOnDark =
  "inline-flex min-h-12 items-center rounded-md border-2 border-white/70 px-6 font-semibold text-white hover:border-amber-400 hover:text-amber-400";

/**
 * `board`: today's openings by category (from the database); `jobBoard`: the job board (tabs that
 * need no script), placed by src/pages/career.astro. A JobPosting for each opening on the board.
 */
export function CareerPage({
  board,
  jobBoard,
  words: w = english,
  locale = "en",
}: {
  board: JobCategory[];
  jobBoard: ReactNode;
  words?: CareerPageWords;
  locale?: "en" | "hi";
}) {
  const { page } = w;
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
            {w.words.seeOpenings(openingCount)}
          </ButtonLink>
          <a href="/career-benefit" className={outlineOnDark}>
            {w.words.benefits}
          </a>
          <a href={localisedHref("/contact", locale)} className={outlineOnDark}>
            {w.words.contactNow}
          </a>
        </div>
      </PageBanner>
      <Section id="career-intro" title={w.intro.heading} intro={w.intro.text}>
        <div className="mt-10">
          <BenefitGrid items={w.advantages} columns={4} />
        </div>
      </Section>
      <Section
        id={OPENINGS_ID}
        eyebrow={w.words.boardEyebrow}
        title={w.words.openings}
        className="bg-steel-50 py-16"
      >
        <div className="mt-8">{jobBoard}</div>
        <div className="mt-10 space-y-3 rounded-xl border border-steel-200 bg-white p-5 text-slate-700">
          <p>{w.resumeNote.site}</p>
          <p>
            <a
              href={localisedHref("/career/apply", locale)}
              className="font-semibold text-accent-700 underline"
            >
              {w.resumeNote.general}
            </a>
          </p>
          <p className="text-sm">
            {w.resumeNote.fallback}{" "}
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
      <FaqSection id="career-faq" items={w.faqs} title={w.faqTitle} />
    </>
  );
}
