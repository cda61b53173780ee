import { notFound } from "next/navigation";
import { PageIntro } from "@/components/sections/PageIntro";
import { ServiceIndex } from "@/components/sections/service/ServiceIndex";
import { SubServiceView } from "@/components/sections/service/SubServiceView";
import { pages } from "@/content/pages";
import type { SearchParams } from "@/lib/params";
import { selectService, selectionMetadata } from "@/lib/serviceRoute";

const page = pages.serviceSteps;

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }) {
  return selectionMetadata(await selectService(searchParams), page);
}

export default async function ServiceStepsPage({ searchParams }: { searchParams: SearchParams }) {
  const selection = await selectService(searchParams);
  switch (selection.kind) {
    case "missing":
      notFound();
    case "sub":
      return <SubServiceView service={selection.service} sub={selection.sub} />;
    case "service":
      return (
        <>
          <PageIntro heading={selection.service.title} intro={selection.service.description} />
          <ServiceIndex withSubServices only={selection.service.id} />
        </>
      );
    case "index":
      return (
        <>
          <PageIntro heading={page.heading} intro={page.intro} />
          <ServiceIndex withSubServices />
        </>
      );
  }
}
