import type { DocumentRefusal } from "@/content/fileChecks";
import { runUntrusted, UntrustedWorkError } from "@/lib/workers/pool";
import type { DocumentQuestion, DocumentVerdict } from "./documents";

export type DocumentCheck =
  | DocumentVerdict
  /** The check ran out of time or memory, or the pool was full: refused, nothing stored. */
  | { ok: false; problem: "unchecked" | "busy" };

/** A document checked in the untrusted-work pool; the server's own pages never wait for it. */
export async function checkDocument(question: DocumentQuestion): Promise<DocumentCheck> {
  try {
    return await runUntrusted<DocumentVerdict>("inspectDocument", question);
  } catch (error) {
    if (!(error instanceof UntrustedWorkError)) throw error;
    return { ok: false, problem: error.reason === "busy" ? "busy" : "unchecked" };
  }
}

/** The words for a refusal that is not about the file's type. */
export function refusalOf(check: DocumentCheck): DocumentRefusal | undefined {
  if (check.ok || check.problem === "type") return undefined;
  return check.problem === "unsafe" ? check.hazard : check.problem;
}
