import { describe, expect, it } from "vitest";
import { withImagePreload } from "./imagePreload";

const page = (body: string) =>
  `<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>T</title><style>x</style></head><body>${body}</body></html>`;

describe("withImagePreload", () => {
  it("hints the first high-priority picture at the top of the head", () => {
    const html = withImagePreload(
      page(
        '<img src="/a.svg" loading="lazy"><img alt="" src="/hero.svg" fetchpriority="high"><img src="/b.svg" fetchpriority="high">',
      ),
    );
    expect(html).toContain(
      '<meta name="viewport" content="width=device-width"><link rel="preload" as="image" href="/hero.svg" fetchpriority="high"><title>',
    );
    expect(html.match(/rel="preload"/g)).toHaveLength(1);
  });

  it("hints a photo's copies, so a phone preloads the copy its <img> will show", () => {
    const html = withImagePreload(
      page(
        '<img width="1600" height="500" sizes="100vw" srcSet="/b-480.webp 480w, /b.webp 1600w" src="/b.webp" alt="" fetchPriority="high">',
      ),
    );
    expect(html).toContain(
      '<link rel="preload" as="image" href="/b.webp" imagesrcset="/b-480.webp 480w, /b.webp 1600w" imagesizes="100vw" fetchpriority="high">',
    );
  });

  it("leaves a page without such a picture as it is", () => {
    const html = page('<img src="/a.svg" loading="lazy">');
    expect(withImagePreload(html)).toBe(html);
  });
});
