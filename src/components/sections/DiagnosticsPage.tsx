import { ButtonLink } from "@/components/ui/ButtonLink";
import { Section } from "@/components/sections/Section";
import type { DiagnosticsPage as DiagnosticsContent } from "@/content/diagnostics";
import { ArrowRight, BadgeCheck } from "@/components/ui/icons";
import { BenefitGrid } from "./BenefitGrid";
import { CallToAction } from "./CallToAction";
import { FaqSection } from "./FaqSection";
import { PageBanner } from "./PageBanner";
import { SpecTable } from "./SpecTable";
import { diagnosticsWords } from "@/content/diagnostics";

/** The shared layout of /cable-testing and /gis-and-ais. */
export function DiagnosticsPage({
  content,
  banner,
  id,
}: {
  content: DiagnosticsContent;
  banner: string;
  id: string;
}) {
  return (
    <>
      <PageBanner heading={content.hero.heading} intro={content.hero.text} banner={banner}>
        <ButtonLink href="/contact" tone="amber" className="mt-8">
          {content.hero.ctaLabel}
          <ArrowRight className="size-4" aria-hidden="true" />
        </ButtonLink>
      </PageBanner>
      <Section
        id={`${id}-benefits`}
        eyebrow={diagnosticsWords.benefitsEyebrow}
        title={diagnosticsWords.benefits}
        center
      >
        <div className="mt-10">
          <BenefitGrid items={content.benefits} />
        </div>
      </Section>
      <Section
        id={`${id}-capabilities`}
        eyebrow={diagnosticsWords.capabilitiesEyebrow}
        title={diagnosticsWords.capabilities}
        className="bg-steel-50 py-16"
      >
        <div className="mt-10 space-y-6">
          {content.capabilities.map((c, i) => (
            <article
              key={c.title}
              className="grid gap-6 rounded-2xl border border-steel-200 bg-white p-6 lg:grid-cols-[auto_1fr_1fr] sm:p-8"
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
        id={`${id}-specs`}
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
      <FaqSection id={`${id}-faq`} items={content.faqs} />
      <CallToAction
        heading={content.closing.heading}
        text={content.closing.text}
        ctaLabel={content.closing.ctaLabel}
        href="/contact"
      />
    </>
  );
}
