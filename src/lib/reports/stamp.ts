import { documentRefusals } from "@/content/fileChecks";
import { registerDesk } from "@/content/reports";
import { runUntrusted, UntrustedWorkError } from "@/lib/workers/pool";
import { qrPng } from "./qr";
import { RegisterError } from "./register";
import { MAX_STAMP_PAGES, type StampAnswer } from "./stampPdf";

/**
 * The draft with its QR stamped (lib/reports/stampPdf.ts), done in the
 * untrusted-work pool. The caller has checked the bytes (checkReportPdf);
 * the result is a new PDF, nothing is stored. A refusal is a RegisterError.
 */
export async function stampQr(pdf: Uint8Array, url: string, code: string): Promise<Uint8Array> {
  const words = registerDesk.view.errors;
  let answer: StampAnswer;
  try {
    answer = await runUntrusted<StampAnswer>("stampReport", {
      pdf,
      qrPng: new Uint8Array(await qrPng(url)),
      url,
      code,
    });
  } catch (error) {
    if (!(error instanceof UntrustedWorkError)) throw error;
    const busy = error.reason === "busy";
    throw new RegisterError(documentRefusals[busy ? "busy" : "unchecked"], busy ? 503 : 422);
  }
  if (answer.ok) return answer.pdf;
  if (answer.problem === "too-many-pages")
    throw new RegisterError(words.tooManyPages(MAX_STAMP_PAGES));
  throw new RegisterError(words[answer.problem]);
}
