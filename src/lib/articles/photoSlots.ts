/**
 * A site photo in a stored article: the renderer (in the untrusted-work pool,
 * with no database) writes a place for it, and the page puts the photo's
 * <picture> there when it is shown, so a photo removed later leaves the
 * article without the article being rendered again.
 *
 * The place is an element the sanitiser never lets through from the writer
 * (its name is not on the allow-list, and text and code have their `<`
 * escaped), so only the renderer can write one.
 */

const PHOTO_ID = /^[A-Za-z0-9_-]{1,64}$/;

const ESCAPED: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const UNESCAPED = Object.fromEntries(Object.entries(ESCAPED).map(([c, e]) => [e, c]));

/** The place of photo `id` (letters, digits, - and _ only), with the words the writer gave it. */
export function photoSlot(id: string, alt: string): string {
  if (!PHOTO_ID.test(id)) throw new Error(`Not a photo id: ${JSON.stringify(id)}`);
  const escaped = alt.replace(/[&<>"']/g, (c) => ESCAPED[c]!);
  return `<site-photo data-id="${id}" data-alt="${escaped}"></site-photo>`;
}

/** Each character class stops at the delimiter after it: no backtracking, one pass. */
const SLOT = /<site-photo data-id="([A-Za-z0-9_-]{1,64})" data-alt="([^"<>]*)"><\/site-photo>/g;

/** The photos an article's HTML has places for, each once, in order (to look them up before filling). */
export const photoSlotIds = (html: string): string[] => [
  ...new Set(Array.from(html.matchAll(SLOT), (match) => match[1]!)),
];

/**
 * The article's HTML with each photo's place replaced by `pictureOf(id, alt)`
 * (its <picture>, its values escaped), or by nothing when there is no such photo.
 */
export function fillPhotoSlots(
  html: string,
  pictureOf: (id: string, alt: string) => string | undefined,
): string {
  return html.replace(
    SLOT,
    (_, id: string, alt: string) =>
      pictureOf(
        id,
        alt.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => UNESCAPED[e]!),
      ) ?? "",
  );
}
