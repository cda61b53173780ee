/**
 * In-memory rolling-window throttle per client, with a bounded number of
 * tracked clients (oldest evicted first) so that a flood of spoofed keys
 * cannot exhaust memory.
 */

export interface Throttle {
  /** Records an attempt by `key`; false when the key is over its limit (the attempt is not recorded). */
  hit(key: string, now?: number): boolean;
  /** Whether `key` is at its limit now, so that its next attempt would be refused (nothing is recorded). */
  full(key: string, now?: number): boolean;
  /** Number of clients currently tracked. */
  size(): number;
}

export interface ThrottleOptions {
  limit: number;
  windowMs?: number;
  maxKeys?: number;
}

export function createThrottle({
  limit,
  windowMs = 60_000,
  maxKeys = 10_000,
}: ThrottleOptions): Throttle {
  // key -> ascending timestamps of accepted attempts within the window
  const hits = new Map<string, number[]>();

  const prune = (times: number[], now: number) => {
    let expired = 0;
    while (expired < times.length && (times[expired] ?? 0) <= now - windowMs) expired++;
    if (expired > 0) times.splice(0, expired);
  };

  const evict = (now: number) => {
    for (const [key, times] of hits) {
      prune(times, now);
      if (times.length === 0) hits.delete(key);
    }
    // Still full: drop the least recently inserted keys.
    while (hits.size >= maxKeys) {
      const oldest = hits.keys().next();
      if (oldest.done) break;
      hits.delete(oldest.value);
    }
  };

  return {
    hit(key, now = Date.now()) {
      let times = hits.get(key);
      if (times) {
        prune(times, now);
      } else {
        if (hits.size >= maxKeys) evict(now);
        times = [];
        hits.set(key, times);
      }
      if (times.length >= limit) return false;
      times.push(now);
      return true;
    },
    full(key, now = Date.now()) {
      const times = hits.get(key);
      if (!times) return false;
      prune(times, now);
      return times.length >= limit;
    },
    size() {
      return hits.size;
    },
  };
}
