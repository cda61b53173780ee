import { galleryCategories } from "@/content/gallery";
import { photoDesk } from "@/content/photos";
import { allServices, serviceName } from "@/content/services";
import { ARTICLE_ALBUM, serviceAlbum } from "./albums";
import { chosenServicePhotos, hiddenDrawings, photosInAlbum } from "./store";
import type { Photo } from "./types";

export type AlbumChoice = { value: string; label: string };
export type AlbumGroup = { label: string; choices: AlbumChoice[] };

/** The upload form's "Where" choices: the gallery's tabs, articles, each service. */
export const albumGroups = (): AlbumGroup[] => [
  {
    label: photoDesk.upload.galleryGroup,
    choices: galleryCategories.map((c) => ({ value: c.id, label: c.caption })),
  },
  {
    label: photoDesk.upload.articleGroup,
    choices: [{ value: ARTICLE_ALBUM, label: photoDesk.upload.article }],
  },
  {
    label: photoDesk.upload.serviceGroup,
    choices: allServices.map((s) => ({ value: serviceAlbum(s.id), label: serviceName(s) })),
  },
];

export type DeskAlbum = {
  album: string;
  label: string;
  photos: Photo[];
  /** For a service's album: the photo its page shows, if one is chosen. */
  service?: { chosen?: string };
};

/** Every album that holds photos shown on the site, in the form's order. */
export async function deskAlbums(): Promise<DeskAlbum[]> {
  const chosen = await chosenServicePhotos();
  const words = photoDesk.albums;
  const all: Omit<DeskAlbum, "photos">[] = [
    ...galleryCategories.map((c) => ({ album: c.id, label: words.galleryTab(c.caption) })),
    { album: ARTICLE_ALBUM, label: words.article },
    ...allServices.map((s) => ({
      album: serviceAlbum(s.id),
      label: words.service(serviceName(s)),
      service: { chosen: chosen.get(s.id) },
    })),
  ];
  const albums = await Promise.all(
    all.map(async (a) => ({ ...a, photos: await photosInAlbum(a.album) })),
  );
  return albums.filter((a) => a.photos.length > 0);
}

export type DeskDrawing = {
  src: string;
  alt: string;
  caption: string;
  width: number;
  height: number;
  onSite: boolean;
};

/** The gallery's drawings, tab by tab, each on the site or not. */
export async function deskDrawings(): Promise<{ label: string; drawings: DeskDrawing[] }[]> {
  const hidden = await hiddenDrawings();
  return galleryCategories.map((c) => ({
    label: photoDesk.drawings.tab(c.caption),
    drawings: c.images.map((i) => ({
      src: i.src,
      alt: i.alt,
      caption: i.caption,
      width: i.width,
      height: i.height,
      onSite: !hidden.has(i.src),
    })),
  }));
}
