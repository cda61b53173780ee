import { NewsCards } from "@/components/sections/NewsCards";
import { Section } from "@/components/sections/Section";
import { SiteImage } from "@/components/ui/SiteImage";
import { CertificateFigure } from "@/components/sections/CertificateFigure";
import { BenefitGrid } from "@/components/sections/BenefitGrid";
import { FaqSection } from "@/components/sections/FaqSection";
import { PageBanner } from "@/components/sections/PageBanner";
import { aboutIntro, newsCards, values, aboutWords } from "@/content/about";
import type { Certificate } from "@/content/certificates";
import { faqs, faqTitles } from "@/content/faqs";
import { pages } from "@/content/pages";

const page = pages.about;

/**
 * `today` (YYYY-MM-DD, India): the day the certificates are judged on; the
 * certificates as the desk keeps them (lib/certificates). Both read by the route.
 */
export function AboutPage({
  today,
  certificates,
}: {
  today: string;
  certificates: readonly Certificate[];
}) {
  return (
    <>
      <PageBanner heading={page.heading} intro={page.intro} banner={page.banner} />
      <section aria-labelledby="about-intro" className="py-16">
        <div className="container-page grid items-center gap-12 lg:grid-cols-2">
          <div>
            <h2 id="about-intro" className="text-3xl font-bold sm:text-4xl">
              {aboutIntro.heading}
            </h2>
            {aboutIntro.paragraphs.map((p) => (
              <p key={p} className="mt-4 text-lg text-slate-700">
                {p}
              </p>
            ))}
          </div>
          <SiteImage
            src="/images/about/lab-intro.svg"
            alt={aboutIntro.imageAlt}
            width={800}
            height={600}
            sizes="(min-width: 1024px) 50vw, 100vw"
            className="w-full rounded-2xl"
          />
        </div>
      </section>
      <Section
        id="certifications-title"
        title={aboutWords.certifications}
        center
        className="bg-steel-50 py-16"
      >
        <ul className="mt-10 grid grid-cols-2 gap-6 md:grid-cols-3 lg:grid-cols-5">
          {certificates.map((c) => (
            <li key={c.id}>
              <CertificateFigure
                certificate={c}
                today={today}
                sizes="(min-width: 1024px) 20vw, (min-width: 768px) 33vw, 50vw"
              />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="values-title" title={aboutWords.values} center>
        <div className="mt-10">
          <BenefitGrid items={values} />
        </div>
      </Section>
      <FaqSection id="about-faq" title={faqTitles.about} items={faqs.about} />
      <Section id="news-title" title={aboutWords.news}>
        <NewsCards cards={newsCards} />
      </Section>
    </>
  );
}
