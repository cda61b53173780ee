import { describe, expect, it } from "vitest";
import { fillPhotoSlots, photoSlot, photoSlotIds } from "./photoSlots";

const picture = (id: string, alt: string) => `<picture data-id="${id}">[${alt}]</picture>`;

describe("a site photo's place in a stored article", () => {
  it("is an element only the renderer writes: the id as it is, the alt text escaped", () => {
    expect(photoSlot("abc_DEF-12", `Bay "2" <east> & 'west'`)).toBe(
      `<site-photo data-id="abc_DEF-12" data-alt="Bay &quot;2&quot; &lt;east&gt; &amp; &#39;west&#39;"></site-photo>`,
    );
  });

  it("refuses an id with anything but letters, digits, - and _", () => {
    expect(() => photoSlot('x" onload="alert(1)', "a")).toThrow();
    expect(() => photoSlot("", "a")).toThrow();
    expect(() => photoSlot("a".repeat(65), "a")).toThrow();
  });

  it("becomes the photo's picture when the article is shown, with the alt text as written", () => {
    const html = `<p>Before</p>${photoSlot("one", `Bay "2" & co`)}<p>Between</p>${photoSlot("two", "")}`;
    expect(fillPhotoSlots(html, picture)).toBe(
      `<p>Before</p><picture data-id="one">[Bay "2" & co]</picture><p>Between</p><picture data-id="two">[]</picture>`,
    );
  });

  it("names the photos it has places for, each once, and nothing that only looks like one", () => {
    const html = `${photoSlot("one", "a")}<p>&lt;site-photo data-id="fake" data-alt=""&gt;&lt;/site-photo&gt;</p>${photoSlot("two", "b")}${photoSlot("one", "c")}`;
    expect(photoSlotIds(html)).toEqual(["one", "two"]);
    expect(photoSlotIds("<p>no photos</p>")).toEqual([]);
  });

  it("leaves nothing where the photo is gone", () => {
    expect(fillPhotoSlots(`<p>a</p>${photoSlot("gone", "x")}<p>b</p>`, () => undefined)).toBe(
      "<p>a</p><p>b</p>",
    );
  });

  it("is not made from text that only looks like one", () => {
    const escaped = `<p>&lt;site-photo data-id="x" data-alt="y"&gt;&lt;/site-photo&gt;</p>`;
    expect(fillPhotoSlots(escaped, picture)).toBe(escaped);
    const broken = `<site-photo data-id="x y" data-alt="a"></site-photo><site-photo data-id="x" data-alt="a">`;
    expect(fillPhotoSlots(broken, picture)).toBe(broken);
  });

  // That this takes one pass, however many near misses: npm run bench:parsers.
  it("leaves HTML full of near misses as it is", () => {
    const nearMisses =
      `<site-photo data-id="${"a".repeat(60)}" data-alt="${"b".repeat(200)}`.repeat(5000);
    expect(fillPhotoSlots(nearMisses, picture)).toBe(nearMisses);
  });
});
