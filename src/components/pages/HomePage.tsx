import { ButtonLink } from "@/components/ui/ButtonLink";
import { Section } from "@/components/sections/Section";
import type { ReactNode } from "react";
import { AccreditationStrip } from "@/components/sections/AccreditationStrip";
import { AppointmentSection } from "@/components/sections/home/AppointmentSection";
import { HomeHero } from "@/components/sections/home/HomeHero";
import { IntroBlock } from "@/components/sections/home/IntroBlock";
import { ShortcutCards } from "@/components/sections/home/ShortcutCards";
import { ServiceGrid } from "@/components/sections/ServiceGrid";
import { StatsBand } from "@/components/sections/StatsBand";
import { JsonLd } from "@/components/JsonLd";
import { servicesHeading, homeWords } from "@/content/home";
import { services } from "@/content/services";
import { homeStats } from "@/content/stats";
import type { Certificate } from "@/content/certificates";
import { localBusiness } from "@/lib/structuredData";
import { ui } from "@/content/ui";

/** Spec: the home page shows the first six services. */
const HOME_SERVICE_COUNT = 6;

type Islands = {
  heroForm: ReactNode;
  certificateSlider: ReactNode;
  appointmentForm: ReactNode;
  testimonialSlider: ReactNode;
};

/**
 * The home page's sections; the forms and sliders are islands placed by
 * src/pages/index.astro, which also reads the certificates as they stand (the
 * structured data names them).
 */
export function HomePage({
  heroForm,
  certificateSlider,
  appointmentForm,
  testimonialSlider,
  certificates,
}: Islands & { certificates: readonly Certificate[] }) {
  return (
    <>
      <JsonLd data={localBusiness(certificates)} />
      <HomeHero form={heroForm} />
      <ShortcutCards />
      <StatsBand stats={homeStats} label={homeWords.figures} />
      <AccreditationStrip />
      {certificateSlider}
      <Section
        id="services-title"
        eyebrow={homeWords.servicesEyebrow}
        title={servicesHeading}
        center
        className="bg-white py-16 sm:py-20"
      >
        <div className="mt-10">
          <ServiceGrid services={services} limit={HOME_SERVICE_COUNT} />
        </div>
        <div className="mt-10 text-center">
          <ButtonLink href="/service" tone="navy">
            {ui.allServices}
          </ButtonLink>
        </div>
      </Section>
      <IntroBlock />
      <AppointmentSection form={appointmentForm} />
      {testimonialSlider}
    </>
  );
}
