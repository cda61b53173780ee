import { describe, expect, it } from "vitest";
import { onBothEngines } from "../../../tests/fixtures/bothEngines";
import { galleryCategories } from "@/content/gallery";
import { deskAlbums } from "./deskView";
import { galleryOnSite, hideDrawing, showDrawing } from "./drawings";
import {
  addPhoto,
  chosenServicePhotos,
  clearServicePhoto,
  hidePhoto,
  photoShown,
  photosById,
  photosInAlbum,
  recordServicePhoto,
  servicePhoto,
} from "./store";
import type { Photo } from "./types";

const album = galleryCategories[0]!.id;
const photo = (n: number, over: Partial<Photo> = {}): Photo => ({
  id: `photo${String(n).padStart(11, "0")}`,
  alt: `Test bench ${n}`,
  caption: n % 2 ? "" : `परीक्षण ${n}`,
  album,
  width: 1600,
  height: 1200,
  variants: [{ format: "avif", width: 800, url: `/photos/${n}-800.avif` }],
  // Two photos share each upload time: the order among them is the order they were added.
  createdAt: `2026-11-2${Math.floor(n / 2)}T06:00:00.000Z`,
  ...over,
});

describe("photos on PostgreSQL (issue 53)", () => {
  it("lists albums newest first, hides and restores, and keeps service photos and hidden drawings, as SQLite does", async () => {
    const { sqlite, postgres } = await onBothEngines(async () => {
      for (let n = 0; n < 6; n++) await addPhoto(photo(n), "content@lab.example");
      await addPhoto(photo(6, { album: "service:transformer-testing" }), "content@lab.example");
      const before = (await photosInAlbum(album)).map((p) => p.id);
      const hidden = await hidePhoto(photo(2).id, new Date("2026-11-28T00:00:00Z"));
      const hiddenAgain = await hidePhoto(photo(2).id);
      await recordServicePhoto(
        "transformer-testing",
        photo(6).id,
        "content@lab.example",
        new Date(),
      );
      await recordServicePhoto(
        "transformer-testing",
        photo(5).id,
        "content@lab.example",
        new Date(),
      );
      const drawing = galleryCategories[0]!.images[0]!.src;
      const drawingHidden = [
        await hideDrawing(drawing, "content@lab.example"),
        await hideDrawing(drawing, "x"),
      ];
      const onSite = (await galleryOnSite())[0]!.images.length;
      const drawingShown = [await showDrawing(drawing), await showDrawing(drawing)];
      return {
        before,
        after: (await photosInAlbum(album)).map((p) => p.id),
        hidden,
        hiddenAgain,
        shown: [
          await photoShown(photo(2).id),
          await photoShown(photo(3).id),
          await photoShown("nope"),
        ],
        // A lookup by id: its order is nobody's.
        byId: [...(await photosById([photo(2).id, photo(6).id, "nope"]))].sort(),
        service: (await servicePhoto("transformer-testing"))?.id,
        chosen: [...(await chosenServicePhotos())],
        cleared: [
          await clearServicePhoto("transformer-testing"),
          await clearServicePhoto("transformer-testing"),
        ],
        drawingHidden,
        onSite,
        drawingShown,
        albums: (await deskAlbums()).map((a) => `${a.album} ${a.photos.length}`),
      };
    });
    expect(postgres).toEqual(sqlite);
    expect(sqlite.before).toEqual([5, 4, 3, 2, 1, 0].map((n) => photo(n).id));
    expect(sqlite.hidden).toBe(true);
    expect(sqlite.hiddenAgain).toBe(false);
    expect(sqlite.drawingHidden).toEqual([true, false]);
  });
});
