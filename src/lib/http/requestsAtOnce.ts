import type { IncomingHttpHeaders } from "node:http";
import { createSharedSlots } from "@/lib/fairShare/slots";
import { clientKey } from "./client";

/**
 * The server's door: each client (lib/http/client.ts clientKey) may have
 * `perClient` requests that change something (any method but GET, HEAD and
 * OPTIONS) answered at once; one more is answered 429 with Retry-After
 * straight away, before the site's code runs, so a client firing dozens of
 * posts together costs the server's thread almost nothing for all but its
 * share. Applied to every request by scripts/serve.mjs (lib/server/connections.ts).
 */

export interface DoorRequest {
  readonly method?: string | undefined;
  readonly headers: IncomingHttpHeaders;
  readonly socket: { readonly remoteAddress?: string | undefined };
}

export interface DoorResponse {
  once(event: "close", listener: () => void): unknown;
  writeHead(status: number, headers: Record<string, string>): unknown;
  end(text: string): unknown;
}

export interface RequestDoor {
  /** Whether the request may go in; when not, it has been answered (429). */
  admit(request: DoorRequest, response: DoorResponse): boolean;
}

const READING = new Set(["GET", "HEAD", "OPTIONS"]);

export function createRequestDoor({
  perClient,
  retryAfterSeconds,
  trustedHops,
  refusal,
}: {
  perClient: number;
  retryAfterSeconds: number;
  trustedHops: number;
  /** What the refused client reads. */
  refusal: string;
}): RequestDoor {
  const slots = createSharedSlots({
    total: Number.MAX_SAFE_INTEGER,
    perClient,
    retryAfterSeconds,
  });
  return {
    admit(request, response) {
      if (READING.has(request.method ?? "GET")) return true;
      const forwarded = request.headers["x-forwarded-for"];
      const headers = new Headers(
        forwarded === undefined ? {} : { "x-forwarded-for": String(forwarded) },
      );
      const slot = slots.take(clientKey(request.socket.remoteAddress, headers, trustedHops));
      if (slot.ok) {
        response.once("close", slot.release);
        return true;
      }
      response.writeHead(429, {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
        "Retry-After": String(slot.retryAfterSeconds),
      });
      response.end(refusal);
      return false;
    },
  };
}
