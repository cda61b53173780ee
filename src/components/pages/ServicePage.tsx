import type { ReactNode } from "react";
import { JsonLd } from "@/components/JsonLd";
import { FaqSection } from "@/components/sections/FaqSection";
import { PageBanner } from "@/components/sections/PageBanner";
import { SectionHeading } from "@/components/sections/SectionHeading";
import { ServiceGrid } from "@/components/sections/ServiceGrid";
import { StatsBand } from "@/components/sections/StatsBand";
import { faqs } from "@/content/faqs";
import { pages } from "@/content/pages";
import { services } from "@/content/services";
import { serviceStats } from "@/content/stats";
import { breadcrumbLd, serviceLd } from "@/lib/structuredData";
import { serviceWords } from "@/content/serviceWords";

const page = pages.service;

/** `form`: the consultation island, placed by src/pages/service.astro. */
export function ServicePage({ form }: { form: ReactNode }) {
  return (
    <>
      <JsonLd
        data={[breadcrumbLd([{ name: page.title, path: page.path }]), ...services.map(serviceLd)]}
      />
      <PageBanner heading={page.heading} intro={page.intro} banner={page.banner} />
      <section aria-label={serviceWords.allServices} className="py-16 sm:py-20">
        <div className="container-page">
          <h2 className="sr-only">{serviceWords.allServices}</h2>
          <ServiceGrid services={services} />
        </div>
      </section>
      <StatsBand stats={serviceStats} label={serviceWords.whyClientsChooseUs} />
      <section aria-label={serviceWords.consultation} className="bg-steel-50 py-16 sm:py-20">
        <div className="container-page grid items-start gap-10 lg:grid-cols-2">
          <SectionHeading
            eyebrow={serviceWords.consultation}
            title={page.consultationHeading}
            intro={page.consultationIntro}
          />
          {form}
        </div>
      </section>
      <FaqSection id="service-faq" items={faqs.service} />
    </>
  );
}
