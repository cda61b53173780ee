import type { ReactNode } from "react";
import { serviceHref, serviceName, subServiceName } from "@/content/services";
import type { Service, SubService } from "@/content/types";
import { ArrowRight } from "@/components/ui/icons";
import { PageIntro } from "../PageIntro";
import { RichText } from "./RichText";
import { serviceKindWords, serviceWords } from "@/content/serviceWords";

/**
 * A sub-service's title, description and specification beside the enquiry
 * (scheduling) form, an island placed by the route.
 */
export function SubServiceView({
  service,
  sub,
  enquiryForm,
}: {
  service: Service;
  sub: SubService;
  enquiryForm: ReactNode;
}) {
  return (
    <>
      <PageIntro heading={subServiceName(sub)} intro={sub.description}>
        <a
          href={serviceHref(service)}
          className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold text-accent-700 hover:underline"
        >
          <ArrowRight className="size-4 rotate-180" aria-hidden="true" />
          {serviceWords.backTo(serviceName(service))}
        </a>
      </PageIntro>
      <div className="container-page grid items-start gap-10 py-14 lg:grid-cols-[1.2fr_1fr]">
        <section aria-labelledby="specification-title">
          <h2 id="specification-title" className="text-2xl font-bold">
            {serviceKindWords[service.kind].details}
          </h2>
          <div className="mt-5">
            <RichText blocks={sub.subdescription} />
          </div>
        </section>
        {enquiryForm}
      </div>
    </>
  );
}
