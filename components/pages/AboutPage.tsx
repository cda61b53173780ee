import { SiteImage } from "@/components/ui/SiteImage";
import { CertificateFigure } from "@/components/sections/CertificateFigure";
import { BenefitGrid } from "@/components/sections/BenefitGrid";
import { FaqSection } from "@/components/sections/FaqSection";
import { PageBanner } from "@/components/sections/PageBanner";
import { SectionHeading } from "@/components/sections/SectionHeading";
import { aboutIntro, certificates, newsCards, values } from "@/content/about";
import { faqs, faqTitles } from "@/content/faqs";
import { pages } from "@/content/pages";
import { formatLongDateIN } from "@/lib/format";
import { pageMetadata } from "@/lib/seo";

const page = pages.about;
export const metadata = pageMetadata(page);

export function AboutPage() {
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
      <section aria-labelledby="certifications-title" className="bg-steel-50 py-16">
        <div className="container-page">
          <SectionHeading id="certifications-title" title="Certifications" center />
          <ul className="mt-10 grid grid-cols-2 gap-6 lg:grid-cols-5 md:grid-cols-3">
            {certificates.map((c) => (
              <li key={c.src}>
                <CertificateFigure
                  picture={c}
                  sizes="(min-width: 1024px) 20vw, (min-width: 768px) 33vw, 50vw"
                />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="values-title" className="py-16">
        <div className="container-page">
          <SectionHeading id="values-title" title="Our Values" center />
          <div className="mt-10">
            <BenefitGrid items={values} />
          </div>
        </div>
      </section>
      <FaqSection id="about-faq" title={faqTitles.about} items={faqs.about} />
      <section aria-labelledby="news-title" className="py-16">
        <div className="container-page">
          <SectionHeading id="news-title" title="News and Update" />
          <ul className="mt-10 grid gap-6 lg:grid-cols-4 sm:grid-cols-2">
            {newsCards.map((n) => (
              <li
                key={n.id}
                className="relative flex flex-col overflow-hidden rounded-2xl border border-steel-200 bg-white shadow-sm hover:shadow-md"
              >
                <SiteImage
                  src={n.image.src}
                  alt={n.image.alt}
                  width={n.image.width}
                  height={n.image.height}
                  sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
                  className="aspect-[8/5] w-full object-cover"
                />
                <div className="flex flex-1 flex-col p-5">
                  <time dateTime={n.date} className="text-sm text-slate-600">
                    {formatLongDateIN(n.date)}
                  </time>
                  <h3 className="mt-1 text-lg font-bold">{n.title}</h3>
                  <p className="mt-2 flex-1 text-slate-700">{n.description}</p>
                  <a
                    href="/contact"
                    className="mt-3 inline-flex min-h-11 items-center font-semibold text-accent-700 after:absolute after:inset-0 hover:underline"
                  >
                    Contact us<span className="sr-only"> about {n.title}</span>
                  </a>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
