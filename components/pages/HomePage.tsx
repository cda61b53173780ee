import type { ReactNode } from "react";
import { AccreditationStrip } from "@/components/sections/AccreditationStrip";
import { AppointmentSection } from "@/components/sections/home/AppointmentSection";
import { HomeHero } from "@/components/sections/home/HomeHero";
import { IntroBlock } from "@/components/sections/home/IntroBlock";
import { ShortcutCards } from "@/components/sections/home/ShortcutCards";
import { SectionHeading } from "@/components/sections/SectionHeading";
import { ServiceGrid } from "@/components/sections/ServiceGrid";
import { StatsBand } from "@/components/sections/StatsBand";
import { JsonLd } from "@/components/JsonLd";
import { servicesHeading } from "@/content/home";
import { pages } from "@/content/pages";
import { services } from "@/content/services";
import { homeStats } from "@/content/stats";
import { pageMetadata } from "@/lib/seo";
import { localBusiness } from "@/lib/structuredData";

export const metadata = pageMetadata({ ...pages.home, brandFirst: true });

/** Spec: the home page shows the first six services. */
const HOME_SERVICE_COUNT = 6;

type Islands = {
  heroForm: ReactNode;
  certificateSlider: ReactNode;
  appointmentForm: ReactNode;
  testimonialSlider: ReactNode;
};

/** The home page's sections; the forms and sliders are islands placed by src/pages/index.astro. */
export function HomePage({
  heroForm,
  certificateSlider,
  appointmentForm,
  testimonialSlider,
}: Islands) {
  return (
    <>
      <JsonLd data={localBusiness()} />
      <HomeHero form={heroForm} />
      <ShortcutCards />
      <StatsBand stats={homeStats} label="The lab in figures" />
      <AccreditationStrip />
      {certificateSlider}
      <section aria-labelledby="services-title" className="bg-white py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading id="services-title" eyebrow="Services" title={servicesHeading} center />
          <div className="mt-10">
            <ServiceGrid services={services} limit={HOME_SERVICE_COUNT} />
          </div>
          <div className="mt-10 text-center">
            <a
              href="/service"
              className="inline-flex min-h-12 items-center rounded-md bg-navy-900 px-6 font-semibold text-white hover:bg-navy-800"
            >
              All Services
            </a>
          </div>
        </div>
      </section>
      <IntroBlock />
      <AppointmentSection form={appointmentForm} />
      {testimonialSlider}
    </>
  );
}
