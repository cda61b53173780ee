import { galleryCategories } from "@/content/gallery";
import type { GalleryCategory } from "@/content/types";
import { photoDesk } from "@/content/photos";
import { forgetDrawingHidden, hiddenDrawings, recordDrawingHidden } from "./store";
import { PhotoError } from "./types";

const drawingFiles = new Set(galleryCategories.flatMap((c) => c.images.map((i) => i.src)));

/** The gallery's tabs with the drawings staff took off the site left out. */
export async function galleryOnSite(): Promise<GalleryCategory[]> {
  const hidden = await hiddenDrawings();
  return galleryCategories.map((c) => ({
    ...c,
    images: c.images.filter((image) => !hidden.has(image.src)),
  }));
}

const known = (src: string) => {
  if (!drawingFiles.has(src)) throw new PhotoError(photoDesk.errors.noSuchDrawing, { status: 404 });
};

/** Takes a drawing off the gallery; false when it was off already. */
export async function hideDrawing(src: string, who: string, now = new Date()): Promise<boolean> {
  known(src);
  return recordDrawingHidden(src, who, now);
}

/** Puts a drawing back in the gallery; false when it was there already. */
export async function showDrawing(src: string): Promise<boolean> {
  known(src);
  return forgetDrawingHidden(src);
}
