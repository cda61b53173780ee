// @vitest-environment node
import { describe, expect, it } from "vitest";
import { galleryCategories } from "@/content/gallery";
import { onFreshStore } from "../../../tests/fixtures/freshStore";
import { galleryOnSite, hideDrawing, showDrawing } from "./drawings";
import { PhotoError } from "./types";

const first = galleryCategories[0]!.images[0]!.src;
const tab = async () => (await galleryOnSite())[0]!.images.map((i) => i.src);

describe("the gallery's drawings", () => {
  it(
    "are all on a fresh site; one taken off leaves its tab, and comes back",
    onFreshStore(async () => {
      expect(await tab()).toEqual(galleryCategories[0]!.images.map((i) => i.src));
      expect(await hideDrawing(first, "content@lab.example")).toBe(true);
      expect(await hideDrawing(first, "content@lab.example")).toBe(false);
      expect(await tab()).not.toContain(first);
      expect(await tab()).toHaveLength(galleryCategories[0]!.images.length - 1);
      expect(await showDrawing(first)).toBe(true);
      expect(await showDrawing(first)).toBe(false);
      expect(await tab()).toContain(first);
    }),
  );

  it(
    "refuses a file that is not one of the gallery's drawings",
    onFreshStore(async () => {
      for (const src of ["/images/logo.svg", "../../etc/passwd", ""]) {
        await expect(hideDrawing(src, "x")).rejects.toThrow(PhotoError);
        await expect(showDrawing(src)).rejects.toThrow(PhotoError);
      }
    }),
  );
});
