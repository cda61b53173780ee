// @vitest-environment node
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { galleryCategories } from "@/content/gallery";
import { migrate } from "@/lib/db/migrate";
import { galleryOnSite, hideDrawing, showDrawing } from "./drawings";
import { PhotoError } from "./types";

const fresh = () => {
  const db = new DatabaseSync(":memory:");
  migrate(db, ":memory:");
  return db;
};
const first = galleryCategories[0]!.images[0]!.src;
const tabOf = (db: DatabaseSync) => galleryOnSite(db)[0]!.images.map((i) => i.src);

describe("the gallery's drawings", () => {
  it("are all on a fresh site; one taken off leaves its tab, and comes back", () => {
    const db = fresh();
    expect(tabOf(db)).toEqual(galleryCategories[0]!.images.map((i) => i.src));
    expect(hideDrawing(db, first, "content@lab.example")).toBe(true);
    expect(hideDrawing(db, first, "content@lab.example")).toBe(false);
    expect(tabOf(db)).not.toContain(first);
    expect(tabOf(db)).toHaveLength(galleryCategories[0]!.images.length - 1);
    expect(showDrawing(db, first)).toBe(true);
    expect(showDrawing(db, first)).toBe(false);
    expect(tabOf(db)).toContain(first);
  });

  it("refuses a file that is not one of the gallery's drawings", () => {
    const db = fresh();
    for (const src of ["/images/logo.svg", "../../etc/passwd", ""]) {
      expect(() => hideDrawing(db, src, "x")).toThrow(PhotoError);
      expect(() => showDrawing(db, src)).toThrow(PhotoError);
    }
  });
});
