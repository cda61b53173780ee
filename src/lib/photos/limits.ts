/** The largest photo file accepted: a phone's full-size JPEG is 3 to 12 MB. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;

/** The most pixels decoded (a 48-megapixel phone photo fits; a decompression bomb does not). */
export const MAX_PHOTO_PIXELS = 50_000_000;

/** The longest side decoded: a 48-megapixel phone photo is 8,000 pixels wide. */
export const MAX_PHOTO_SIDE = 12_000;

/** How many times longer than wide (or wider than tall) a picture may be: a phone panorama is 5. */
export const MAX_PHOTO_ASPECT = 8;

export const MAX_ALT_CHARS = 250;
export const MAX_CAPTION_CHARS = 200;

/** The widths made of every photo, never wider than the photo itself. */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;
