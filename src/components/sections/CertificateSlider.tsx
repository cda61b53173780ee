import { Section } from "@/components/sections/Section";
import { Carousel } from "@/components/ui/Carousel";
import type { Certificate } from "@/content/certificates";
import { CertificateFigure } from "./CertificateFigure";
import { aboutWords } from "@/content/about";

/** Spec: sliders autoplay and loop. Certificates are dense, so a little slower than testimonials. */
export const CERTIFICATE_AUTOPLAY_MS = 4000;

/**
 * `today` (YYYY-MM-DD, India) and the certificates as the desk keeps them
 * (lib/certificates) come from the route, so the island hydrates with the server's answer.
 */
export function CertificateSlider({
  heading,
  intro,
  today,
  certificates,
}: {
  heading: string;
  intro?: string;
  today: string;
  certificates: readonly Certificate[];
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
              key={c.id}
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
