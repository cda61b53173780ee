import { documentRefusals } from "@/content/fileChecks";
import { checkDocument, refusalOf } from "@/lib/intake/checkDocument";
import type { UntrustedWho } from "@/lib/workers/pool";
import { MAX_REPORT_PDF_BYTES, RegisterError } from "./register";

/**
 * A report's PDF is checked as the inbox checks a visitor's file, in the
 * untrusted-work pool: it must really be a PDF (its bytes, not its name),
 * carry no active content (JavaScript, launch or web-address opening actions,
 * attached files, multimedia, XFA), and fit the size limit. Throws a
 * RegisterError that says which (400, 413, 422 not checked in time, 503 busy).
 * `who`: the lane it is checked in (the desk's, or the LIMS's through the API).
 */
export async function checkReportPdf(bytes: Uint8Array, who: UntrustedWho): Promise<void> {
  if (bytes.length > MAX_REPORT_PDF_BYTES)
    throw new RegisterError(
      `A report's PDF may be up to ${MAX_REPORT_PDF_BYTES / 1024 / 1024} MB.`,
      413,
    );
  const check = await checkDocument({ bytes, accept: ["pdf"], purpose: "report" }, who);
  if (check.ok) return;
  if (check.problem === "type") throw new RegisterError("This file is not a PDF.");
  const refusal = refusalOf(check)!;
  const status = check.problem === "busy" ? 503 : check.problem === "unchecked" ? 422 : 400;
  throw new RegisterError(documentRefusals[refusal], status);
}
