import { createHash } from "node:crypto";
import { registerDesk } from "@/content/reports";
import { site } from "@/content/site";
import { runUntrusted, UntrustedWorkError, type UntrustedWho } from "@/lib/workers/pool";
import { RegisterError } from "./registerError";
import { sealState } from "./sealCertificate";
import type { SealAnswer, SealQuestion } from "./sealPdf";

/**
 * Every issued PDF carries the lab's digital seal (issue 48): each way a PDF
 * becomes issued (a signatory's authorisation, one or many; a token scoped to
 * issue creating a report; an amendment replacing an issued report's PDF)
 * seals it here first, off the event loop, and then records the sealed bytes
 * in the same transaction that issues them. With no certificate set up the
 * PDF is issued as it came; with one that cannot be used nothing is issued.
 */

const words = registerDesk.seal;

/** What the register records of a sealed PDF beside its bytes. */
export interface SealRecord {
  /** SHA-256 of the unsealed file the seal was added to. */
  draftSha256: string;
  /** The certificate's subject. */
  sealedBy: string;
  sealedAt: string;
}

/** The PDF to issue: sealed (with its record), or as it came while no certificate is set up. */
export interface IssuedPdf {
  bytes: Uint8Array;
  seal?: SealRecord;
}

/** Who authorised the report, and which report: the signature's /Reason. */
export interface SealFor {
  signatory: string;
  designation: string;
  /** The report as people read its name (displayReference: "ULR-…" or the report number). */
  reference: string;
}

export const sha256Of = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** The PDF sealed in the untrusted-work pool's lane `who`; a refusal is a RegisterError. */
export async function sealForIssue(
  bytes: Uint8Array,
  { signatory, designation, reference }: SealFor,
  who: UntrustedWho,
): Promise<IssuedPdf> {
  const state = sealState();
  if (state.state === "off") return { bytes };
  if (state.state === "broken") throw new RegisterError(words.broken(state.problem), 409);
  const { material } = state;
  const sealedAt = new Date().toISOString();
  const question: SealQuestion = {
    pdf: bytes,
    keyPem: material.keyPem,
    certificates: material.certificates,
    reason: words.reason(signatory, designation, reference),
    name: site.name,
    signingTime: sealedAt,
  };
  let answer: SealAnswer;
  try {
    answer = await runUntrusted<SealAnswer>("sealReport", question, who);
  } catch (error) {
    if (!(error instanceof UntrustedWorkError)) throw error;
    if (error.reason === "busy") throw new RegisterError(words.busy, 503);
    throw new RegisterError(words.unreadable, 422);
  }
  if (!answer.ok) throw new RegisterError(words.unreadable, 422);
  return {
    bytes: answer.pdf,
    seal: { draftSha256: sha256Of(bytes), sealedBy: material.subject, sealedAt },
  };
}

/** What the register's pages say about the seal: nothing while it works (lib/reports/sealCertificate.ts). */
export function sealDeskNotice(): { alert: boolean; text: string } | undefined {
  const state = sealState();
  if (state.state === "off") return { alert: false, text: words.off };
  if (state.state === "broken") return { alert: true, text: words.broken(state.problem) };
  return undefined;
}

/**
 * The register's last word before it issues a PDF: unsealed only while no
 * certificate is set up. A certificate that cannot be used, or that became
 * usable while the PDF was on its way, refuses the step (nothing is issued).
 */
export function requireSealWhenSetUp(seal: SealRecord | undefined): void {
  if (seal) return;
  const state = sealState();
  if (state.state === "broken") throw new RegisterError(words.broken(state.problem), 409);
  if (state.state === "ready") throw new RegisterError(words.changed, 409);
}
