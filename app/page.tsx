import Link from "next/link";
import { AccreditationStrip } from "@/components/sections/AccreditationStrip";
import { CertificateSlider } from "@/components/sections/CertificateSlider";
import { AppointmentSection } from "@/components/sections/home/AppointmentSection";
import { HomeHero } from "@/components/sections/home/HomeHero";
import { IntroBlock } from "@/components/sections/home/IntroBlock";
import { ShortcutCards } from "@/components/sections/home/ShortcutCards";
import { TestimonialSlider } from "@/components/sections/home/TestimonialSlider";
import { SectionHeading } from "@/components/sections/SectionHeading";
import { ServiceGrid } from "@/components/sections/ServiceGrid";
import { StatsBand } from "@/components/sections/StatsBand";
import { JsonLd } from "@/components/JsonLd";
import { certificateSliderHeading, servicesHeading } from "@/content/home";
import { pages } from "@/content/pages";
import { services } from "@/content/services";
import { homeStats } from "@/content/stats";
import { pageMetadata } from "@/lib/seo";
import { localBusiness } from "@/lib/structuredData";

export const metadata = pageMetadata({ ...pages.home, brandFirst: true });

/** Spec: the home page shows the first six services. */
const HOME_SERVICE_COUNT = 6;

export default function HomePage() {
  return (
    <>
      <JsonLd data={localBusiness()} />
      <HomeHero />
      <ShortcutCards />
      <StatsBand stats={homeStats} label="The lab in figures" />
      <AccreditationStrip />
      <CertificateSlider heading={certificateSliderHeading} />
      <section aria-labelledby="services-title" className="bg-white py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading id="services-title" eyebrow="Services" title={servicesHeading} center />
          <div className="mt-10">
            <ServiceGrid services={services} limit={HOME_SERVICE_COUNT} />
          </div>
          <div className="mt-10 text-center">
            <Link
              href="/service"
              className="inline-flex min-h-12 items-center rounded-md bg-navy-900 px-6 font-semibold text-white hover:bg-navy-800"
            >
              All Services
            </Link>
          </div>
        </div>
      </section>
      <IntroBlock />
      <AppointmentSection />
      <TestimonialSlider />
    </>
  );
}
