import { createHash } from "node:crypto";
import { certificates as described, type Certificate } from "@/content/certificates";
import { readWhole, within, type FileStore } from "@/lib/platform/storage";
import { serverFileStore } from "@/lib/platform/storage/server";
import { certificateSpec, certificateSvg } from "./drawing";

/**
 * A certificate's picture. The drawings in public/images/certificates show the
 * numbers and dates of content/certificates.ts; once the desk changes them the
 * server draws the certificate again (lib/certificates/drawing.ts, the code
 * the generator uses) and keeps the SVG in the server's files (the disk beside
 * the database, or the bucket: lib/platform/storage), in certificates/,
 * named by a hash of the drawing: certificate-{n}-{hash}.svg, served under
 * /images/certificates/ (src/pages/images/certificates/[file].ts). A new
 * drawing is a new address, so no cache holds an old one under it, and
 * putting old values back gives the old address again.
 */

/** The server's drawings: its files under certificates/ (as photos under photos/). */
export const certificateFiles = () => within(serverFileStore(), "certificates");

/** A drawing's file name, as served: certificate-{place in content}-{16 hex of its SHA-256}.svg. */
export const DRAWING_FILE = /^certificate-([1-9]\d?)-([0-9a-f]{16})\.svg$/;

export interface Drawing {
  svg: string;
  fileName: string;
}

const placeOf = (id: string) => described.findIndex((c) => c.id === id);

/** The drawing of a certificate with its values now, and the file name it is kept and served under. */
export function drawingOf(certificate: Certificate): Drawing {
  const index = placeOf(certificate.id);
  if (index < 0) throw new Error(`No certificate ${certificate.id} in content/certificates.ts`);
  const svg = certificateSvg(certificateSpec(certificate, index), index);
  const hash = createHash("sha256").update(svg).digest("hex").slice(0, 16);
  return { svg, fileName: `certificate-${index + 1}-${hash}.svg` };
}

/** Whether the drawing in public/ shows these values: content's own number and dates. */
export function drawnInPublic(certificate: Certificate): boolean {
  const seed = described[placeOf(certificate.id)];
  return (
    !!seed &&
    seed.number === certificate.number &&
    seed.issued === certificate.issued &&
    seed.validUntil === certificate.validUntil
  );
}

/** The certificate with the picture that shows its values: public/'s drawing, or the server's. */
export function withPicture(certificate: Certificate): Certificate {
  if (drawnInPublic(certificate)) return certificate;
  const src = `/images/certificates/${drawingOf(certificate).fileName}`;
  return { ...certificate, picture: { ...certificate.picture, src } };
}

/** Keeps a drawing in `files` (written whole or not at all); a file already there is left as it is. */
export async function keepDrawing(files: FileStore, drawing: Drawing): Promise<void> {
  if (await files.exists(drawing.fileName)) return;
  await files.put(drawing.fileName, new TextEncoder().encode(drawing.svg));
}

/**
 * The SVG served under a file name: only the drawing of a certificate as it
 * stands now (`current`, the site's list), read from `files`, or drawn and kept
 * there when it is missing (a data folder restored without it). Undefined for
 * any other name: an old version's drawing, a made-up name, a drawing public/ holds.
 */
export async function servedDrawing(
  files: FileStore,
  fileName: string,
  current: readonly Certificate[],
): Promise<string | undefined> {
  const match = DRAWING_FILE.exec(fileName);
  if (!match) return undefined;
  const certificate = current[Number(match[1]) - 1];
  if (!certificate || drawnInPublic(certificate)) return undefined;
  const drawing = drawingOf(certificate);
  if (drawing.fileName !== fileName) return undefined;
  const kept = await readWhole(files, fileName);
  if (kept) return new TextDecoder().decode(kept);
  await keepDrawing(files, drawing);
  return drawing.svg;
}
