import { createHash } from "node:crypto";
import { certificates as described, type Certificate } from "@/content/certificates";
import { brochure, brochureDetails } from "@/content/navigation";
import { yearInKolkata } from "@/lib/clock";
import type { BrochureLink } from "@/lib/menu";
import { buildBrochure } from "./buildBrochure";

/**
 * The brochure names every certificate by its number. The file built with the
 * site (public/, `npm run brochure`) holds content's numbers; once the desk
 * changes one, the server builds the brochure again with the numbers as they
 * stand and the header links to it at /brochure/{key}.pdf, the key a hash of
 * what it says (a new address for new numbers: no cache holds an old one).
 * Built once per change, kept in memory.
 */
type Named = Pick<Certificate, "name" | "number">;

const keyOf = (certificates: readonly Named[], year = yearInKolkata()) =>
  createHash("sha256")
    .update(JSON.stringify([year, certificates.map((c) => [c.name, c.number])]))
    .digest("hex")
    .slice(0, 16);

/** Whether the built file says what these certificates say (their numbers are content's). */
const builtSays = (certificates: readonly Named[]) =>
  certificates.length === described.length &&
  certificates.every((c, i) => c.number === described[i]!.number && c.name === described[i]!.name);

const KEEP = 4;
const built = new Map<string, Promise<Buffer>>();

function brochureBytes(certificates: readonly Named[], key: string): Promise<Buffer> {
  let bytes = built.get(key);
  if (!bytes) {
    bytes = buildBrochure(certificates);
    built.set(key, bytes);
    bytes.catch(() => built.delete(key));
    if (built.size > KEEP) built.delete(built.keys().next().value!);
  }
  return bytes;
}

/**
 * The header's brochure link when the certificates' numbers are no longer the
 * built file's: the server's brochure, with its size. Undefined while the
 * built file (lib/brochure/brochureLink.ts) says what they say.
 */
export async function serverBrochureLink(
  certificates: readonly Named[],
): Promise<BrochureLink | undefined> {
  if (builtSays(certificates)) return undefined;
  const key = keyOf(certificates);
  const bytes = await brochureBytes(certificates, key);
  return { ...brochure, href: `/brochure/${key}.pdf`, details: brochureDetails(bytes.length) };
}

/** The PDF served as /brochure/{file}: only the brochure of the certificates as they stand now. */
export function servedBrochure(
  file: string,
  certificates: readonly Named[],
): Promise<Buffer> | undefined {
  if (builtSays(certificates)) return undefined;
  const key = keyOf(certificates);
  return file === `${key}.pdf` ? brochureBytes(certificates, key) : undefined;
}
