import { galleryCategories } from "@/content/gallery";
import { ARTICLE_ALBUM, photoDesk } from "@/content/photos";
import { serviceHref, serviceName } from "@/content/services";
import { writeTogether } from "@/lib/db/store";
import { doneHref, doneOf } from "@/lib/platform/convention/done";
import { recordIdOf } from "@/lib/platform/convention/recordId";
import { recordAudit } from "@/lib/platform/audit/store";
import { contentChanged } from "@/lib/site/contentChanged";
import { albumService } from "./albums";
import { hideDrawing, showDrawing } from "./drawings";
import { savePhoto } from "./savePhoto";
import { chooseServicePhoto } from "./servicePhoto";
import { clearServicePhoto, hidePhoto, photoById } from "./store";
import { PhotoError, type Photo } from "./types";

export type PhotoDone = keyof typeof photoDesk.done;

const PAGE = "/desk/photos";

/** What an action did, and to which photo (an upload: the new one). */
export type PhotoActionDone = { done: PhotoDone; id?: string };

/** Where the photos page goes after an action: itself, saying what was done (and to which photo). */
export const photoDoneHref = ({ done, id }: PhotoActionDone) => doneHref(PAGE, done, id);

/** A page of the site (or the desk's article editor) where a photo is seen, as a link. */
export type PhotoPlace = { href: string; text: string };

/** Where a photo of `album` is seen: its gallery tab, its service's page, or the articles that use it. */
export function placesOfAlbum(album: string): PhotoPlace[] {
  const words = photoDesk.uploadedWhere;
  const tab = galleryCategories.find((c) => c.id === album);
  if (tab) return [{ href: "/gallery", text: words.gallery(tab.caption) }];
  if (album === ARTICLE_ALBUM) return [{ href: "/desk/articles", text: words.article }];
  const service = albumService(album);
  return service ? [{ href: serviceHref(service), text: words.service(serviceName(service)) }] : [];
}

/**
 * What the page says after an action's redirect (`?done=`), in the desk's
 * words; after an upload (`?id=` the photo) also where the photo is seen.
 */
export async function photoDoneText(
  url: URL,
): Promise<{ text: string; places: PhotoPlace[] } | undefined> {
  const done = doneOf(url, photoDesk.done);
  if (!done) return undefined;
  const photo = done === "uploaded" ? await photoById(recordIdOf(url, 100)) : undefined;
  return { text: photoDesk.done[done], places: photo ? placesOfAlbum(photo.album) : [] };
}

/** What the upload form held, given back after a refusal so nothing typed is lost. */
export type UploadFields = { alt: string; caption: string; album: string };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export const uploadFields = (form: FormData): UploadFields => ({
  alt: text(form, "alt"),
  caption: text(form, "caption"),
  album: text(form, "album"),
});

/** The photos page's posted form; a body that is no form (an upload cut off) is refused. */
export async function postedPhotoForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw new PhotoError(photoDesk.errors.noFile, { field: "file" });
  }
}

/** What an upload form held, to show it again if it is refused; undefined for the other buttons. */
export const keptUploadFields = (form: FormData): UploadFields | undefined =>
  text(form, "action") === "upload" ? uploadFields(form) : undefined;

/** A posted form's photo upload: checked, made, stored, audited; the site's pages are rendered afresh. */
export async function uploadPhoto(form: FormData, who: string): Promise<Photo> {
  const file = form.get("file");
  const bytes = file instanceof File ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array();
  const fields = uploadFields(form);
  const photo = await savePhoto(bytes, fields, who);
  await recordAudit(who, "photo uploaded", `${photo.id} ${photo.album}`);
  contentChanged();
  return photo;
}

/**
 * One of the photos page's buttons, posted: upload, remove from the site's
 * lists, show a service's photo on its page, or its drawing again, take a
 * gallery drawing off the site or bring it back. Each change is stored with
 * its audit line in one write. Answers what was done; a PhotoError says what
 * was refused and why.
 */
export async function photoPageAction(form: FormData, who: string): Promise<PhotoActionDone> {
  const action = text(form, "action");
  if (action === "upload") {
    const photo = await uploadPhoto(form, who);
    return { done: "uploaded", id: photo.id };
  }
  const id = text(form, "photo");
  if (action === "hide") {
    const hidden = await writeTogether(async () => {
      if (!(await photoById(id)))
        throw new PhotoError(photoDesk.errors.noSuchPhoto, { status: 404 });
      const hidden = await hidePhoto(id);
      if (hidden) await recordAudit(who, "photo removed from site", id);
      return hidden;
    });
    if (hidden) contentChanged();
    return { done: "hidden" };
  }
  if (action === "use-on-service") {
    await writeTogether(async () => {
      const serviceId = await chooseServicePhoto(id, who);
      await recordAudit(who, "service photo chosen", `${serviceId} ${id}`);
    });
    contentChanged();
    return { done: "chosen" };
  }
  if (action === "use-drawing") {
    const service = albumService(text(form, "album"));
    if (!service) throw new PhotoError(photoDesk.errors.notServicePhoto);
    const cleared = await writeTogether(async () => {
      const cleared = await clearServicePhoto(service.id);
      if (cleared) await recordAudit(who, "service drawing restored", service.id);
      return cleared;
    });
    if (cleared) contentChanged();
    return { done: "cleared" };
  }
  if (action === "hide-drawing" || action === "show-drawing") {
    const src = text(form, "drawing");
    const hide = action === "hide-drawing";
    const changed = await writeTogether(async () => {
      const changed = hide ? await hideDrawing(src, who) : await showDrawing(src);
      if (changed)
        await recordAudit(
          who,
          hide ? "gallery drawing removed from site" : "gallery drawing shown again",
          src,
        );
      return changed;
    });
    if (changed) contentChanged();
    return { done: hide ? "drawingHidden" : "drawingShown" };
  }
  throw new PhotoError(photoDesk.errors.unknownAction);
}
