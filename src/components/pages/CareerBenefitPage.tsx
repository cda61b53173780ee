import { BenefitGrid } from "@/components/sections/BenefitGrid";
import { FaqSection } from "@/components/sections/FaqSection";
import { PageBanner } from "@/components/sections/PageBanner";
import { careerBenefits, careerBenefitWords } from "@/content/careerBenefits";
import { faqs, faqTitles } from "@/content/faqs";
import { pages } from "@/content/pages";

const page = pages.careerBenefit;

export function CareerBenefitPage() {
  return (
    <>
      <PageBanner heading={page.heading} intro={page.intro} banner={page.banner} />
      <section aria-label={careerBenefitWords.heading} className="py-16">
        <div className="container-page">
          <h2 className="sr-only">{careerBenefitWords.heading}</h2>
          <BenefitGrid items={careerBenefits} />
        </div>
      </section>
      <FaqSection
        id="career-benefit-faq"
        title={faqTitles.careerBenefit}
        items={faqs.careerBenefit}
      />
    </>
  );
}
