/**
 * One gzip answer put together from pieces deflated on their own, the way
 * pigz compresses in parallel: every piece but the last ends with a sync flush
 * (an empty stored block that leaves the stream on a byte boundary), so their
 * raw deflate streams simply follow each other. A page's kept frame is then
 * deflated once, at the best level, and a request deflates only its own part.
 * Node's zlib does the deflating; this file writes gzip's 10-byte header and
 * 8-byte trailer (RFC 1952), which no library offers for pieces.
 */
import { constants, crc32, deflateRawSync } from "node:zlib";

/** A piece's bytes and its raw deflate stream. */
export type GzipPiece = { bytes: Uint8Array; deflated: Uint8Array };

/** `last`: the piece that ends the answer (its final block closes the deflate stream). */
export function deflatePiece(bytes: Uint8Array, { last }: { last: boolean }): GzipPiece {
  const small = bytes.byteLength < 16 * 1024;
  const deflated = deflateRawSync(bytes, {
    level: small ? 6 : 9,
    // A request's own part is a few KB: a 4 KB window and small tables keep zlib's state small.
    ...(small ? { windowBits: 12, memLevel: 6 } : {}),
    finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
  });
  return { bytes, deflated };
}

// Magic, deflate, no flags, no modification time, no extra flags, OS unknown.
const HEADER = Uint8Array.of(0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255);

/** The gzip answer as chunks to send in order: header, each piece's stream, trailer. */
export function gzipChunks(pieces: GzipPiece[]): Uint8Array[] {
  let crc = 0;
  let size = 0;
  for (const { bytes } of pieces) {
    crc = crc32(bytes, crc);
    size += bytes.byteLength;
  }
  const trailer = new Uint8Array(8);
  const view = new DataView(trailer.buffer);
  view.setUint32(0, crc >>> 0, true);
  view.setUint32(4, size >>> 0, true);
  return [HEADER, ...pieces.map((piece) => piece.deflated), trailer];
}
