import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

/**
 * The W3C Nu Html Checker (npm `vnu-jar`, run on Debian's Java; see
 * scripts/ensure-java.sh), over many pages in one Java start.
 */

export interface CheckedPage {
  /** Where the page was fetched from, named in every message about it. */
  path: string;
  html: string;
}

export interface VnuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  lastLine?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

/** Every message the checker gives, with `url` replaced by the page's path. */
export async function checkHtml(pages: CheckedPage[]): Promise<VnuMessage[]> {
  const dir = await mkdtemp(join(tmpdir(), "vnu-"));
  try {
    const files = pages.map((_, i) => join(dir, `page-${i}.html`));
    await Promise.all(pages.map((page, i) => writeFile(files[i]!, page.html)));
    // The package's main export is the path of its vnu.jar.
    const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));
    const { stdout } = await promisify(execFile)(
      "java",
      ["-jar", vnuJar, "--format", "json", "--stdout", "--exit-zero-always", ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOENT") throw error;
      throw new Error("java not found: run `bash scripts/ensure-java.sh` (as root it installs it)");
    });
    const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
    const pathOf = new Map(files.map((file, i) => [`file:${file}`, pages[i]!.path]));
    return messages.map((m) => ({ ...m, url: pathOf.get(m.url ?? "") ?? m.url }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
