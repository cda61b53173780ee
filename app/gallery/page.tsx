import { SiteImage } from "@/components/ui/SiteImage";
import { PageBanner } from "@/components/sections/PageBanner";
import { SectionHeading } from "@/components/sections/SectionHeading";
import { Tabs } from "@/components/ui/Tabs";
import { galleryCategories, galleryCollage, galleryIntro } from "@/content/gallery";
import { pages } from "@/content/pages";
import { pageMetadata } from "@/lib/seo";

const page = pages.gallery;
export const metadata = pageMetadata(page);

export default function GalleryPage() {
  return (
    <>
      <PageBanner heading={page.heading} intro={page.intro} banner={page.banner} />
      <section aria-labelledby="gallery-intro" className="py-16">
        <div className="container-page">
          <SectionHeading
            id="gallery-intro"
            title={galleryIntro.heading}
            intro={galleryIntro.text}
          />
          <SiteImage
            src={galleryCollage.src}
            alt={galleryCollage.alt}
            width={galleryCollage.width}
            height={galleryCollage.height}
            sizes="(min-width: 1280px) 1216px, 100vw"
            className="mt-10 w-full rounded-2xl"
          />
          <div className="mt-14">
            <Tabs
              label="Gallery categories"
              panels={galleryCategories.map((c) => ({
                id: c.id,
                label: (
                  <>
                    {c.caption}
                    <span className="rounded-full bg-amber-400 px-2 py-0.5 text-xs font-bold text-navy-950">
                      {c.images.length}
                    </span>
                  </>
                ),
                content: (
                  <ul className="grid grid-cols-1 gap-6 lg:grid-cols-3 sm:grid-cols-2">
                    {c.images.map((img) => (
                      <li key={img.src}>
                        <figure>
                          <SiteImage
                            src={img.src}
                            alt={img.alt}
                            width={img.width}
                            height={img.height}
                            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                            className="aspect-[4/3] w-full rounded-xl object-cover"
                          />
                        </figure>
                      </li>
                    ))}
                  </ul>
                ),
              }))}
            />
          </div>
        </div>
      </section>
    </>
  );
}
