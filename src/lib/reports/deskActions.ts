import type { DatabaseSync } from "node:sqlite";
import { registerDesk } from "@/content/reports";
import { audit } from "@/lib/desk/audit";
import { DESK_HEADERS } from "@/lib/desk/http";
import { checkReportPdf } from "./pdf";
import {
  displayReference,
  attachPdf,
  RegisterError,
  supersedeReport,
  withdrawReport,
  type PdfVersion,
  type Report,
} from "./register";
import { reportFilesDir } from "./server";
import { stampQr } from "./stamp";

const words = registerDesk.view;

export const reportPageHref = (ulr: string, done?: string) =>
  `/desk/reports/view?ulr=${encodeURIComponent(ulr)}${done ? `&done=${done}` : ""}`;

const DONE = ["created", "attached", "withdrawn", "superseded"] as const;

/** What the report's page says after an action (its address names it: ?done=…). */
export function doneText(done: string | null, pdfs: PdfVersion[]): string | undefined {
  if (!done || !(DONE as readonly string[]).includes(done)) return undefined;
  if (done === "attached") return pdfs[0] ? words.attached(pdfs[0].version) : undefined;
  return words[done as Exclude<(typeof DONE)[number], "attached">];
}

async function postedPdf(form: FormData): Promise<Uint8Array> {
  const file = form.get("pdf");
  if (!(file instanceof File) || file.size === 0) throw new RegisterError(words.errors.noFile);
  const bytes = new Uint8Array(await file.arrayBuffer());
  await checkReportPdf(bytes);
  return bytes;
}

export const attachmentHeaders = (type: string, name: string) => ({
  ...DESK_HEADERS,
  "Content-Type": type,
  "Content-Disposition": `attachment; filename="${name}"`,
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; sandbox",
});

/**
 * One of the report page's forms, posted: attach the final PDF, stamp the QR
 * onto a draft (answered as a download), withdraw, or mark as superseded.
 * Answers the response to send (a redirect back or the stamped PDF), or
 * undefined for an action the page does not know; a RegisterError says what
 * was refused and why.
 */
export async function reportPageAction(
  db: DatabaseSync,
  report: Report,
  request: Request,
  by: string,
): Promise<Response | undefined> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new RegisterError(words.errors.noFile);
  }
  const back = (done: string) =>
    new Response(null, {
      status: 303,
      headers: { Location: reportPageHref(report.reference, done) },
    });
  switch (form.get("action")) {
    case "attach":
      attachPdf(db, reportFilesDir(), report.reference, await postedPdf(form), by);
      return back("attached");
    case "stamp": {
      const stamped = await stampQr(await postedPdf(form), report);
      audit(db, by, "report QR stamped", displayReference(report));
      return new Response(new Uint8Array(stamped), {
        headers: attachmentHeaders("application/pdf", `${displayReference(report)}-with-QR.pdf`),
      });
    }
    case "withdraw":
      if (form.get("confirm") !== "yes") throw new RegisterError(words.errors.confirm);
      withdrawReport(db, report.reference, String(form.get("reason") ?? "").slice(0, 1000), by);
      return back("withdrawn");
    case "supersede":
      supersedeReport(db, report.reference, String(form.get("by") ?? "").slice(0, 60), by);
      return back("superseded");
    default:
      return undefined;
  }
}
