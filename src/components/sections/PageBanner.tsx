import { SiteImage } from "@/components/ui/SiteImage";
import type { ReactNode } from "react";

type Props = {
  heading: string;
  intro?: string;
  /** Name of a banner in /public/images/banners, or a full image path. */
  banner?: string;
  eyebrow?: string;
  children?: ReactNode;
};

/** The dark banner at the top of inner pages; the fixed header sits over it. */
export function PageBanner({ heading, intro, banner, eyebrow, children }: Props) {
  const src = banner
    ? banner.startsWith("/")
      ? banner
      : `/images/banners/${banner}.svg`
    : undefined;
  return (
    <section className="on-dark relative isolate overflow-hidden bg-navy-900 pt-32 pb-16 sm:pt-36 sm:pb-20">
      {src && (
        <SiteImage
          src={src}
          alt=""
          fill
          priority
          sizes="100vw"
          className="-z-10 object-cover object-right"
        />
      )}
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-navy-950/95 via-navy-950/80 to-navy-950/20" />
      <div className="container-page">
        {eyebrow && (
          <p className="font-semibold tracking-wide text-amber-400 uppercase">{eyebrow}</p>
        )}
        <h1 className="mt-2 max-w-3xl text-4xl font-bold text-white sm:text-5xl">{heading}</h1>
        {intro && <p className="mt-4 max-w-2xl text-lg text-slate-200">{intro}</p>}
        {children}
      </div>
    </section>
  );
}
