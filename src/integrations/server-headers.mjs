// @ts-check
import { writeFile } from "node:fs/promises";

/** Where scripts/serve.mjs finds the headers it adds to every answer. */
export const SERVER_HEADERS_FILE = "server-headers.json";

/**
 * Writes the site's security headers (from lib/csp.ts, read through Vite when
 * the config loads) next to the built server, so that scripts/serve.mjs, a
 * plain Node script, sends exactly what the configuration says.
 * @param {{
 *   securityHeaders: Record<string, string>,
 *   basePolicy: string,
 *   openerIsolation: { header: string, value: string, paths: readonly string[] },
 * }} headers
 * @returns {import("astro").AstroIntegration}
 */
export function serverHeaders(headers) {
  /** @type {URL | undefined} */
  let serverDir;
  return {
    name: "server-headers",
    hooks: {
      "astro:config:done": ({ config }) => {
        serverDir = config.build.server;
      },
      "astro:build:done": async () => {
        if (!serverDir) return;
        await writeFile(new URL(SERVER_HEADERS_FILE, serverDir), JSON.stringify(headers, null, 2));
      },
    },
  };
}
