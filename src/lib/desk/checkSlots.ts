import { createSharedSlots, type HeldSlot, type SlotRefusal } from "@/lib/fairShare/slots";
import { STAFF_SIGN_IN } from "@/lib/fairShare/limits";

/**
 * The sign-in's password checks (scrypt) running at once: a share per client,
 * and a reserve. Clients with a failure in the last quarter hour together hold
 * at most `forFailing` of the `total` slots, so a flood (of unknown addresses,
 * of guesses) leaves the rest to colleagues who have not failed.
 */
export interface CheckSlots {
  take(client: string, failedRecently: boolean): HeldSlot | SlotRefusal;
}

export function createCheckSlots({
  total = STAFF_SIGN_IN.checks,
  perClient = STAFF_SIGN_IN.checksPerClient,
  forFailing = STAFF_SIGN_IN.checksForFailingClients,
  retryAfterSeconds = STAFF_SIGN_IN.busyRetrySeconds,
} = {}): CheckSlots {
  const all = createSharedSlots({ total, perClient, retryAfterSeconds });
  const failing = createSharedSlots({ total: forFailing, perClient, retryAfterSeconds });
  return {
    take(client, failedRecently) {
      if (!failedRecently) return all.take(client);
      const share = failing.take(client);
      if (!share.ok) return share;
      const slot = all.take(client);
      if (!slot.ok) {
        share.release();
        return slot;
      }
      return {
        ok: true,
        release() {
          slot.release();
          share.release();
        },
      };
    },
  };
}

/** The server's check slots (one process, one pool). */
export const deskCheckSlots = createCheckSlots();
