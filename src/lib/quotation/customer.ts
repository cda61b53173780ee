import { documentRefusals } from "@/content/fileChecks";
import { quotationWords } from "@/content/quotation";
import { upload } from "@/content/forms";
import { readBodyLimited } from "@/lib/http/body";
import { isCrossSite } from "@/lib/http/origin";
import { checkDocument, refusalOf } from "@/lib/intake/checkDocument";
import { documentMimeType } from "@/lib/intake/documentKinds";
import { SEND_FORM_BODY_LIMIT } from "@/lib/intake/limits";
import { oneLine } from "@/lib/security/oneLine";
import { z } from "@/lib/zod";
import { quotationMails } from "./mail";
import { answerQuotation, quotationByKey } from "./store";
import { unanswerable, type KeyedQuotation } from "./stored";

const c = quotationWords.customer;

/** The customer's answer (one schema: the page is plain HTML, the server checks it). */
export const answerSchema = z.discriminatedUnion("action", [
  z.object({
    action: z.literal("accept"),
    po_number: z.preprocess(
      (v) => (typeof v === "string" ? oneLine(v) : v),
      z.string({ error: c.poNumberRequired }).trim().min(1, c.poNumberRequired).max(100),
    ),
  }),
  z.object({
    action: z.literal("changes"),
    changes: z.string({ error: c.changesRequired }).trim().min(1, c.changesRequired).max(5000),
  }),
]);

export interface CustomerQuotationView {
  status: number;
  quotation?: KeyedQuotation;
  key?: string;
  /** Why it cannot be answered now, if it cannot. */
  closed?: "answered" | "superseded" | "expired";
  error?: { field: "po_number" | "po_file" | "changes"; message: string };
  values?: Record<string, string>;
}

async function viewOf(key: string, now: Date): Promise<CustomerQuotationView> {
  const quotation = await quotationByKey(key);
  if (!quotation) return { status: 404 };
  return { status: 200, quotation, key, closed: unanswerable(quotation, now) };
}

/**
 * /quotation?key=…: the customer's quotation, and their answer posted to it:
 * accept with a purchase-order number and an optional PO file (checked in the
 * visitor lane as every uploaded file is: PDF, DOC or DOCX, no active
 * content), or ask for changes in words. An expired, replaced or answered
 * quotation is refused (and audited). Answered: back to the page (303).
 */
export async function customerQuotationPage(
  url: URL,
  request: Request,
  client: string,
  siteUrl: string,
  now = new Date(),
): Promise<CustomerQuotationView | Response> {
  const key = url.searchParams.get("key") ?? "";
  const view = await viewOf(key, now);
  if (request.method !== "POST" || !view.quotation) return view;
  if (isCrossSite(request, siteUrl))
    return new Response("Cross-site post refused", { status: 403 });
  const body = await readBodyLimited(request, SEND_FORM_BODY_LIMIT);
  if (!body.ok) return new Response(upload.sizeMessage, { status: 413 });
  const form = await new Response(body.bytes, {
    headers: { "Content-Type": request.headers.get("content-type") ?? "" },
  }).formData();
  const values = Object.fromEntries(
    [...form.entries()].filter(([, v]) => typeof v === "string") as [string, string][],
  );
  const parsed = answerSchema.safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path[0] === "changes" ? "changes" : "po_number";
    return { ...view, status: 400, values, error: { field, message: issue.message } };
  }
  let poFile: { name: string; type: string; bytes: Uint8Array } | undefined;
  const file = form.get("po_file");
  if (parsed.data.action === "accept" && file instanceof File && file.size > 0) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const check = await checkDocument(
      { bytes, name: file.name, accept: ["pdf", "doc", "docx"], purpose: "inbox" },
      { lane: "visitor", client },
    );
    if (!check.ok) {
      const message =
        check.problem === "type" ? upload.typeMessage : documentRefusals[refusalOf(check)!];
      return { ...view, status: 415, values, error: { field: "po_file", message } };
    }
    poFile = { name: file.name.slice(0, 255), type: documentMimeType[check.kind], bytes };
  }
  const mails = quotationMails();
  const answered = await answerQuotation(
    key,
    parsed.data.action === "accept"
      ? { answer: "accepted", poNumber: parsed.data.po_number, poFile }
      : { answer: "changes", changes: parsed.data.changes },
    now,
    mails.state,
  );
  mails.poke();
  if (!answered.ok) return { ...(await viewOf(key, now)), status: 409 };
  return new Response(null, { status: 303, headers: { Location: `${url.pathname}${url.search}` } });
}
