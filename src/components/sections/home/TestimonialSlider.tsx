import { Section } from "@/components/sections/Section";
import { Carousel } from "@/components/ui/Carousel";
import { testimonials } from "@/content/testimonials";
import { homeWords } from "@/content/home";

/** Spec: two testimonials, autoplay every 3 s, infinite loop. */
export const TESTIMONIAL_AUTOPLAY_MS = 3000;

export function TestimonialSlider() {
  return (
    <Section
      id="testimonials-title"
      eyebrow={homeWords.testimonialsEyebrow}
      title={homeWords.testimonialsTitle}
      center
      className="bg-white py-16 sm:py-20"
      container="max-w-4xl"
    >
      <div className="mt-10">
        <Carousel
          label={homeWords.testimonialsLabel}
          autoplayMs={TESTIMONIAL_AUTOPLAY_MS}
          slides={testimonials.map((t) => (
            <figure key={t.id} className="h-full rounded-2xl bg-steel-50 p-8 text-center">
              <blockquote className="text-lg text-slate-800 sm:text-xl">
                “{t.testimonialReview}”
              </blockquote>
              <figcaption className="mt-6">
                <span className="block font-display text-lg font-bold text-navy-900">{t.name}</span>
                <span className="text-sm text-slate-600">{t.position}</span>
              </figcaption>
            </figure>
          ))}
        />
      </div>
    </Section>
  );
}
