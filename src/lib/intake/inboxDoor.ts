import { INBOX_PROCESSING, INBOX_RECEIVING } from "@/lib/fairShare/limits";
import { createSharedSlots, type SharedSlotsOptions } from "@/lib/fairShare/slots";
import type { ThrottleLike } from "@/lib/platform/throttle";

/**
 * What every inbox of visitors' posts is given (the lead forms', the job
 * applications'): its throttle, the site it answers for, its shares of the
 * two pools, the proxies it trusts, its e-mails, its clock and its log.
 */
export interface InboxDoorOptions {
  throttle: ThrottleLike;
  /** The site's public address: posts whose Origin is neither it nor the request's own host are refused. */
  siteUrl?: string;
  /** Posts checked and stored at once, their bodies in (default INBOX_PROCESSING.total). */
  maxConcurrent?: number;
  /** Bodies received at once and each client's share of them (default INBOX_RECEIVING). */
  receiving?: SharedSlotsOptions;
  /** Of those processed at once, how many one client may hold (default INBOX_PROCESSING.perClient). */
  processingPerClient?: number;
  /** Reverse proxies trusted to append to X-Forwarded-For (default 0: the socket's address). */
  trustedHops?: number;
  /** E-mail notifications of stored posts (default: none). */
  notifications?: () => {
    readonly state: "pending" | "off";
    /** Its acknowledgement to the sender (default: none). */
    readonly acknowledge?: "pending" | "off";
    poke(): void;
  };
  now?: () => Date;
  log?: (message: string, detail: unknown) => void;
}

/**
 * An inbox's two pools: a body is received under the client's share of one,
 * then checked and stored under the other, so a client whose bodies trickle
 * in holds only its share of the first.
 */
export function inboxPools(options: InboxDoorOptions) {
  return {
    receiving: createSharedSlots(options.receiving ?? INBOX_RECEIVING),
    processing: createSharedSlots({
      ...INBOX_PROCESSING,
      total: options.maxConcurrent ?? INBOX_PROCESSING.total,
      perClient: options.processingPerClient ?? INBOX_PROCESSING.perClient,
    }),
  };
}
