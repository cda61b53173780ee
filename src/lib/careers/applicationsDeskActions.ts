import { applicationsDesk } from "@/content/applicationsDesk";
import { caseFile } from "@/lib/cases/files";
import { caseDesk } from "@/lib/cases/deskActions";
import { audit } from "@/lib/desk/audit";
import { visitorPdfInline } from "@/lib/desk/http";
import { recordIdOf } from "@/lib/desk/recordId";
import { detectDocumentKind } from "@/lib/intake/documentKinds";
import type { DatabaseSync } from "node:sqlite";
import { applicationByReference } from "./applications";
import { applicationCase } from "./applicationsCase";

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
export function cvAnswer(db: DatabaseSync, url: URL, who: string, now = new Date()): Response {
  if (url.searchParams.get("open") === "1") {
    const reference = recordIdOf(url);
    const file = caseFile(db, applicationCase, reference);
    if (file && cvIsPdf(file.bytes)) {
      audit(db, who, "application file opened", reference, now);
      return visitorPdfInline(file.name, file.bytes);
    }
  }
  return applicationDesk.fileDownload(db, url, who, now);
}
