import { AsyncLocalStorage } from "node:async_hooks";
import type { ServerResponse } from "node:http";

/**
 * The Node response a request is answered on, for the code that answers it:
 * scripts/serve.mjs runs Astro's handler inside `answering.run(res, …)`
 * (Astro's own handler hands an endpoint only a Request). Undefined under
 * `astro dev` and in unit tests.
 */
export const answering = new AsyncLocalStorage<ServerResponse>();

/**
 * Resolves once `response` has handed what it was given to its socket (no
 * write is waiting for "drain"), or the connection is gone. A stream made as
 * it is sent waits on it before reading more, so a client that does not read
 * holds a chunk of the server's memory, not the whole answer.
 */
export interface Drainable {
  readonly writableNeedDrain: boolean;
  readonly destroyed: boolean;
  once(event: "drain" | "close", listener: () => void): unknown;
  off(event: "drain" | "close", listener: () => void): unknown;
}

export function drained(response: Drainable): Promise<void> {
  if (!response.writableNeedDrain || response.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      response.off("drain", done);
      response.off("close", done);
      resolve();
    };
    response.once("drain", done);
    response.once("close", done);
  });
}
