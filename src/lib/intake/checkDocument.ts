import type { DocumentRefusal } from "@/content/fileChecks";
import { VISITOR_LANE_SHARE } from "@/lib/fairShare/limits";
import { runUntrusted, UntrustedWorkError, type UntrustedWho } from "@/lib/workers/pool";
import type { DocumentQuestion, DocumentVerdict } from "./documents";

export type DocumentCheck =
  | DocumentVerdict
  /**
   * The check ran out of time or memory, or its lane was full ("busy"; with
   * `overShare` when this client had used its own share of the lane or its
   * worker time this minute): refused, nothing stored.
   */
  | { ok: false; problem: "unchecked" }
  | { ok: false; problem: "busy"; overShare: boolean };

/**
 * A document checked in the untrusted-work pool, in the lane `who` names (a
 * stranger's file: "visitor" with its client); the server's own pages never
 * wait for it.
 */
export async function checkDocument(
  question: DocumentQuestion,
  who: UntrustedWho,
): Promise<DocumentCheck> {
  try {
    return await runUntrusted<DocumentVerdict>("inspectDocument", question, who);
  } catch (error) {
    if (!(error instanceof UntrustedWorkError)) throw error;
    return error.reason === "busy"
      ? { ok: false, problem: "busy", overShare: error.overShare }
      : { ok: false, problem: "unchecked" };
  }
}

/** The status of a check that could not be made: 429 for a client over its share, 503 busy, 422 not in time. */
export const uncheckedStatus = (check: { problem: "unchecked" | "busy"; overShare?: boolean }) =>
  check.problem === "unchecked" ? 422 : check.overShare ? 429 : 503;

/** How long a check refused for want of room is told to wait (Retry-After), in seconds; none for a check out of time. */
export const uncheckedRetryAfter = (check: { problem: "unchecked" | "busy" }) =>
  check.problem === "busy" ? VISITOR_LANE_SHARE.retryAfterSeconds : undefined;

/** The words for a refusal that is not about the file's type. */
export function refusalOf(check: DocumentCheck): DocumentRefusal | undefined {
  if (check.ok || check.problem === "type") return undefined;
  return check.problem === "unsafe" ? check.hazard : check.problem;
}
