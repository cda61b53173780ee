import { SiteImage } from "@/components/ui/SiteImage";
import type { Picture } from "@/content/types";
import type { ReactNode } from "react";

type Props = {
  heading: string;
  intro?: string;
  /**
   * The picture behind the heading (decorative): the name of a drawing in
   * /public/images/banners, the path of any picture, or a picture with its copies.
   */
  banner?: string | Picture;
  eyebrow?: string;
  children?: ReactNode;
};

/** The dark banner at the top of inner pages; the fixed header sits over it. */
export function PageBanner({ heading, intro, banner, eyebrow, children }: Props) {
  const picture = bannerPicture(banner);
  return (
    <section className="on-dark relative isolate overflow-hidden bg-navy-900 pt-32 pb-16 sm:pt-36 sm:pb-20">
      {picture && (
        <SiteImage
          {...picture}
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

function bannerPicture(banner: Props["banner"]): { src: string } | Picture | undefined {
  if (banner === undefined || banner === "") return undefined;
  if (typeof banner !== "string") return banner;
  return { src: banner.startsWith("/") ? banner : `/images/banners/${banner}.svg` };
}
