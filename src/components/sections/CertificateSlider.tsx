import { Section } from "@/components/sections/Section";
import { Carousel } from "@/components/ui/Carousel";
import { certificates } from "@/content/certificates";
import { CertificateFigure } from "./CertificateFigure";
import { aboutWords } from "@/content/about";

/** Spec: sliders autoplay and loop. Certificates are dense, so a little slower than testimonials. */
export const CERTIFICATE_AUTOPLAY_MS = 4000;

/** `today` (YYYY-MM-DD, India) comes from the route, so the island hydrates with the server's answer. */
export function CertificateSlider({
  heading,
  intro,
  today,
}: {
  heading: string;
  intro?: string;
  today: string;
}) {
  return (
    <Section
      id="certificates-title"
      title={heading}
      intro={intro}
      center
      className="bg-steel-50 py-16 sm:py-20"
    >
      <div className="mt-10">
        <Carousel
          label={aboutWords.certificatesLabel}
          autoplayMs={CERTIFICATE_AUTOPLAY_MS}
          slideClassName="basis-full sm:basis-1/2 lg:basis-1/3"
          slides={certificates.map((c) => (
            <CertificateFigure
              key={c.number}
              certificate={c}
              today={today}
              className="shadow-sm"
              sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 90vw"
            />
          ))}
        />
      </div>
    </Section>
  );
}
