import { SiteImage } from "@/components/ui/SiteImage";
import type { Service } from "@/content/types";
import { serviceHref, serviceName } from "@/content/services";
import { ArrowRight } from "@/components/ui/icons";
import { ui } from "@/content/ui";

export function ServiceCard({ service, priority }: { service: Service; priority?: boolean }) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-steel-200 bg-white shadow-sm transition-shadow hover:shadow-lg">
      <SiteImage
        {...service.image}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        priority={priority}
        className="aspect-[4/3] w-full bg-steel-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="-mt-12 mb-3 inline-flex size-14 items-center justify-center rounded-xl bg-navy-900 shadow-md">
          <SiteImage src={service.iconSecondary} alt="" width={32} height={32} />
        </div>
        <h3 className="text-xl font-bold">{serviceName(service)}</h3>
        <p className="mt-2 line-clamp-3 flex-1 text-slate-700">{service.description}</p>
        <a
          href={serviceHref(service)}
          className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold text-accent-700 after:absolute after:inset-0 hover:underline"
        >
          {ui.viewDetails}
          <span className="sr-only">: {serviceName(service)}</span>
          <ArrowRight
            className="size-4 transition-transform group-hover:translate-x-1"
            aria-hidden="true"
          />
        </a>
      </div>
    </article>
  );
}
