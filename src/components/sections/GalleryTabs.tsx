import { SiteImage } from "@/components/ui/SiteImage";
import { Tabs } from "@/components/ui/Tabs";
import type { GalleryCategory } from "@/content/types";
import { galleryWords } from "@/content/gallery";

/**
 * Spec: four category tabs, each an image grid of 1 to 3 columns; the first tab is selected.
 * Each drawing links to itself (larger, without script); PictureViewer opens it in a dialog.
 */
export function GalleryTabs({ categories }: { categories: GalleryCategory[] }) {
  return (
    <Tabs
      name="gallery"
      label={galleryWords.tabsLabel}
      panels={categories.map((c) => ({
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
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {c.images.map((img) => (
              <li key={img.src}>
                <figure>
                  <a href={img.src} data-picture-viewer className="block rounded-xl">
                    <SiteImage
                      src={img.src}
                      width={img.width}
                      height={img.height}
                      alt={img.alt}
                      sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                      className="aspect-[4/3] w-full rounded-xl object-cover"
                    />
                  </a>
                  <figcaption className="mt-2 text-sm font-semibold text-navy-900">
                    {img.caption}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        ),
      }))}
    />
  );
}
