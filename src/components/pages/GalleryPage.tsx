import { Section } from "@/components/sections/Section";
import { SiteImage } from "@/components/ui/SiteImage";
import { PageBanner } from "@/components/sections/PageBanner";
import type { ReactNode } from "react";
import { galleryCollage, galleryIntro } from "@/content/gallery";
import { pages } from "@/content/pages";

const page = pages.gallery;

/** `tabs`: the category tabs (GalleryTabs, no script), placed by src/pages/gallery.astro. */
export function GalleryPage({ tabs }: { tabs: ReactNode }) {
  return (
    <>
      <PageBanner heading={page.heading} intro={page.intro} banner={page.banner} />
      <Section id="gallery-intro" title={galleryIntro.heading} intro={galleryIntro.text}>
        <SiteImage
          {...galleryCollage}
          sizes="(min-width: 1280px) 1216px, 100vw"
          className="mt-10 w-full rounded-2xl"
        />
        <div className="mt-14">{tabs}</div>
      </Section>
    </>
  );
}
