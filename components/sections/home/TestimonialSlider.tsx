import { Carousel } from "@/components/ui/Carousel";
import { testimonials } from "@/content/testimonials";
import { SectionHeading } from "../SectionHeading";

/** Spec: two testimonials, autoplay every 3 s, infinite loop. */
export const TESTIMONIAL_AUTOPLAY_MS = 3000;

export function TestimonialSlider() {
  return (
    <section aria-labelledby="testimonials-title" className="bg-white py-16 sm:py-20">
      <div className="container-page max-w-4xl">
        <SectionHeading
          id="testimonials-title"
          eyebrow="Testimonials"
          title="What our clients say"
          center
        />
        <div className="mt-10">
          <Carousel
            label="Client testimonials"
            autoplayMs={TESTIMONIAL_AUTOPLAY_MS}
            slides={testimonials.map((t) => (
              <figure key={t.id} className="h-full rounded-2xl bg-steel-50 p-8 text-center">
                <blockquote className="text-lg text-slate-800 sm:text-xl">
                  “{t.testimonialReview}”
                </blockquote>
                <figcaption className="mt-6">
                  <span className="block font-display text-lg font-bold text-navy-900">
                    {t.name}
                  </span>
                  <span className="text-sm text-slate-600">{t.position}</span>
                </figcaption>
              </figure>
            ))}
          />
        </div>
      </div>
    </section>
  );
}
