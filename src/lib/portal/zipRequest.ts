import type { FileStore } from "@/lib/platform/storage";
import { pdfKey } from "@/lib/reports/pdfStore";
import { referenceFileStem } from "@/lib/reports/register";
import {
  portalFilterFromQuery,
  portalReports,
  portalReportsByReference,
  type PortalReport,
} from "./reports";
import type { ZipFile } from "./zip";

/** The most reports one zip takes (chosen or all matching). */
export const MAX_ZIP_REPORTS = 500;

export type ZipChoice =
  { ok: true; files: ZipFile[] } | { ok: false; problem: "none" | "too-many" | "filter" };

/**
 * What "Download as zip" posted, as files: the chosen references (each one the
 * address may see) or every report the list's filters match; of each, its
 * current PDF, named by its ULR (or report number). Reports without a PDF are
 * left out; a reference the address may not see is left out as if unknown.
 */
export async function zipChoice(
  email: string,
  form: FormData,
  files: FileStore,
): Promise<ZipChoice> {
  let reports: PortalReport[];
  if (form.get("select") === "all") {
    const query = new URLSearchParams();
    for (const name of ["q", "kind", "year", "status"]) {
      const value = form.get(name);
      if (typeof value === "string" && value) query.set(name, value.slice(0, 200));
    }
    const read = portalFilterFromQuery(query);
    if (!read.ok) return { ok: false, problem: "filter" };
    const { rows, total } = await portalReports(email, read.filter, MAX_ZIP_REPORTS);
    if (total > MAX_ZIP_REPORTS) return { ok: false, problem: "too-many" };
    reports = rows;
  } else {
    const chosen = [...new Set(form.getAll("id").map((v) => String(v).slice(0, 100)))];
    if (chosen.length > MAX_ZIP_REPORTS) return { ok: false, problem: "too-many" };
    reports = await portalReportsByReference(email, chosen);
  }
  const zipped = reports
    .filter((r) => r.pdf)
    .map((r) => ({ name: `${referenceFileStem(r)}.pdf`, path: pdfKey(r.pdf!), store: files }));
  return zipped.length ? { ok: true, files: zipped } : { ok: false, problem: "none" };
}
