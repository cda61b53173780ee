import { serverEnv } from "@/lib/env/server";
import { createThrottle } from "./memory";
import { forgetHitsBefore, hitsSince, recordHit } from "./store";

/**
 * A rolling-window limit on a client's attempts (issue 52 item 3), behind one
 * interface whoever keeps the count: this server's memory (the default, for
 * one app server) or the database (`THROTTLES=database`), where the attempts
 * made through every app server count together.
 */
export interface SharedThrottle {
  /** Records an attempt by `client`; false when it is over its limit (the attempt is not recorded). */
  hit(client: string, now?: number): Promise<boolean>;
  /** Whether `client` is at its limit now, so that its next attempt would be refused (nothing recorded). */
  full(client: string, now?: number): Promise<boolean>;
}

/**
 * What a caller of a throttle needs: `sharedThrottle`'s answers come in a
 * promise; the in-memory one of ./memory.ts (which tests hand in)
 * answers at once. Callers await either.
 */
export interface ThrottleLike {
  hit(client: string, now?: number): boolean | Promise<boolean>;
  full(client: string, now?: number): boolean | Promise<boolean>;
}

export interface SharedThrottleOptions {
  /** The throttle's name in the database: one per limit ("report lookups missed"). */
  name: string;
  limit: number;
  windowMs?: number;
  /** Clients tracked in memory at most (the oldest forgotten first). */
  maxKeys?: number;
  /** Where the count is kept; the server's THROTTLES by default. */
  keptIn?: "memory" | "database";
}

export function sharedThrottle({
  name,
  limit,
  windowMs = 60_000,
  maxKeys,
  keptIn = serverEnv.THROTTLES,
}: SharedThrottleOptions): SharedThrottle {
  if (keptIn === "memory") {
    const memory = createThrottle({ limit, windowMs, ...(maxKeys ? { maxKeys } : {}) });
    return {
      hit: async (client, now) => memory.hit(client, now),
      full: async (client, now) => memory.full(client, now),
    };
  }
  let forgotAt = 0;
  return {
    async hit(client, now = Date.now()) {
      const since = new Date(now - windowMs);
      // Attempts outside the window are forgotten once a window, not at every attempt.
      if (now - forgotAt >= windowMs) {
        forgotAt = now;
        await forgetHitsBefore(name, since);
      }
      return recordHit(name, client, new Date(now), since, limit);
    },
    async full(client, now = Date.now()) {
      return (await hitsSince(name, client, new Date(now - windowMs))) >= limit;
    },
  };
}
