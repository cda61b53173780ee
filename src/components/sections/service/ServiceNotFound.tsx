import { serviceNotFound } from "@/content/pages";
import { services } from "@/content/services";
import { ServicePills } from "./ServicePills";
import { PageIntro } from "../PageIntro";
import { WayBackLinks } from "../WayBackLinks";

/** The helpful 404 of an unknown service or sub-service: links back to what exists. */
export function ServiceNotFound() {
  return (
    <>
      <PageIntro heading={serviceNotFound.heading} intro={serviceNotFound.intro} />
      <div className="container-page py-12">
        <ServicePills services={services} />
        <WayBackLinks links={serviceNotFound.wayBack} className="mt-8" />
      </div>
    </>
  );
}
