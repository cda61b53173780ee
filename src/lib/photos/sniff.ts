/** What an uploaded picture really is, judged by its first bytes (never by its name). */
export type PhotoKind = "jpeg" | "png" | "webp";

const matches = (bytes: Uint8Array, magic: readonly number[], at = 0) =>
  bytes.length >= at + magic.length && magic.every((b, i) => bytes[at + i] === b);

export function detectPhotoKind(bytes: Uint8Array): PhotoKind | undefined {
  if (matches(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (matches(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  // RIFF....WEBP
  if (matches(bytes, [0x52, 0x49, 0x46, 0x46]) && matches(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return "webp";
  return undefined;
}
