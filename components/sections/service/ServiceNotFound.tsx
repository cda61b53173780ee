import { services } from "@/content/services";
import { ServicePills } from "./ServicePills";
import { PageIntro } from "../PageIntro";

/** The helpful 404 of an unknown service or sub-service: links back to what exists. */
export function ServiceNotFound() {
  return (
    <>
      <PageIntro
        heading="Service not found"
        intro="We could not find that service or specification. It may have been renamed; choose one of our services below or talk to us."
      />
      <div className="container-page py-12">
        <ServicePills services={services} />
        <div className="mt-8 flex flex-wrap gap-4">
          <a
            href="/service"
            className="inline-flex min-h-12 items-center rounded-md bg-navy-900 px-6 font-semibold text-white hover:bg-navy-800"
          >
            All Services
          </a>
          <a
            href="/contact"
            className="inline-flex min-h-12 items-center rounded-md border-2 border-navy-900 px-6 font-semibold text-navy-900 hover:bg-steel-100"
          >
            Contact Us
          </a>
        </div>
      </div>
    </>
  );
}
