import { galleryCategories } from "@/content/gallery";
import { ARTICLE_ALBUM, SERVICE_ALBUM_PREFIX } from "@/content/photos";
import { allServices } from "@/content/services";

/** Where a photo is used: a gallery tab, an article (cover or body), or a service's page. */
export { ARTICLE_ALBUM, SERVICE_ALBUM_PREFIX };

export const serviceAlbum = (serviceId: string) => `${SERVICE_ALBUM_PREFIX}${serviceId}`;

/** The service id of a "service:<id>" album (undefined for any other album). */
export const albumService = (album: string) =>
  album.startsWith(SERVICE_ALBUM_PREFIX)
    ? allServices.find((s) => `${SERVICE_ALBUM_PREFIX}${s.id}` === album)
    : undefined;

export const isGalleryAlbum = (album: string) => galleryCategories.some((c) => c.id === album);

export const isAlbum = (album: string) =>
  isGalleryAlbum(album) || album === ARTICLE_ALBUM || albumService(album) !== undefined;
