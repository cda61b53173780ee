import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { rasterSources } from "../scripts/media/rasterSources";
import { shownPicture } from "./pictures";

const PUBLIC = path.resolve(import.meta.dirname, "../public");

describe("shownPicture", () => {
  it("shows an illustration's WebP copy", () => {
    expect(shownPicture("/images/blog/post-1.svg")).toBe("/images/blog/post-1.webp");
    expect(shownPicture("/images/services/heading/cables.svg")).toBe(
      "/images/services/heading/cables.webp",
    );
  });

  it("keeps logos, icons and banners as SVG", () => {
    for (const src of [
      "/images/accreditations/nabl.svg",
      "/images/icons/cables-light.svg",
      "/images/banners/about.svg",
      "/images/hero/hero-lab.svg",
      "/images/footer/footer-poster.jpg",
    ])
      expect(shownPicture(src)).toBe(src);
  });

  it("has a WebP copy in public/ for every illustration it maps (npx tsx scripts/media/raster.ts)", () => {
    const svgs = rasterSources(PUBLIC);
    expect(svgs.length).toBeGreaterThan(50);
    const missing = svgs
      .map((svg) => "/" + path.relative(PUBLIC, svg).split(path.sep).join("/"))
      .map(shownPicture)
      .filter((shown) => !shown.endsWith(".webp") || !existsSync(path.join(PUBLIC, shown)));
    expect(missing).toEqual([]);
  });
});
