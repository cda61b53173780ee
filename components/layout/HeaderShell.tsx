"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState, type ReactNode } from "react";

/** Spec: the header changes style once the page has scrolled beyond 78 px. */
export const HEADER_SCROLL_THRESHOLD = 78;

export type HeaderTone = "light" | "accent" | "solid";

/**
 * The fixed header's frame. It only decides the tone (text on a dark hero,
 * accent text on light inner pages, solid after scrolling); the menus inside
 * are their own small client components.
 */
export function HeaderShell({
  children,
  accentRoutes,
}: {
  children: ReactNode;
  accentRoutes: readonly string[];
}) {
  const pathname = usePathname();
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > HEADER_SCROLL_THRESHOLD);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  const tone: HeaderTone = scrolled
    ? "solid"
    : accentRoutes.includes(pathname)
      ? "accent"
      : "light";

  return (
    <header
      data-tone={tone}
      data-scrolled={scrolled ? "true" : "false"}
      className="group/header fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-300 data-[tone=accent]:bg-white/95 data-[tone=light]:bg-navy-950/40 data-[tone=light]:backdrop-blur-sm data-[tone=solid]:bg-white data-[tone=solid]:shadow-md"
    >
      {children}
    </header>
  );
}
