import { DeskError } from "@/lib/platform/convention/errors";

/** One stored copy of a photo: a format at a width (its height follows the photo's proportions). */
export type PhotoVariant = { format: "avif" | "webp"; width: number; url: string };

/**
 * A photo uploaded on the desk. `album` is a gallery tab id (content/gallery.ts),
 * "article", or "service:<service id>".
 */
export type Photo = {
  id: string;
  alt: string;
  caption: string;
  album: string;
  width: number;
  height: number;
  variants: PhotoVariant[];
  createdAt: string;
};

/**
 * A refused photo action: `message` a sentence for the person, `status` the
 * HTTP answer, `field` the upload form's field it is about (file, alt,
 * caption, album) when there is one.
 */
export class PhotoError extends DeskError {}
