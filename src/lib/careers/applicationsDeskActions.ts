import { applicationsDesk } from "@/content/applicationsDesk";
import { caseDesk } from "@/lib/cases/deskActions";
import { caseFile } from "@/lib/cases/store";
import { visitorPdfInline } from "@/lib/desk/http";
import { recordIdOf } from "@/lib/platform/convention/recordId";
import { detectDocumentKind } from "@/lib/intake/documentKinds";
import { recordAudit } from "@/lib/platform/audit/store";
import { applicationCase } from "./applicationsCase";
import { applicationByReference } from "./store";

/**
 * The applications desk's actions: an application's page
 * (src/pages/desk/applications/view.astro) posted, what it shows, and the CV
 * (/desk/applications/cv), as every case has them (lib/cases/deskActions.ts).
 */
export const applicationDesk = caseDesk(applicationCase, applicationByReference, {
  notFound: applicationsDesk.view.notFound,
  noFile: applicationsDesk.noCv,
});

/** The CV's address: a download, or (`open`) shown in the browser when it is a PDF. */
export const cvHref = (reference: string, { open = false } = {}) =>
  `/desk/applications/cv?${new URLSearchParams({ id: reference, ...(open ? { open: "1" } : {}) })}`;

/** Whether a CV's bytes are a PDF (what it is, not what its name or the browser said). */
export const cvIsPdf = (bytes: Uint8Array) => detectDocumentKind(bytes) === "pdf";

/**
 * /desk/applications/cv: the CV as a download; with `open=1` a PDF is shown in
 * the browser's viewer in a sandbox (lib/desk/http.ts visitorPdfInline) and
 * anything else (a DOCX) is still a download. Each audited.
 */
export async function cvAnswer(url: URL, who: string, now = new Date()): Promise<Response> {
  if (url.searchParams.get("open") === "1") {
    const reference = recordIdOf(url);
    const file = await caseFile(applicationCase, reference);
    if (file && cvIsPdf(file.bytes)) {
      await recordAudit(who, "application file opened", reference, now);
      return visitorPdfInline(file.name, file.bytes);
    }
  }
  return applicationDesk.fileDownload(url, who, now);
}
