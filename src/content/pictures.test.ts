import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { pictureProblems } from "../../tests/fixtures/pictures";
import type { Picture } from "./types";

const publicDir = join(import.meta.dirname, "..", "..", "public");
const modules = import.meta.glob<Record<string, unknown>>(["./**/*.ts", "!./**/*.test.ts"], {
  eager: true,
});

const isPicture = (value: object): value is Picture =>
  "src" in value &&
  typeof value.src === "string" &&
  "width" in value &&
  typeof value.width === "number" &&
  "height" in value &&
  typeof value.height === "number" &&
  "alt" in value &&
  typeof value.alt === "string";

/** Every picture anywhere in the content's exported data (services, blog, gallery, pages...). */
function picturesIn(value: unknown, found = new Map<string, Picture>()): Map<string, Picture> {
  if (Array.isArray(value)) for (const item of value) picturesIn(item, found);
  else if (value !== null && typeof value === "object") {
    if (isPicture(value)) found.set(JSON.stringify({ ...value, alt: "" }), value);
    else for (const item of Object.values(value)) picturesIn(item, found);
  }
  return found;
}

describe("the content's pictures", () => {
  const pictures = [...picturesIn(Object.values(modules)).values()];

  it("finds the pictures of every kind of page", () => {
    const folders = new Set(pictures.map((p) => p.src.split("/")[2]));
    for (const folder of ["services", "blog", "gallery", "news", "hero", "certificates"])
      expect(folders, folder).toContain(folder);
  });

  it("each is there, drawing or photo, at the size the content declares", async () => {
    const problems = await Promise.all(pictures.map((p) => pictureProblems(p, publicDir)));
    expect(problems.flat()).toEqual([]);
  });
});
