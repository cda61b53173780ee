import { nablQrDesk, registerDesk } from "@/content/reports";
import { recordAudit } from "@/lib/platform/audit/store";
import { doneHref, doneOf } from "@/lib/platform/convention/done";
import { signerOf } from "@/lib/desk/accounts";
import { DESK_HEADERS } from "@/lib/desk/http";
import { recordHref } from "@/lib/platform/convention/recordId";
import { mayAct } from "@/lib/desk/access";
import type { DeskUser } from "@/lib/desk/roles";
import { STAFF_WORK } from "@/lib/workers/pool";
import type { FileStore } from "@/lib/platform/storage";
import { checkReportPdf } from "./pdf";
import {
  postedReportForm,
  submitReportForm,
  type ReportFormErrors,
  type ReportFormValues,
} from "./reportForm";
import {
  displayReference,
  attachPdf,
  RegisterError,
  supersedeReport,
  withdrawReport,
  type PdfVersion,
  type Report,
} from "./register";
import {
  AMENDABLE_FIELDS,
  authoriseSealed,
  editAwaitingReport,
  type AmendableField,
} from "./review";
import { amendPdfSealed } from "./pdfAmendment";
import { chooseNablQr, NABL_QR_FIELD, NablQrError, uploadNablQr } from "./nablQr";
import { reportFiles } from "./server";
import { stampQr } from "./stamp";

const words = registerDesk.view;

const REPORT_PAGE = "/desk/reports/view";

/** A report's page; after an action, saying what was done. */
export const reportPageHref = (ulr: string, done?: ReportDone) =>
  done ? doneHref(REPORT_PAGE, done, ulr) : recordHref(REPORT_PAGE, ulr);

const DONE = [
  "created",
  "attached",
  "withdrawn",
  "superseded",
  "authorised",
  "edited",
  "unchanged",
  "amended",
  "replaced",
] as const;

type ReportDone = (typeof DONE)[number];

/** What the report's page says after an action (its address names it: ?done=…). */
export function doneText(url: URL, pdfs: PdfVersion[]): string | undefined {
  const done = doneOf(url, DONE);
  if (!done) return undefined;
  if (done === "attached") return pdfs[0] ? words.attached(pdfs[0].version) : undefined;
  if (done === "replaced") return pdfs[0] ? words.replaced(pdfs[0].version) : undefined;
  return words[done];
}

async function postedPdf(form: FormData): Promise<Uint8Array> {
  const file = form.get("pdf");
  if (!(file instanceof File) || file.size === 0) throw new RegisterError(words.errors.noFile);
  const bytes = new Uint8Array(await file.arrayBuffer());
  await checkReportPdf(bytes, STAFF_WORK);
  return bytes;
}

export const attachmentHeaders = (type: string, name: string) => ({
  ...DESK_HEADERS,
  "Content-Type": type,
  "Content-Disposition": `attachment; filename="${name}"`,
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; sandbox",
});

/** The details a correction form posted (only the fields it names). */
const postedDetails = (form: FormData) =>
  Object.fromEntries(
    AMENDABLE_FIELDS.filter((f) => form.has(f)).map((f) => [f, String(form.get(f)).slice(0, 1000)]),
  ) as Partial<Record<AmendableField, string>>;

/** What the person looking at a report may do with it (roles and four eyes). */
export interface ReviewRights {
  /** A signatory other than the registrant. */
  canAuthorise: boolean;
  /** Why not, when they cannot (said instead of the button). */
  cannotAuthorise?: string | undefined;
  canAmend: boolean;
  /** An issued report's PDF replaced, as an amendment: a signatory other than the registrant. */
  canReplacePdf: boolean;
  cannotReplacePdf?: string | undefined;
}

/** What a person may do about a report's review, and why not (the page and the actions ask the same). */
export function reviewRights(report: Report, user: DeskUser): ReviewRights {
  const signatory = mayAct(user, REPORT_PAGE, "authorise");
  const replacer = mayAct(user, REPORT_PAGE, "replace-pdf");
  const own = report.createdBy.toLowerCase() === user.email.toLowerCase();
  return {
    canAuthorise: signatory && !own,
    cannotAuthorise: !signatory
      ? words.authorise.notSignatory
      : own
        ? words.authorise.ownReport(report.createdBy)
        : undefined,
    canAmend: mayAct(user, REPORT_PAGE, "amend"),
    canReplacePdf: replacer && !own,
    cannotReplacePdf: !replacer
      ? words.replacePdf.notSignatory
      : own
        ? words.replacePdf.ownReport(report.createdBy)
        : undefined,
  };
}

/**
 * One of the report page's forms, posted: authorise, correct the details
 * (before authorisation) or amend them (after), attach the final PDF (before
 * authorisation) or replace it as an amendment (after, a signatory), stamp
 * the QR onto a draft (answered as a download), withdraw, or mark as superseded.
 * Answers the response to send (a redirect back or the stamped PDF); a
 * RegisterError says what was refused and why (an action the page does not
 * know among them).
 */
export async function reportPageAction(
  report: Report,
  request: Request,
  user: DeskUser,
): Promise<Response> {
  const by = user.email;
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new RegisterError(words.errors.noFile);
  }
  const back = (done: ReportDone) =>
    new Response(null, {
      status: 303,
      headers: { Location: reportPageHref(report.reference, done) },
    });
  switch (form.get("action")) {
    case "authorise": {
      const rights = reviewRights(report, user);
      if (!rights.canAuthorise) throw new RegisterError(rights.cannotAuthorise ?? "", 403);
      // The final PDF is sealed with the lab's certificate first, then issued with the seal.
      await authoriseSealed(
        reportFiles(),
        report.reference,
        await signerOf(user.email),
        STAFF_WORK,
      );
      return back("authorised");
    }
    case "edit":
      return back(
        (await editAwaitingReport(report.reference, postedDetails(form), by)).length
          ? "edited"
          : "unchanged",
      );
    case "amend": {
      // The details the PDF prints change with their corrected PDF, in one amendment (issue 48).
      const rights = reviewRights(report, user);
      if (!rights.canAmend) throw new RegisterError(words.amend.onlySignatory, 403);
      if (!rights.canReplacePdf) throw new RegisterError(rights.cannotReplacePdf ?? "", 403);
      const file = form.get("pdf");
      if (!(file instanceof File) || file.size === 0)
        throw new RegisterError(words.amend.pdfMissing);
      await amendPdfSealed(
        reportFiles(),
        report.reference,
        await postedPdf(form),
        {
          by,
          signer: await signerOf(user.email),
          reason: String(form.get("reason") ?? "").slice(0, 1000),
          details: postedDetails(form),
        },
        STAFF_WORK,
      );
      return back("amended");
    }
    case "attach":
      await attachPdf(reportFiles(), report.reference, await postedPdf(form), by);
      return back("attached");
    case "replace-pdf": {
      const rights = reviewRights(report, user);
      if (!rights.canReplacePdf) throw new RegisterError(rights.cannotReplacePdf ?? "", 403);
      await amendPdfSealed(
        reportFiles(),
        report.reference,
        await postedPdf(form),
        {
          by,
          signer: await signerOf(user.email),
          reason: String(form.get("reason") ?? "").slice(0, 1000),
        },
        STAFF_WORK,
      );
      return back("replaced");
    }
    case "stamp": {
      const stamped = await stampQr(await postedPdf(form), report);
      await recordAudit(by, "report QR stamped", displayReference(report));
      return new Response(new Uint8Array(stamped), {
        headers: attachmentHeaders("application/pdf", `${displayReference(report)}-with-QR.pdf`),
      });
    }
    case "withdraw":
      if (form.get("confirm") !== "yes") throw new RegisterError(words.errors.confirm);
      await withdrawReport(report.reference, String(form.get("reason") ?? "").slice(0, 1000), by);
      return back("withdrawn");
    case "supersede":
      await supersedeReport(report.reference, String(form.get("by") ?? "").slice(0, 60), by);
      return back("superseded");
    default:
      throw new RegisterError(words.errors.unknownAction);
  }
}

/** A new report's form refused: what was typed, each field's first problem, and the status. */
export type NewReportRefused = {
  ok: false;
  values: ReportFormValues;
  errors: ReportFormErrors;
  status: number;
};

/**
 * The new report's form, posted by `who` (src/pages/desk/reports/new.astro):
 * put in the register and answered with its page, saying it was created; or
 * the form again with each field's first problem (a taken ULR the ULR's).
 */
export async function newReportAction(
  request: Request,
  who: string,
): Promise<{ ok: true; location: string } | NewReportRefused> {
  const values = postedReportForm(await request.formData());
  const result = await submitReportForm(values, who);
  if (result.ok) return { ok: true, location: reportPageHref(result.report.reference, "created") };
  return { ok: false, values, errors: result.errors, status: result.status };
}

export type NablQrDone = keyof typeof nablQrDesk.done;

/** Where the NABL QR page goes after an action: itself, saying what was done. */
export const nablQrDoneHref = (done: NablQrDone) => doneHref("/desk/nabl-qr", done);

/** What the NABL QR page says after an action's redirect (`?done=`). */
export function nablQrDoneText(url: URL): string | undefined {
  const done = doneOf(url, nablQrDesk.done);
  return done && nablQrDesk.done[done];
}

/**
 * One of the NABL QR page's forms, posted: upload a picture (checked, kept and
 * made the one in use) or use an earlier upload again. Answers what was done;
 * a NablQrError says what was refused, and names the file field when it is
 * about the picture.
 */
export async function nablQrPageAction(
  files: FileStore,
  request: Request,
  who: string,
): Promise<NablQrDone> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new NablQrError(nablQrDesk.errors.noFile, { field: NABL_QR_FIELD });
  }
  const action = form.get("action");
  if (action === "upload") {
    const file = form.get(NABL_QR_FIELD);
    const bytes =
      file instanceof File ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array(0);
    await uploadNablQr(files, bytes, who);
    return "uploaded";
  }
  if (action === "use") {
    await chooseNablQr(files, String(form.get("sha") ?? "").slice(0, 64), who);
    return "chosen";
  }
  throw new NablQrError(nablQrDesk.errors.unknownAction);
}
