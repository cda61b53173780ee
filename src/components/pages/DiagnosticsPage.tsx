import { JsonLd } from "@/components/JsonLd";
import { BenefitGrid } from "@/components/sections/BenefitGrid";
import { CallToAction } from "@/components/sections/CallToAction";
import { FaqSection } from "@/components/sections/FaqSection";
import { PageBanner } from "@/components/sections/PageBanner";
import { Section } from "@/components/sections/Section";
import { SpecTable } from "@/components/sections/SpecTable";
import { PageEnquirySection } from "@/components/sections/service/PageEnquirySection";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { ArrowRight, BadgeCheck } from "@/components/ui/icons";
import { diagnosticsWords, type DiagnosticsContent } from "@/content/diagnostics";
import { breadcrumbLd } from "@/lib/structuredData";
import { ServiceDoors } from "@/components/sections/service/ServiceDoors";
import type { ReactNode } from "react";

/**
 * /cable-testing and /gis-and-ais: one layout, each page's words in its
 * content module. `enquiryForm`: the on-site enquiry island, placed by the
 * route; every booking button opens it.
 */
export function DiagnosticsPage({
  content,
  enquiryForm,
}: {
  content: DiagnosticsContent;
  enquiryForm: ReactNode;
}) {
  const enquiry = `#${content.anchor}-enquiry`;
  return (
    <>
      <JsonLd data={breadcrumbLd([{ name: content.metaTitle, path: content.path }])} />
      <PageBanner heading={content.hero.heading} intro={content.hero.text} banner={content.banner}>
        <ButtonLink href={enquiry} tone="amber" className="mt-8">
          {content.hero.ctaLabel}
          <ArrowRight className="size-4" aria-hidden="true" />
        </ButtonLink>
      </PageBanner>
      {content.doors && (
        <div className="container-page pt-12">
          <ServiceDoors doors={content.doors} here={content.path} />
        </div>
      )}
      <Section
        id={`${content.anchor}-benefits`}
        eyebrow={diagnosticsWords.benefitsEyebrow}
        title={diagnosticsWords.benefits}
        center
      >
        <div className="mt-10">
          <BenefitGrid items={content.benefits} />
        </div>
      </Section>
      <Section
        id={`${content.anchor}-capabilities`}
        eyebrow={diagnosticsWords.capabilitiesEyebrow}
        title={diagnosticsWords.capabilities}
        className="bg-steel-50 py-16"
      >
        <div className="mt-10 space-y-6">
          {content.capabilities.map((c, i) => (
            <article
              key={c.title}
              className="grid gap-6 rounded-2xl border border-steel-200 bg-white p-6 sm:p-8 lg:grid-cols-[auto_1fr_1fr]"
            >
              <span className="font-display text-4xl font-bold text-accent-600" aria-hidden="true">
                {String(i + 1).padStart(2, "0")}
              </span>
              <div>
                <h3 className="text-xl font-bold">{c.title}</h3>
                <p className="mt-2 text-slate-700">{c.text}</p>
              </div>
              <ul className="space-y-2">
                {c.points.map((p) => (
                  <li key={p} className="flex items-start gap-2 text-slate-700">
                    <BadgeCheck
                      className="mt-0.5 size-5 shrink-0 text-accent-600"
                      aria-hidden="true"
                    />
                    {p}
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </Section>
      <Section
        id={`${content.anchor}-specs`}
        eyebrow={diagnosticsWords.specsEyebrow}
        title={diagnosticsWords.specs}
      >
        <div className="mt-8">
          <SpecTable
            table={content.table}
            caption={diagnosticsWords.specsCaption(content.metaTitle)}
          />
        </div>
      </Section>
      <FaqSection id={`${content.anchor}-faq`} items={content.faqs} />
      <CallToAction
        heading={content.closing.heading}
        text={content.closing.text}
        ctaLabel={content.closing.ctaLabel}
        href={enquiry}
      />
      <PageEnquirySection id={`${content.anchor}-enquiry`} intro={content.enquiry.intro}>
        {enquiryForm}
      </PageEnquirySection>
    </>
  );
}
