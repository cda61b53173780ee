import {
  services,
  serviceHref,
  serviceName,
  subServiceHref,
  subServiceName,
  supplementaryServices,
} from "@/content/services";
import { ServiceGrid } from "../ServiceGrid";
import { ServicePills } from "./ServicePills";
import { serviceWords } from "@/content/serviceWords";

/** /service-details or /service-steps with no id: every service (and its sub-services) to choose from. */
export function ServiceIndex({
  withSubServices,
  only,
}: {
  withSubServices?: boolean;
  only?: string;
}) {
  if (!withSubServices) {
    return (
      <div className="container-page space-y-14 py-14">
        <h2 className="sr-only">{serviceWords.testingServices}</h2>
        <ServiceGrid services={services} firstOnScreen />
        <section aria-labelledby="more-services-title">
          <h2 id="more-services-title" className="text-2xl font-bold">
            {serviceWords.trainingAndOnSite}
          </h2>
          <div className="mt-5">
            <ServicePills services={supplementaryServices} />
          </div>
        </section>
      </div>
    );
  }
  return (
    <div className="container-page grid gap-6 py-14 sm:grid-cols-2 lg:grid-cols-3">
      {[...services, ...supplementaryServices]
        .filter((s) => !only || s.id === only)
        .map((s) => (
          <section
            key={s.id}
            aria-labelledby={`index-${s.id}`}
            className="rounded-2xl border border-steel-200 bg-white p-6"
          >
            <h2 id={`index-${s.id}`} className="text-xl font-bold">
              <a href={serviceHref(s)} className="hover:text-accent-700 hover:underline">
                {serviceName(s)}
              </a>
            </h2>
            <ul className="mt-3 space-y-1">
              {s.subServices.map((sub) => (
                <li key={sub.id}>
                  <a
                    href={subServiceHref(s, sub)}
                    className="inline-flex min-h-9 items-center text-slate-700 hover:text-accent-700 hover:underline"
                  >
                    {subServiceName(sub)}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
    </div>
  );
}
