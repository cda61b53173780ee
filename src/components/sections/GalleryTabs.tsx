import { PhotoPicture } from "@/components/PhotoPicture";
import { SiteImage } from "@/components/ui/SiteImage";
import { Tabs } from "@/components/ui/Tabs";
import type { GalleryCategory } from "@/content/types";
import { galleryWords } from "@/content/gallery";
import type { Photo } from "@/lib/photos/types";

const sizes = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";
const cell = "aspect-[4/3] w-full rounded-xl object-cover";

/** The larger view a photo's link opens: its widest WebP (every browser shows WebP). */
const widest = (photo: Photo) =>
  photo.variants.filter((v) => v.format === "webp").sort((a, b) => b.width - a.width)[0]?.url;

/**
 * Spec: four category tabs, each an image grid of 1 to 3 columns; the first tab is selected.
 * The lab's uploaded photos of a tab (`photos`, by tab id, newest first) come before its drawings.
 * Each picture links to itself (larger, without script); PictureViewer opens it in a dialog.
 */
export function GalleryTabs({
  categories,
  photos = {},
}: {
  categories: GalleryCategory[];
  photos?: Readonly<Record<string, readonly Photo[]>>;
}) {
  return (
    <Tabs
      name="gallery"
      label={galleryWords.tabsLabel}
      panels={categories.map((c) => {
        const uploaded = photos[c.id] ?? [];
        return {
          id: c.id,
          label: (
            <>
              {c.caption}
              <span className="rounded-full bg-amber-400 px-2 py-0.5 text-xs font-bold text-navy-950">
                {uploaded.length + c.images.length}
              </span>
            </>
          ),
          content: (
            <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {uploaded.map((photo) => (
                <li key={photo.id}>
                  <figure>
                    <a href={widest(photo)} data-picture-viewer className="block rounded-xl">
                      <PhotoPicture photo={photo} sizes={sizes} className={cell} />
                    </a>
                    {photo.caption && (
                      <figcaption className="mt-2 text-sm font-semibold text-navy-900">
                        {photo.caption}
                      </figcaption>
                    )}
                  </figure>
                </li>
              ))}
              {c.images.map((img) => (
                <li key={img.src}>
                  <figure>
                    <a href={img.src} data-picture-viewer className="block rounded-xl">
                      <SiteImage
                        src={img.src}
                        width={img.width}
                        height={img.height}
                        alt={img.alt}
                        sizes={sizes}
                        className={cell}
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
        };
      })}
    />
  );
}
