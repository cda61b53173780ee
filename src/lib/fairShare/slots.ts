/**
 * A shared slot pool with a share per client: at most `total` holders at once,
 * and at most `perClient` of them from one client (an IPv4 address or an IPv6
 * /64: lib/http/network.ts). A request over either is refused at once, never
 * queued, with how long to wait: one client can never hold every slot, so the
 * others always find one free.
 */

export interface SharedSlotsOptions {
  /** Slots in all. */
  total: number;
  /** Slots one client may hold at once. */
  perClient: number;
  /** What a refusal tells the client to wait, in seconds. */
  retryAfterSeconds: number;
}

export type SlotRefusal = {
  ok: false;
  /** "client": this client holds its share already (429); "full": every slot is taken (503). */
  reason: "client" | "full";
  retryAfterSeconds: number;
};

export interface HeldSlot {
  ok: true;
  /** Gives the slot back; a second call does nothing. */
  release(): void;
}

export interface SharedSlots {
  /** A slot for `client`, or why not. */
  take(client: string): HeldSlot | SlotRefusal;
  /** Runs `work` holding a slot for `client`, or answers the refusal without running it. */
  run<T>(client: string, work: () => Promise<T>): Promise<{ ok: true; value: T } | SlotRefusal>;
  /** Slots held now, in all and by `client`. */
  held(client?: string): number;
}

export function createSharedSlots({
  total,
  perClient,
  retryAfterSeconds,
}: SharedSlotsOptions): SharedSlots {
  let active = 0;
  const byClient = new Map<string, number>();

  function take(client: string): HeldSlot | SlotRefusal {
    const mine = byClient.get(client) ?? 0;
    if (mine >= perClient) return { ok: false, reason: "client", retryAfterSeconds };
    if (active >= total) return { ok: false, reason: "full", retryAfterSeconds };
    active++;
    byClient.set(client, mine + 1);
    let released = false;
    return {
      ok: true,
      release() {
        if (released) return;
        released = true;
        active--;
        const left = (byClient.get(client) ?? 1) - 1;
        if (left <= 0) byClient.delete(client);
        else byClient.set(client, left);
      },
    };
  }

  return {
    take,
    async run(client, work) {
      const slot = take(client);
      if (!slot.ok) return slot;
      try {
        return { ok: true, value: await work() };
      } finally {
        slot.release();
      }
    },
    held: (client) => (client === undefined ? active : (byClient.get(client) ?? 0)),
  };
}

/** The status and headers a refusal is answered with: 429 for a client over its share, 503 when full. */
export function refusalStatus(refusal: SlotRefusal): {
  status: 429 | 503;
  headers: Record<string, string>;
} {
  return {
    status: refusal.reason === "client" ? 429 : 503,
    headers: { "Retry-After": String(refusal.retryAfterSeconds) },
  };
}
