import Image from "next/image";
import { Carousel } from "@/components/ui/Carousel";
import { certificates } from "@/content/about";
import { SectionHeading } from "./SectionHeading";

export function CertificateSlider({ heading, intro }: { heading: string; intro?: string }) {
  return (
    <section aria-labelledby="certificates-title" className="bg-steel-50 py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading id="certificates-title" title={heading} intro={intro} center />
        <div className="mt-10">
          <Carousel
            label="Our certificates"
            slideClassName="basis-full sm:basis-1/2 lg:basis-1/3"
            slides={certificates.map((c) => (
              <figure
                key={c.src}
                className="rounded-2xl border border-steel-200 bg-white p-4 shadow-sm"
              >
                <Image
                  src={c.src}
                  alt={c.alt}
                  width={c.width}
                  height={c.height}
                  sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 90vw"
                  className="mx-auto h-auto w-full max-w-xs"
                />
                <figcaption className="mt-3 text-center text-sm font-semibold text-navy-900">
                  {c.alt}
                </figcaption>
              </figure>
            ))}
          />
        </div>
      </div>
    </section>
  );
}
