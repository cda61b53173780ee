import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pictureProblems } from "../../../tests/fixtures/pictures";
import { pages } from "../pages";
import { allServices, serviceIds, services } from "./index";

const publicDir = join(import.meta.dirname, "..", "..", "..", "public");
const inPublic = (src: string) => existsSync(join(publicDir, src));

describe("the service catalogue, one module per service", () => {
  it("lists the ten services in the order of serviceIds, each in the module named after it", () => {
    expect(services.map((s) => s.id)).toEqual([...serviceIds]);
    const modules = readdirSync(import.meta.dirname).map((f) => f.replace(/\.ts$/, ""));
    for (const s of allServices) expect(modules, s.id).toContain(s.id);
  });

  it("every service's card picture and banner are there at the size it declares, and both icons", async () => {
    const problems = await Promise.all(
      allServices.flatMap((s) =>
        [s.image, s.headingImg].map(async (picture) =>
          (await pictureProblems(picture, publicDir)).map((problem) => `${s.id}: ${problem}`),
        ),
      ),
    );
    expect(problems.flat()).toEqual([]);
    const missingIcons = allServices.flatMap((s) =>
      [s.iconPrimary, s.iconSecondary]
        .filter((src) => !inPublic(src))
        .map((src) => `${s.id}: ${src}`),
    );
    expect(missingIcons).toEqual([]);
    for (const s of allServices) {
      expect(s.image.alt, s.id).not.toBe("");
      expect(s.headingImg.alt, s.id).not.toBe("");
    }
  });

  it("every sub-service shows its service's pictures and has words of its own", () => {
    for (const s of allServices) {
      for (const sub of s.subServices) {
        expect(inPublic(s.headingImg.src), `${s.id} / ${sub.title}`).toBe(true);
        expect(sub.description.length, `${s.id} / ${sub.title}`).toBeGreaterThan(20);
      }
    }
  });

  it("the /service page's description names every service", () => {
    for (const s of services) expect(pages.service.description).toContain(s.listName);
  });
});

describe("a service's picture may be a photo", () => {
  // Photos made from one of the drawings, as tools/media/photo.ts would write them.
  let dir = "";
  const drawing = join(publicDir, "images", "services", "cables.svg");
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "photos-"));
    await sharp(drawing).resize({ width: 640 }).jpeg().toFile(join(dir, "photo.jpg"));
    await sharp(drawing).resize({ width: 640 }).webp().toFile(join(dir, "photo.webp"));
    await sharp(drawing).resize({ width: 320 }).webp().toFile(join(dir, "photo-320.webp"));
    await sharp(drawing)
      .resize({ width: 320, height: 320 })
      .webp()
      .toFile(join(dir, "square.webp"));
    await sharp(drawing).resize({ width: 640 }).png().toFile(join(dir, "png.jpg"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const photo = { src: "/photo.webp", width: 640, height: 480, alt: "Cable drums" };

  it("accepts a JPEG as it is and a WebP with a narrower copy", async () => {
    expect(await pictureProblems({ ...photo, src: "/photo.jpg" }, dir)).toEqual([]);
    expect(
      await pictureProblems({ ...photo, srcset: [{ src: "/photo-320.webp", width: 320 }] }, dir),
    ).toEqual([]);
  });

  it("refuses a missing file, a wrong size, a misnamed file and a copy that is not one", async () => {
    expect(await pictureProblems({ ...photo, src: "/gone.webp" }, dir)).toEqual([
      "/gone.webp: missing",
    ]);
    expect(await pictureProblems({ ...photo, height: 360 }, dir)).toEqual([
      "/photo.webp: 640×480, declared 640×360",
    ]);
    expect(await pictureProblems({ ...photo, src: "/png.jpg" }, dir)).toEqual([
      "/png.jpg: holds png",
    ]);
    expect(await pictureProblems({ ...photo, src: "/photo.gif" }, dir)).toEqual([
      "/photo.gif: not a picture in /public",
    ]);
    expect(
      await pictureProblems(
        {
          ...photo,
          srcset: [
            { src: "/photo-320.webp", width: 400 },
            { src: "/square.webp", width: 320 },
            { src: "/photo.jpg", width: 640 },
          ],
        },
        dir,
      ),
    ).toEqual([
      "/photo-320.webp: 320 wide, declared 400",
      "/square.webp: not in the proportions of /photo.webp",
      "/photo.jpg: not narrower than /photo.webp",
    ]);
  });
});
