import { registerDesk } from "@/content/reports";
import { runUntrusted, STAFF_WORK, UntrustedWorkError } from "@/lib/workers/pool";
import { attachmentHeaders } from "./deskActions";
import type { QrBundleInput } from "./qrBundle";
import { MAX_QR_REPORTS, qrItemsFor, reportsForQr, type QrChoice } from "./qrCodes";
import { RegisterError } from "./registerError";
import { verifyUrl } from "./server";

const words = registerDesk.qrCodes;

/** Why a selection was refused, in the desk's words, with its status (409: a report no longer current). */
function refusedChoice(chosen: Exclude<QrChoice, { ok: true }>): RegisterError {
  if (!("references" in chosen))
    return new RegisterError(
      chosen.problem === "none" ? words.problems.none : words.problems["too-many"](MAX_QR_REPORTS),
    );
  const message = words.problems[chosen.problem](chosen.references.join(", "));
  return new RegisterError(message, chosen.problem === "not-current" ? 409 : 400);
}

/**
 * The register's selected reports (posted: `ref` once per report, `format`
 * zip or labels; src/pages/desk/reports/qr-codes.astro) as one download:
 * their QR codes in a zip, or A4 labels, made in the worker pool. A
 * RegisterError says why not: no format, a selection refused
 * (lib/reports/qrCodes.ts), or the pool busy (503).
 */
export async function qrCodesDownload(request: Request): Promise<Response> {
  const form = await request.formData().catch(() => undefined);
  const format = form?.get("format");
  if (format !== "zip" && format !== "labels") throw new RegisterError(words.problems.format);
  const references = (form?.getAll("ref") ?? []).map((r) => String(r).slice(0, 80));
  const chosen = await reportsForQr(references);
  if (!chosen.ok) throw refusedChoice(chosen);
  const input: QrBundleInput = { format, items: qrItemsFor(chosen.reports, verifyUrl) };
  let bytes: Uint8Array;
  try {
    bytes = await runUntrusted<Uint8Array>("qrBundle", input, STAFF_WORK);
  } catch (caught) {
    if (!(caught instanceof UntrustedWorkError)) throw caught;
    throw new RegisterError(words.problems.busy, 503);
  }
  return new Response(new Uint8Array(bytes), {
    headers:
      format === "zip"
        ? attachmentHeaders("application/zip", words.zipName)
        : attachmentHeaders("application/pdf", words.labelsName),
  });
}
