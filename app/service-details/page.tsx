import { notFound } from "next/navigation";
import { JsonLd } from "@/components/JsonLd";
import { PageIntro } from "@/components/sections/PageIntro";
import { ServiceDetail } from "@/components/sections/service/ServiceDetail";
import { ServiceIndex } from "@/components/sections/service/ServiceIndex";
import { SubServiceView } from "@/components/sections/service/SubServiceView";
import { faqs } from "@/content/faqs";
import { pages } from "@/content/pages";
import { serviceHref } from "@/content/services";
import type { SearchParams } from "@/lib/params";
import { selectService, selectionMetadata } from "@/lib/serviceRoute";
import { breadcrumbLd, serviceLd } from "@/lib/structuredData";

const page = pages.serviceDetails;

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }) {
  return selectionMetadata(await selectService(searchParams), page);
}

export default async function ServiceDetailsPage({ searchParams }: { searchParams: SearchParams }) {
  const selection = await selectService(searchParams);
  switch (selection.kind) {
    case "missing":
      notFound();
    case "index":
      return (
        <>
          <PageIntro heading={page.heading} intro={page.intro} />
          <ServiceIndex />
        </>
      );
    case "sub":
      return <SubServiceView service={selection.service} sub={selection.sub} />;
    case "service":
      return (
        <>
          <JsonLd
            data={[
              serviceLd(selection.service),
              breadcrumbLd([
                { name: "Services", path: "/service" },
                { name: selection.service.title, path: serviceHref(selection.service) },
              ]),
            ]}
          />
          <ServiceDetail service={selection.service} faqs={faqs.serviceDetails} />
        </>
      );
  }
}
