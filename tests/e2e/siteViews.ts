import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { once } from "node:events";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { root } from "./ownServer";

/**
 * What the backup specs compare before a loss and after a restore: the pages
 * and files visitors and staff get from a server, said briefly; and the
 * backup commands as the lab types them.
 */

/** An answer's status and its bytes' SHA-256 and length: the same file byte for byte, said briefly. */
export const bytesOf = async (answer: Response) => {
  const bytes = Buffer.from(await answer.arrayBuffer());
  return `${answer.status} ${createHash("sha256").update(bytes).digest("hex")} ${bytes.length}`;
};

/** A page's <main> as text. */
export const mainText = (html: string) =>
  (/<main\b[^]*<\/main>/.exec(html)?.[0] ?? "").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

/** A photo as a camera gives it: a JPEG of noise that does not compress. */
export const jpeg = (seed: number) => {
  const pixels = Buffer.alloc(640 * 480 * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = ((i + seed) * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width: 640, height: 480, channels: 3 } })
    .jpeg()
    .toBuffer();
};

/**
 * `npm run <script>` as the lab types it (tsx on this Node), with these
 * settings. Never spawnSync: it would stop this process's event loop, and a
 * server the spec runs in it (an S3-compatible bucket) with it.
 */
export async function npmRun(
  script: "backup" | "restore",
  args: string[],
  env: Record<string, string>,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", `scripts/${script}.ts`, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    timeout: 5 * 60_000,
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  const [status] = (await once(child, "close")) as [number | null];
  return { status, stdout, stderr };
}

/** A folder's size on disk (a restic repository's). */
export function sizeOf(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0);
}

/** The verification pages and PDFs of these reports, the photos' files, and whether the desk lists these references. */
export async function siteViews(
  base: string,
  desk: APIRequestContext,
  seen: { tokens: string[]; photos: string[]; leads: string[]; applications: string[] },
): Promise<Record<string, string | number>> {
  const views: Record<string, string | number> = {};
  const get = (path: string) => fetch(base + path, { redirect: "manual" });
  for (const token of seen.tokens) {
    const page = await get(`/verify/${token}`);
    views[`/verify/${token}`] = `${page.status} ${mainText(await page.text())}`;
    views[`/verify/${token}/pdf`] = await bytesOf(await get(`/verify/${token}/pdf`));
  }
  for (const id of seen.photos)
    for (const file of [`/photos/${id}-480.webp`, `/photos/${id}-480.avif`])
      views[file] = await bytesOf(await get(file));
  views.gallery = (await get("/gallery")).status;
  const leadList = await (await desk.get("/desk")).text();
  const applicationList = await (await desk.get("/desk/applications")).text();
  views.leads = seen.leads.map((ref) => `${ref}:${leadList.includes(ref)}`).join(" ");
  views.applications = seen.applications
    .map((ref) => `${ref}:${applicationList.includes(ref)}`)
    .join(" ");
  return views;
}
