"use client";

import { useEffect, useRef, useState } from "react";

const sources = [
  { src: "/images/footer/footer-loop.webm", type: "video/webm" },
  { src: "/images/footer/footer-loop.mp4", type: "video/mp4" },
];
const poster = "/images/footer/footer-poster.jpg";

/**
 * The footer's decorative background clip. It loads only when the footer comes
 * near the viewport (the home page's weight budget), plays muted and looped,
 * and under prefers-reduced-motion shows the still poster instead.
 */
export function FooterVideo() {
  const ref = useRef<HTMLDivElement>(null);
  const [mode, setMode] = useState<"none" | "poster" | "video">("none");

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)");
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          setMode(reduce.matches ? "poster" : "video");
          observer.disconnect();
        }
      },
      { rootMargin: "300px" },
    );
    observer.observe(element);
    const onChange = () => setMode((m) => (m === "none" ? m : reduce.matches ? "poster" : "video"));
    reduce.addEventListener("change", onChange);
    return () => {
      observer.disconnect();
      reduce.removeEventListener("change", onChange);
    };
  }, []);

  return (
    <div ref={ref} aria-hidden="true" className="absolute inset-0 overflow-hidden">
      {mode === "video" && (
        <video
          className="size-full object-cover opacity-60"
          autoPlay
          muted
          loop
          playsInline
          poster={poster}
          preload="auto"
          data-testid="footer-video"
        >
          {sources.map((s) => (
            <source key={s.type} src={s.src} type={s.type} />
          ))}
        </video>
      )}
      {mode === "poster" && (
        // eslint-disable-next-line @next/next/no-img-element -- next/image would bring its client code to every page for one still
        <img
          src={poster}
          alt=""
          decoding="async"
          className="absolute inset-0 size-full object-cover opacity-60"
          data-testid="footer-poster"
        />
      )}
      <div className="absolute inset-0 bg-gradient-to-b from-navy-950/80 via-navy-950/85 to-navy-950" />
    </div>
  );
}
