// @ts-check
import { fileURLToPath } from "node:url";

/** Where scripts/serve.mjs finds the module that starts the server's background work. */
export const BACKGROUND_ENTRY = "background.mjs";

/**
 * Builds `module` (lib/leads/server/background.ts) as one more entry of the server
 * build, dist/server/background.mjs, sharing its chunks (and so its database
 * connection and notifier) with the pages: scripts/serve.mjs starts it when
 * the process starts, before the first request.
 * @param {URL} module
 * @returns {import("astro").AstroIntegration}
 */
export function backgroundWork(module) {
  const id = fileURLToPath(module);
  return {
    name: "background-work",
    hooks: {
      "astro:config:setup": ({ command, updateConfig }) => {
        if (command !== "build") return;
        updateConfig({
          vite: {
            plugins: [
              {
                name: "background-work-entry",
                applyToEnvironment: (environment) => environment.name === "ssr",
                buildStart() {
                  this.emitFile({ type: "chunk", id, fileName: BACKGROUND_ENTRY });
                },
              },
            ],
          },
        });
      },
    },
  };
}
