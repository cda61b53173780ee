import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { useCallback, useEffect, useState, useSyncExternalStore, type ReactNode } from "react";
import { ChevronLeft, ChevronRight } from "@/components/ui/icons";
import { ui } from "@/content/ui";

type Props = {
  /** Accessible name of the carousel region. */
  label: string;
  slides: ReactNode[];
  /** Autoplay delay in ms; omitted = no autoplay. Never autoplays under reduced motion. */
  autoplayMs?: number;
  /** Tailwind basis classes for one slide (e.g. "basis-full md:basis-1/2"). */
  slideClassName?: string;
};

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";
function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}
const useReducedMotion = () =>
  useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => true,
  );

const control =
  "inline-flex size-11 items-center justify-center rounded-full border border-steel-200 bg-white text-navy-900 shadow-sm hover:border-accent-600 hover:text-accent-700";

/**
 * Embla carousel with an infinite loop, autoplay that pauses while the pointer
 * or keyboard focus is inside, a pause button, and previous/next controls.
 */
export function Carousel({ label, slides, autoplayMs, slideClassName = "basis-full" }: Props) {
  const reduced = useReducedMotion();
  const canAutoplay = autoplayMs !== undefined && !reduced;
  const [emblaRef, emblaApi] = useEmblaCarousel(
    { loop: true, align: "start", duration: reduced ? 10 : 25 },
    canAutoplay
      ? [Autoplay({ delay: autoplayMs, stopOnInteraction: false, stopOnFocusIn: false })]
      : [],
  );
  const [selected, setSelected] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    emblaApi.on("select", onSelect);
    return () => {
      emblaApi.off("select", onSelect);
    };
  }, [emblaApi]);

  const playing = canAutoplay && !userPaused && !hovered && !focused;
  useEffect(() => {
    const autoplay = emblaApi?.plugins().autoplay;
    if (!autoplay) return;
    if (playing) autoplay.play();
    else autoplay.stop();
  }, [emblaApi, playing]);

  const prev = useCallback(() => emblaApi?.scrollPrev(), [emblaApi]);
  const next = useCallback(() => emblaApi?.scrollNext(), [emblaApi]);

  return (
    <section
      aria-roledescription={ui.carousel.role}
      aria-label={label}
      data-playing={playing ? "true" : "false"}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {/* Without script, the slides scroll sideways (snapping) instead of sliding. */}
      <div
        ref={emblaRef}
        className="overflow-hidden noscript:snap-x noscript:snap-mandatory noscript:overflow-x-auto"
      >
        <div className="-ml-6 flex touch-pan-y" aria-live={playing ? "off" : "polite"}>
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription={ui.carousel.slide}
              aria-label={ui.carousel.slideOf(index + 1, slides.length)}
              className={`min-w-0 shrink-0 grow-0 pl-6 noscript:snap-start ${slideClassName}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-6 flex items-center justify-center gap-3 noscript:hidden">
        <button type="button" onClick={prev} className={control} aria-label={ui.carousel.previous}>
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
        <span
          className="min-w-16 text-center text-sm font-medium text-slate-700"
          aria-hidden="true"
        >
          {selected + 1} / {slides.length}
        </span>
        <button type="button" onClick={next} className={control} aria-label={ui.carousel.next}>
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
        {canAutoplay && (
          <button
            type="button"
            onClick={() => setUserPaused((p) => !p)}
            className={`${control} w-auto px-4 text-sm font-semibold`}
          >
            {userPaused ? ui.carousel.play : ui.carousel.pause}
          </button>
        )}
      </div>
    </section>
  );
}
