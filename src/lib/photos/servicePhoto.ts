import { photoDesk } from "@/content/photos";
import { albumService } from "./albums";
import { photoById, recordServicePhoto } from "./store";
import { PhotoError } from "./types";

/**
 * Shows a service's photo on its page (the one uploaded for that service);
 * answers the service id. The page reads it with store.ts servicePhoto.
 */
export async function chooseServicePhoto(
  photoId: string,
  who: string,
  now = new Date(),
): Promise<string> {
  const photo = await photoById(photoId);
  if (!photo) throw new PhotoError(photoDesk.errors.noSuchPhoto, { status: 404 });
  const service = albumService(photo.album);
  if (!service) throw new PhotoError(photoDesk.errors.notServicePhoto);
  await recordServicePhoto(service.id, photo.id, who, now);
  return service.id;
}
