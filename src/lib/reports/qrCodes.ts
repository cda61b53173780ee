import type { QrItem } from "./qrBundle";
import { displayReference, normaliseReference, referenceFileStem } from "./register";
import { reportsWithKeys } from "./store";

/** At most this many reports' QR codes in one download (about 9 sheets of labels). */
export const MAX_QR_REPORTS = 200;

export interface QrReport {
  reference: string;
  accredited: boolean;
  reportNumber: string;
  token: string;
  code: string;
}

export type QrProblem = "none" | "too-many" | "unknown" | "not-current";

export type QrChoice =
  | { ok: true; reports: QrReport[] }
  | { ok: false; problem: "none" | "too-many" }
  | { ok: false; problem: "unknown" | "not-current"; references: string[] };

/**
 * The reports staff selected for their QR codes, each once, in the order they
 * were registered. Refused: none, more than MAX_QR_REPORTS, a reference not in
 * the register, and a withdrawn or superseded report (its QR is not printed
 * again: a new label would put a report that is no longer current back on an
 * item). A report awaiting authorisation has its QR already, as on its page.
 */
export async function reportsForQr(given: readonly string[]): Promise<QrChoice> {
  const references = [...new Set(given.map(normaliseReference).filter(Boolean))];
  if (references.length === 0) return { ok: false, problem: "none" };
  if (references.length > MAX_QR_REPORTS) return { ok: false, problem: "too-many" };
  const reports = await reportsWithKeys(references);
  const found = new Set(reports.map((r) => r.reference));
  const unknown = references.filter((r) => !found.has(r));
  if (unknown.length) return { ok: false, problem: "unknown", references: unknown };
  const stale = reports.filter((r) => r.status === "withdrawn" || r.status === "superseded");
  if (stale.length)
    return { ok: false, problem: "not-current", references: stale.map(displayReference) };
  return {
    ok: true,
    reports: reports.map((r) => ({
      reference: r.reference,
      accredited: r.accredited,
      reportNumber: r.reportNumber,
      token: r.token,
      code: r.code,
    })),
  };
}

/** What the bundle needs of each report. */
export const qrItemsFor = (reports: QrReport[], verifyUrl: (token: string) => string): QrItem[] =>
  reports.map((r) => ({
    reference: displayReference(r),
    stem: referenceFileStem(r),
    url: verifyUrl(r.token),
    code: r.code,
  }));
