// @ts-check
import { fileURLToPath } from "node:url";

/** Where scripts/serve.mjs finds the module that starts the server's background work. */
export const BACKGROUND_ENTRY = "background.mjs";
/** The untrusted-work pool's worker thread (lib/server/workerTasks.ts), started by that pool. */
export const WORKER_ENTRY = "untrusted-worker.mjs";
/** Node's timeouts and the minimum upload rate (lib/server/connections.ts), applied by scripts/serve.mjs. */
export const CONNECTIONS_ENTRY = "connections.mjs";

/**
 * Builds `module` (lib/server/background.ts) as one more entry of the server
 * build, dist/server/background.mjs, sharing its chunks (and so its database
 * connection and notifier) with the pages: scripts/serve.mjs starts it when
 * the process starts, before the first request. `worker` (lib/server/workerTasks.ts)
 * becomes dist/server/untrusted-worker.mjs, the script of the worker threads
 * that parse uploads. `connections` (lib/server/connections.ts) becomes
 * dist/server/connections.mjs: the limits scripts/serve.mjs puts on every
 * connection.
 * @param {URL} module
 * @param {URL} worker
 * @param {URL} connections
 * @returns {import("astro").AstroIntegration}
 */
export function backgroundWork(module, worker, connections) {
  const id = fileURLToPath(module);
  const workerId = fileURLToPath(worker);
  const connectionsId = fileURLToPath(connections);
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
                  this.emitFile({ type: "chunk", id: workerId, fileName: WORKER_ENTRY });
                  this.emitFile({ type: "chunk", id: connectionsId, fileName: CONNECTIONS_ENTRY });
                },
              },
            ],
          },
        });
      },
    },
  };
}
