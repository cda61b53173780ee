import type { DatabaseSync } from "node:sqlite";
import { galleryCategories } from "@/content/gallery";
import type { GalleryCategory } from "@/content/types";
import { photoDesk } from "@/content/photos";
import { PhotoError } from "./types";

const drawingFiles = new Set(galleryCategories.flatMap((c) => c.images.map((i) => i.src)));

export function hiddenDrawings(db: DatabaseSync): Set<string> {
  return new Set(
    db
      .prepare("SELECT src FROM hidden_drawings")
      .all()
      .map((row) => String(row.src)),
  );
}

/** The gallery's tabs with the drawings staff took off the site left out. */
export function galleryOnSite(db: DatabaseSync): GalleryCategory[] {
  const hidden = hiddenDrawings(db);
  return galleryCategories.map((c) => ({
    ...c,
    images: c.images.filter((image) => !hidden.has(image.src)),
  }));
}

const known = (src: string) => {
  if (!drawingFiles.has(src)) throw new PhotoError(photoDesk.errors.noSuchDrawing, { status: 404 });
};

/** Takes a drawing off the gallery; false when it was off already. */
export function hideDrawing(db: DatabaseSync, src: string, who: string, now = new Date()): boolean {
  known(src);
  const changes = db
    .prepare("INSERT OR IGNORE INTO hidden_drawings (src, hidden_at, hidden_by) VALUES (?, ?, ?)")
    .run(src, now.toISOString(), who).changes;
  return Number(changes) > 0;
}

/** Puts a drawing back in the gallery; false when it was there already. */
export function showDrawing(db: DatabaseSync, src: string): boolean {
  known(src);
  return Number(db.prepare("DELETE FROM hidden_drawings WHERE src = ?").run(src).changes) > 0;
}
