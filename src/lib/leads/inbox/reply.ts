import type { MessageProblem } from "@/content/messageResult";
import { refusalStatus, type SlotRefusal } from "@/lib/fairShare/slots";
import { textResponse } from "@/lib/http/responses";

/**
 * A refusal, thrown wherever it is found and answered as the e-mail provider
 * answers: an error status and a short text.
 */
export class Reply extends Error {
  constructor(
    readonly status: number,
    readonly text: string,
    /** What the no-script path's message page should say, when not derived from the status. */
    readonly problem?: MessageProblem,
    /** The message of each field that was refused, by the name it posts (a page shows them beside it). */
    readonly fields?: Readonly<Record<string, string>>,
    /** How long to wait before sending again (Retry-After), when the refusal is for want of room. */
    readonly retryAfterSeconds?: number,
  ) {
    super(text);
  }
}

/**
 * No slot for the request (lib/fairShare/slots.ts): the client is sending as
 * many at once as it may (429), or the inbox is full (503). Either way it is
 * told how long to wait, never queued.
 */
export class Busy extends Reply {
  constructor(readonly refusal: SlotRefusal) {
    const wait = refusal.retryAfterSeconds;
    const own = refusal.reason === "client";
    super(
      refusalStatus(refusal).status,
      own
        ? `Too many forms from your connection at once, please try again in ${wait} seconds`
        : `The inbox is busy, please try again in ${wait} seconds`,
      own ? "sending" : "full",
      undefined,
      wait,
    );
  }
}

export const TOO_LARGE = "The request is too large";

export function replyResponse(reply: Reply): Response {
  const response = textResponse(reply.status, reply.text);
  if (reply.retryAfterSeconds !== undefined)
    response.headers.set("Retry-After", String(reply.retryAfterSeconds));
  return response;
}

export function bodyFailure(reason: "too-large" | "incomplete" | "unreadable"): Reply {
  if (reason === "too-large") return new Reply(413, TOO_LARGE);
  if (reason === "incomplete") return new Reply(400, "The request body is incomplete");
  return new Reply(400, "The request body could not be read");
}
