/**
 * The minimum upload rate, for every request body the server receives
 * (scripts/serve.mjs watches each request): after a grace, a body must keep
 * arriving at a minimum average rate, or its connection is answered 408 and
 * closed. A client trickling a byte now and then would otherwise hold a
 * connection, its memory and any slot its route gives it for as long as it
 * liked. The bytes are counted on the connection (socket.bytesRead), which
 * never takes data from the route that reads the body.
 */

export interface WatchedSocket {
  readonly bytesRead: number;
  readonly destroyed: boolean;
  readonly writable: boolean;
  end(data: string, done?: () => void): unknown;
  destroy(): unknown;
}

/** What the guard reads of Node's IncomingMessage. */
export interface WatchedRequest {
  /** Set by Node once the whole body has been received. */
  readonly complete: boolean;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly socket: WatchedSocket;
}

export interface WatchedResponse {
  readonly headersSent: boolean;
}

export interface UploadRateOptions {
  /** The first milliseconds of a body cost nothing. */
  graceMs: number;
  /** The average a body must keep, counted from the grace's end. */
  minBytesPerSecond: number;
  /** How often the bodies in flight are looked at. */
  checkEveryMs: number;
  now?: () => number;
  /** Runs `tick` every `ms` until the returned function is called (default: an unref'd setInterval). */
  every?: (ms: number, tick: () => void) => () => void;
}

export interface UploadRateGuard {
  /** Watches the request's body until it has arrived or its connection is gone. */
  watch(request: WatchedRequest, response: WatchedResponse): void;
  /** Bodies watched now. */
  watching(): number;
}

/** What Node itself writes when a request outlives its requestTimeout. */
const REQUEST_TIMEOUT =
  "HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n";

/** Whether the request announces a body (a length above 0, or chunks). */
export function hasBody(headers: WatchedRequest["headers"]): boolean {
  if (headers["transfer-encoding"] !== undefined) return true;
  const length = headers["content-length"];
  return typeof length === "string" && /^\s*\d+\s*$/.test(length) && Number(length) > 0;
}

const intervalTimer = (ms: number, tick: () => void) => {
  const timer = setInterval(tick, ms);
  timer.unref();
  return () => clearInterval(timer);
};

interface Watched {
  request: WatchedRequest;
  response: WatchedResponse;
  startedAt: number;
  bytesAtStart: number;
}

export function createUploadRateGuard({
  graceMs,
  minBytesPerSecond,
  checkEveryMs,
  now = Date.now,
  every = intervalTimer,
}: UploadRateOptions): UploadRateGuard {
  const watched = new Set<Watched>();
  let stopSweeping: (() => void) | undefined;

  function cut({ request, response }: Watched): void {
    const { socket } = request;
    // Once an answer has begun (an early refusal), only closing is left.
    if (!response.headersSent && socket.writable)
      socket.end(REQUEST_TIMEOUT, () => socket.destroy());
    else socket.destroy();
  }

  function sweep(): void {
    const time = now();
    for (const body of watched) {
      const { request } = body;
      if (request.complete || request.socket.destroyed) {
        watched.delete(body);
        continue;
      }
      const elapsed = time - body.startedAt;
      if (elapsed <= graceMs) continue;
      const arrived = request.socket.bytesRead - body.bytesAtStart;
      if (arrived < ((elapsed - graceMs) / 1000) * minBytesPerSecond) {
        watched.delete(body);
        cut(body);
      }
    }
    if (watched.size === 0) {
      stopSweeping?.();
      stopSweeping = undefined;
    }
  }

  return {
    watch(request, response) {
      if (!hasBody(request.headers) || request.complete) return;
      watched.add({
        request,
        response,
        startedAt: now(),
        bytesAtStart: request.socket.bytesRead,
      });
      stopSweeping ??= every(checkEveryMs, sweep);
    },
    watching: () => watched.size,
  };
}
