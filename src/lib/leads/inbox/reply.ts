import type { MessageProblem } from "@/content/messageResult";
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
  ) {
    super(text);
  }
}

/** The inbox is handling as many requests as it may: come back in a few seconds. */
export class Busy extends Reply {
  constructor() {
    super(503, "The inbox is busy, please try again in a few seconds");
  }
}

export const TOO_LARGE = "The request is too large";

export function replyResponse(reply: Reply): Response {
  const response = textResponse(reply.status, reply.text);
  if (reply instanceof Busy) response.headers.set("Retry-After", "5");
  return response;
}

export function bodyFailure(reason: "too-large" | "incomplete" | "unreadable"): Reply {
  if (reason === "too-large") return new Reply(413, TOO_LARGE);
  if (reason === "incomplete") return new Reply(400, "The request body is incomplete");
  return new Reply(400, "The request body could not be read");
}
