import { ui } from "@/content/ui";
import { PhotoPicture } from "@/components/PhotoPicture";
import { SiteImage } from "@/components/ui/SiteImage";
import type { Photo } from "@/lib/photos/types";
import type { ReactNode } from "react";
import { Sidebar } from "@/components/layout/Sidebar";
import { serviceHref, serviceName, subServiceHref, subServiceName } from "@/content/services";
import { SERVICE_ENQUIRY_ANCHOR } from "@/lib/routes/service";
import type { FaqItem, Publication, Service } from "@/content/types";
import { ArrowRight } from "@/components/ui/icons";
import { FaqList } from "../FaqList";
import { PageIntro } from "../PageIntro";
import { ServiceDoors } from "./ServiceDoors";
import { ServiceScope } from "./ServiceScope";
import type { ScopeRow } from "@/lib/scope/rows";
import { serviceKindWords, serviceWords } from "@/content/serviceWords";

/**
 * A service's page in the words of its kind. The forms are islands placed by
 * the route: the service's enquiry form and the sidebar's newsletter.
 */
export function ServiceDetail({
  service,
  faqs,
  enquiryForm,
  newsletterForm,
  photo,
  recent,
  scope = [],
}: {
  service: Service;
  /** The service's rows of the scope of accreditation, accredited first (lib/scope/rows.ts). */
  scope?: readonly ScopeRow[];
  photo?: Photo;
  faqs: FaqItem[];
  enquiryForm: ReactNode;
  newsletterForm: ReactNode;
  /** The sidebar's recent articles, from the database. */
  recent: Publication[];
}) {
  return (
    <>
      <PageIntro heading={serviceName(service)} />
      <div className="container-page grid items-start gap-10 py-12 lg:grid-cols-[2fr_1fr]">
        <div className="min-w-0 space-y-14">
          {photo ? (
            <PhotoPicture
              photo={photo}
              loading="eager"
              sizes="(min-width: 1024px) 60vw, 100vw"
              className="h-auto w-full rounded-2xl"
            />
          ) : (
            <SiteImage
              {...service.headingImg}
              priority
              sizes="(min-width: 1024px) 60vw, 100vw"
              className="w-full rounded-2xl"
            />
          )}
          <section
            aria-labelledby="overview-title"
            className="grid items-center gap-8 md:grid-cols-[1fr_14rem]"
          >
            <div>
              <h2 id="overview-title" className="text-2xl font-bold">
                {serviceWords.overview}
              </h2>
              <p className="mt-3 text-lg text-slate-700">{service.description}</p>
            </div>
            <SiteImage
              {...service.image}
              sizes="224px"
              className="w-full rounded-xl border border-steel-200"
            />
          </section>
          {service.doors && <ServiceDoors doors={service.doors} here={serviceHref(service)} />}
          {service.subServices.length > 0 && (
            <section aria-labelledby="subservices-title">
              <h2 id="subservices-title" className="text-2xl font-bold">
                {serviceKindWords[service.kind].offer}
              </h2>
              <ul className="mt-6 grid gap-5 sm:grid-cols-2">
                {service.subServices.map((sub) => (
                  <li
                    key={sub.id}
                    className="relative flex flex-col rounded-2xl border border-steel-200 bg-white p-6 shadow-sm hover:shadow-md"
                  >
                    <SiteImage src={service.iconPrimary} alt="" width={40} height={40} />
                    <h3 className="mt-3 text-lg font-bold">{subServiceName(sub)}</h3>
                    <p className="mt-2 line-clamp-4 flex-1 text-slate-700">{sub.description}</p>
                    <a
                      href={subServiceHref(service, sub)}
                      className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold text-accent-700 after:absolute after:inset-0 hover:underline"
                    >
                      {serviceWords.explore}
                      <span className="sr-only">: {subServiceName(sub)}</span>
                      <ArrowRight className="size-4" aria-hidden="true" />
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <ServiceScope rows={scope} />
          {/* A real box: the island's own wrappers have display: contents and take no margin. */}
          <div id={SERVICE_ENQUIRY_ANCHOR}>{enquiryForm}</div>
          <section aria-labelledby="service-faq-title">
            <h2 id="service-faq-title" className="text-2xl font-bold">
              {ui.faq}
            </h2>
            <div className="mt-6">
              <FaqList items={faqs} idPrefix="service-details-faq" />
            </div>
          </section>
        </div>
        <Sidebar
          currentServiceTitle={service.title}
          newsletterForm={newsletterForm}
          recent={recent}
        />
      </div>
    </>
  );
}
