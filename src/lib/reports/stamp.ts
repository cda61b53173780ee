import { documentRefusals } from "@/content/fileChecks";
import { registerDesk } from "@/content/reports";
import { serverEnv } from "@/lib/env/server";
import { runUntrusted, STAFF_WORK, UntrustedWorkError } from "@/lib/workers/pool";
import type { FileStore } from "@/lib/platform/storage";
import { currentNablQrPng, nablQrFiles } from "./nablQr";
import { qrPng } from "./qr";
import { displayReference, RegisterError, type Report } from "./register";
import { verifyUrl } from "./server";
import { MAX_STAMP_PAGES, type StampAnswer } from "./stampPdf";

/** What the stamp needs of a report. */
export type StampedReport = Pick<
  Report,
  "accredited" | "reference" | "reportNumber" | "token" | "code"
>;

/**
 * The lines beside the codes: where to verify (the site's address without
 * https://, short enough to type), the ULR or the report number, and the
 * code. Never the long link: its 24-character token has l and I, which look
 * alike on paper; the QR holds it.
 */
export const stampLines = (report: StampedReport) => [
  registerDesk.stamp.verifyAt,
  `${new URL(serverEnv.SITE_URL).host}/verify`,
  displayReference(report),
  registerDesk.stamp.code(report.code),
];

/**
 * The draft with its QR codes stamped (lib/reports/stampPdf.ts), done in the
 * untrusted-work pool: for a report within the accredited scope NABL's QR
 * (uploaded by an admin, lib/reports/nablQr.ts: read from the server's files,
 * `nablFiles`, so every app server stamps with the one uploaded on any) and the lab's; outside it the
 * lab's alone. An accredited report is refused while no NABL QR is uploaded:
 * a report with accredited results and without NABL's code does not meet
 * NABL's rules, and a download cannot carry a warning anyone would see. The
 * caller has checked the bytes (checkReportPdf); the result is a new PDF,
 * nothing is stored. A refusal is a RegisterError.
 */
export async function stampQr(
  pdf: Uint8Array,
  report: StampedReport,
  nablFiles: FileStore = nablQrFiles(),
): Promise<Uint8Array> {
  const words = registerDesk.view.errors;
  const nablQrPng = report.accredited ? await currentNablQrPng(nablFiles) : undefined;
  if (report.accredited && !nablQrPng) throw new RegisterError(words.noNablQr, 409);
  let answer: StampAnswer;
  try {
    answer = await runUntrusted<StampAnswer>(
      "stampReport",
      {
        pdf,
        labQrPng: new Uint8Array(await qrPng(verifyUrl(report.token))),
        nablQrPng,
        lines: stampLines(report),
      },
      STAFF_WORK,
    );
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
