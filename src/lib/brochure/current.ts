import { createHash } from "node:crypto";
import { certificates as described, type Certificate } from "@/content/certificates";
import { brochure, brochureDetails } from "@/content/navigation";
import { yearInKolkata } from "@/lib/clock";
import type { BrochureLink } from "@/lib/menu";
import { runUntrusted, STAFF_WORK } from "@/lib/workers/pool";
import type { BrochureScopeRow } from "./buildBrochure";

/**
 * The brochure names every certificate by its number and lists each
 * service's tests from the scope. The file built with the site (public/,
 * `npm run brochure`) holds content's numbers and the seed's scope; once the
 * desk changes a number or the scope (an import, an edit), the server builds
 * the brochure again from the database and the header links to it at
 * /brochure/{key}.pdf, the key a hash of the numbers and the scope's newest
 * version (a new address for each change: no cache holds an old one). Built
 * once per change on a worker thread of the staff lane (pdfkit lays out a
 * 20,000-row scope in about 0.6 s: never on the server's own thread), kept in
 * memory.
 */
type Named = Pick<Certificate, "name" | "number">;

/**
 * The scope as the brochure reads it: "seed" while it is content's seed (what
 * the built file lists), otherwise its newest version's id, and its rows
 * (read only when a brochure is made): lib/brochure/scope.ts.
 */
export interface BrochureScope {
  basis: "seed" | number;
  rows: () => Promise<readonly BrochureScopeRow[]>;
}
const SEED: BrochureScope = { basis: "seed", rows: () => Promise.resolve([]) };

const keyOf = (certificates: readonly Named[], scope: BrochureScope, year = yearInKolkata()) =>
  createHash("sha256")
    .update(JSON.stringify([year, certificates.map((c) => [c.name, c.number]), scope.basis]))
    .digest("hex")
    .slice(0, 16);

/** Whether the built file says what these certificates and this scope say (content's numbers, the seed). */
const builtSays = (certificates: readonly Named[], scope: BrochureScope) =>
  scope.basis === "seed" &&
  certificates.length === described.length &&
  certificates.every((c, i) => c.number === described[i]!.number && c.name === described[i]!.name);

const KEEP = 4;
const built = new Map<string, Promise<Buffer>>();

function brochureBytes(
  certificates: readonly Named[],
  scope: BrochureScope,
  key: string,
): Promise<Buffer> {
  let bytes = built.get(key);
  if (!bytes) {
    bytes = (scope.basis === "seed" ? Promise.resolve(undefined) : scope.rows())
      .then((rows) =>
        runUntrusted<Uint8Array>(
          "buildBrochure",
          { certificates: certificates.map(({ name, number }) => ({ name, number })), rows },
          STAFF_WORK,
        ),
      )
      .then((made) => Buffer.from(made));
    built.set(key, bytes);
    bytes.catch(() => built.delete(key));
    if (built.size > KEEP) built.delete(built.keys().next().value!);
  }
  return bytes;
}

/**
 * The header's brochure link when the certificates' numbers or the scope are
 * no longer the built file's: the server's brochure, with its size. Undefined while the
 * built file (lib/brochure/brochureLink.ts) says what they say, and while the
 * worker lane cannot build it (busy): that page links the built file, the next one tries again.
 */
export async function serverBrochureLink(
  certificates: readonly Named[],
  scope: BrochureScope = SEED,
): Promise<BrochureLink | undefined> {
  if (builtSays(certificates, scope)) return undefined;
  const key = keyOf(certificates, scope);
  try {
    const bytes = await brochureBytes(certificates, scope, key);
    return { ...brochure, href: `/brochure/${key}.pdf`, details: brochureDetails(bytes.length) };
  } catch (error) {
    console.error(`The brochure could not be built again: ${(error as Error).message}`);
    return undefined;
  }
}

/** The PDF served as /brochure/{file}: only the brochure of the certificates as they stand now. */
export function servedBrochure(
  file: string,
  certificates: readonly Named[],
  scope: BrochureScope = SEED,
): Promise<Buffer> | undefined {
  if (builtSays(certificates, scope)) return undefined;
  const key = keyOf(certificates, scope);
  return file === `${key}.pdf` ? brochureBytes(certificates, scope, key) : undefined;
}
