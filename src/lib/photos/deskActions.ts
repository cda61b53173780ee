import type { DatabaseSync } from "node:sqlite";
import { photoDesk } from "@/content/photos";
import { audit } from "@/lib/desk/audit";
import { doneHref, doneOf } from "@/lib/desk/done";
import { contentChanged } from "@/lib/site/contentChanged";
import { albumService } from "./albums";
import { hideDrawing, showDrawing } from "./drawings";
import { chooseServicePhoto, clearServicePhoto } from "./servicePhoto";
import { hidePhoto, photoById, savePhoto } from "./store";
import { PhotoError, type Photo } from "./types";

export type PhotoDone = keyof typeof photoDesk.done;

const PAGE = "/desk/photos";

/** Where the photos page goes after an action: itself, saying what was done. */
export const photoDoneHref = (done: PhotoDone) => doneHref(PAGE, done);

/** What the page says after an action's redirect (`?done=`), in the desk's words. */
export function photoDoneText(url: URL): string | undefined {
  const done = doneOf(url, photoDesk.done);
  return done && photoDesk.done[done];
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
export async function uploadPhoto(db: DatabaseSync, form: FormData, who: string): Promise<Photo> {
  const file = form.get("file");
  const bytes = file instanceof File ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array();
  const fields = uploadFields(form);
  const photo = await savePhoto(db, bytes, fields, who);
  audit(db, who, "photo uploaded", `${photo.id} ${photo.album}`);
  contentChanged();
  return photo;
}

/**
 * One of the photos page's buttons, posted: upload, remove from the site's
 * lists, show a service's photo on its page, or its drawing again, take a
 * gallery drawing off the site or bring it back. Answers
 * what was done; a PhotoError says what was refused and why.
 */
export async function photoPageAction(
  db: DatabaseSync,
  form: FormData,
  who: string,
): Promise<PhotoDone> {
  const action = text(form, "action");
  if (action === "upload") {
    await uploadPhoto(db, form, who);
    return "uploaded";
  }
  const id = text(form, "photo");
  if (action === "hide") {
    if (!photoById(db, id)) throw new PhotoError(photoDesk.errors.noSuchPhoto, { status: 404 });
    if (hidePhoto(db, id)) {
      audit(db, who, "photo removed from site", id);
      contentChanged();
    }
    return "hidden";
  }
  if (action === "use-on-service") {
    const serviceId = chooseServicePhoto(db, id, who);
    audit(db, who, "service photo chosen", `${serviceId} ${id}`);
    contentChanged();
    return "chosen";
  }
  if (action === "use-drawing") {
    const service = albumService(text(form, "album"));
    if (!service) throw new PhotoError(photoDesk.errors.notServicePhoto);
    if (clearServicePhoto(db, service.id)) {
      audit(db, who, "service drawing restored", service.id);
      contentChanged();
    }
    return "cleared";
  }
  if (action === "hide-drawing" || action === "show-drawing") {
    const src = text(form, "drawing");
    const hide = action === "hide-drawing";
    if (hide ? hideDrawing(db, src, who) : showDrawing(db, src)) {
      audit(
        db,
        who,
        hide ? "gallery drawing removed from site" : "gallery drawing shown again",
        src,
      );
      contentChanged();
    }
    return hide ? "drawingHidden" : "drawingShown";
  }
  throw new PhotoError(photoDesk.errors.unknownAction);
}
