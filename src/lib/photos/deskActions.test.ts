// @vitest-environment node
import { describe, expect, it } from "vitest";
import { galleryCategories } from "@/content/gallery";
import { photoDesk } from "@/content/photos";
import { DeskError } from "@/lib/platform/convention/errors";
import {
  keptUploadFields,
  photoDoneHref,
  photoDoneText,
  photoPageAction,
  placesOfAlbum,
  postedPhotoForm,
} from "./deskActions";
import { onFreshStore } from "../../../tests/fixtures/freshStore";
import { hiddenDrawings } from "./store";
import { PhotoError } from "./types";
import { refusalOf } from "../../../tests/fixtures/deskPost";

const errors = photoDesk.errors;
const formOf = (fields: Record<string, string | File>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};
const drawing = galleryCategories[0]!.images[0]!.src;
const jpegBytes = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], "bay.jpg");

describe("the photos page's actions", () => {
  it(
    "take a gallery drawing off the site and back, each said in the desk's words",
    onFreshStore(async () => {
      const form = formOf({ action: "hide-drawing", drawing });
      expect(await photoPageAction(form, "content@lab")).toEqual({ done: "drawingHidden" });
      expect((await hiddenDrawings()).has(drawing)).toBe(true);
      expect(await photoPageAction(formOf({ action: "show-drawing", drawing }), "c")).toEqual({
        done: "drawingShown",
      });
      expect((await hiddenDrawings()).has(drawing)).toBe(false);
      expect(photoDoneHref({ done: "drawingShown" })).toBe("/desk/photos?done=drawingShown");
      expect(
        await photoDoneText(new URL("https://lab.example/desk/photos?done=drawingShown")),
      ).toEqual({ text: photoDesk.done.drawingShown, places: [] });
      expect(
        await photoDoneText(new URL("https://lab.example/desk/photos?done=x")),
      ).toBeUndefined();
    }),
  );

  it("say where an uploaded photo is seen: its gallery tab, its service's page, or the article editor", () => {
    expect(placesOfAlbum("calibration")).toEqual([
      { href: "/gallery", text: photoDesk.uploadedWhere.gallery("Calibration Labs") },
    ]);
    expect(placesOfAlbum("article")).toEqual([
      { href: "/desk/articles", text: photoDesk.uploadedWhere.article },
    ]);
    const [service] = placesOfAlbum("service:transformers");
    expect(service?.href).toMatch(/^\/service-details\?id=/);
    expect(placesOfAlbum("nowhere")).toEqual([]);
  });

  it(
    "refuse an upload naming the field it is about, before anything is stored",
    onFreshStore(async (db) => {
      const upload = (fields: Record<string, string | File>) =>
        refusalOf(photoPageAction(formOf({ action: "upload", ...fields }), "c"));
      const album = galleryCategories[0]!.id;
      expect(await upload({ file: jpegBytes, alt: "  ", album })).toMatchObject({
        message: errors.noAlt,
        status: 400,
        field: "alt",
      });
      expect(await upload({ alt: "The impulse hall", album })).toMatchObject({
        message: errors.noFile,
        field: "file",
      });
      expect(
        await upload({ file: jpegBytes, alt: "The impulse hall", album: "../etc" }),
      ).toMatchObject({ message: errors.noAlbum, field: "album" });
      expect(
        await upload({ file: new File(["%PDF-1.7"], "a.jpg"), alt: "A", album }),
      ).toMatchObject({
        message: errors.notPhoto,
        status: 415,
        field: "file",
      });
      expect(db.prepare("SELECT COUNT(*) AS n FROM photos").get()).toEqual({ n: 0 });
    }),
  );

  it(
    "refuse a photo or drawing that is not there (404) and a button the desk does not know, with no field",
    onFreshStore(async () => {
      const act = (fields: Record<string, string>) =>
        refusalOf(photoPageAction(formOf(fields), "c"));
      for (const [fields, message, status] of [
        [{ action: "hide", photo: "AAAAAAAAAAAAAAAA" }, errors.noSuchPhoto, 404],
        [{ action: "hide-drawing", drawing: "/etc/passwd" }, errors.noSuchDrawing, 404],
        [{ action: "use-drawing", album: "article" }, errors.notServicePhoto, 400],
        [{ action: "rotate" }, errors.unknownAction, 400],
      ] as const) {
        const refused = await act(fields);
        expect(refused).toBeInstanceOf(PhotoError);
        expect(refused).toBeInstanceOf(DeskError);
        expect(refused).toMatchObject({ message, status, field: undefined });
      }
    }),
  );

  it("read the posted form, refusing a body that is none, and keep an upload's fields for the page", async () => {
    const broken = new Request("https://lab.example/desk/photos", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
      body: "not a form",
    });
    expect(await refusalOf(postedPhotoForm(broken))).toMatchObject({
      message: errors.noFile,
      field: "file",
    });
    expect(keptUploadFields(formOf({ action: "upload", alt: "A", caption: "B" }))).toEqual({
      alt: "A",
      caption: "B",
      album: "",
    });
    expect(keptUploadFields(formOf({ action: "hide", photo: "x" }))).toBeUndefined();
  });
});
