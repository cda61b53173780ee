import { describe, expect, it } from "vitest";
import { createUploadRateGuard, type WatchedRequest } from "./uploadRate";

/** A connection as the guard sees it: bytes read so far, what was written and whether it was closed. */
function connection(headers: Record<string, string>, bytesAtStart = 400) {
  const written: string[] = [];
  const socket = {
    bytesRead: bytesAtStart,
    destroyed: false,
    writable: true,
    end(data: string, done?: () => void) {
      written.push(data);
      this.writable = false;
      done?.();
    },
    destroy() {
      this.destroyed = true;
    },
  };
  const request = { complete: false as boolean, headers, socket } satisfies WatchedRequest;
  const response = { headersSent: false as boolean };
  return { socket, request, response, written };
}

/** A guard on a clock the test moves, its sweeps run by hand. */
function guarded() {
  let time = 0;
  let sweep: (() => void) | undefined;
  const guard = createUploadRateGuard({
    graceMs: 10_000,
    minBytesPerSecond: 10_240,
    checkEveryMs: 1_000,
    now: () => time,
    every: (ms, tick) => {
      expect(ms).toBe(1_000);
      sweep = tick;
      return () => (sweep = undefined);
    },
  });
  /** Moves the clock by `seconds`, one sweep a second, calling `each` before every sweep. */
  const pass = (seconds: number, each: () => void = () => {}) => {
    for (let i = 0; i < seconds; i++) {
      time += 1_000;
      each();
      sweep?.();
    }
  };
  return { guard, pass, sweeping: () => sweep !== undefined };
}

const slowPost = { "content-length": "500000" };

describe("the minimum upload rate", () => {
  it("cuts a body trickling a byte at a time with 408 and closes its connection, once the grace is over", () => {
    const { guard, pass } = guarded();
    const c = connection(slowPost);
    guard.watch(c.request, c.response);
    pass(10, () => (c.socket.bytesRead += 1));
    expect(c.written).toEqual([]);
    expect(c.socket.destroyed).toBe(false);
    pass(1, () => (c.socket.bytesRead += 1));
    expect(c.written).toEqual([
      "HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n",
    ]);
    expect(c.socket.destroyed).toBe(true);
    expect(guard.watching()).toBe(0);
  });

  it("lets a 10 MB CV from a slow 3G phone (20 KB/s) arrive in full", () => {
    const { guard, pass, sweeping } = guarded();
    const size = 10 * 1024 * 1024;
    const c = connection({ "content-length": String(size + 2048) });
    guard.watch(c.request, c.response);
    let sent = 0;
    pass(Math.ceil(size / 20_480), () => {
      sent += 20_480;
      c.socket.bytesRead += 20_480;
      if (sent >= size) c.request.complete = true;
    });
    expect(c.request.complete).toBe(true);
    expect(c.written).toEqual([]);
    expect(c.socket.destroyed).toBe(false);
    expect(guard.watching()).toBe(0);
    expect(sweeping()).toBe(false);
  });

  it("forgives a phone that sends nothing for most of the grace, then uploads at 30 KB/s", () => {
    const { guard, pass } = guarded();
    const c = connection(slowPost);
    guard.watch(c.request, c.response);
    pass(9);
    pass(20, () => (c.socket.bytesRead += 30_720));
    expect(c.socket.destroyed).toBe(false);
  });

  it("cuts a body averaging 8 KB/s once its average falls below 10 KB/s counted from the grace's end", () => {
    const { guard, pass } = guarded();
    const c = connection({ "content-length": "100000000" });
    guard.watch(c.request, c.response);
    pass(50, () => (c.socket.bytesRead += 8_192));
    expect(c.socket.destroyed).toBe(false);
    pass(1, () => (c.socket.bytesRead += 8_192));
    expect(c.socket.destroyed).toBe(true);
  });

  it("closes without a 408 when the answer has begun (a refusal the client keeps trickling after)", () => {
    const { guard, pass } = guarded();
    const c = connection({ "transfer-encoding": "chunked" });
    guard.watch(c.request, c.response);
    c.response.headersSent = true;
    pass(11);
    expect(c.written).toEqual([]);
    expect(c.socket.destroyed).toBe(true);
  });

  it("leaves requests without a body alone, and stops sweeping when nothing is left to watch", () => {
    const { guard, pass, sweeping } = guarded();
    const get = connection({});
    guard.watch(get.request, get.response);
    guard.watch(connection({ "content-length": "0" }).request, get.response);
    expect(guard.watching()).toBe(0);
    expect(sweeping()).toBe(false);
    const gone = connection(slowPost);
    guard.watch(gone.request, gone.response);
    expect(sweeping()).toBe(true);
    gone.socket.destroyed = true;
    pass(1);
    expect(guard.watching()).toBe(0);
    expect(sweeping()).toBe(false);
    expect(gone.written).toEqual([]);
  });
});
