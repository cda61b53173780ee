import type { APIContext } from "astro";
import { lims } from "@/content/reports";
import { recordAudit } from "@/lib/platform/audit/store";
import { readBodyLimited } from "@/lib/http/body";
import { readFormStream, type FormStreamFailure } from "@/lib/intake/formStream";
import { API_SECURITY_POLICY } from "@/lib/http/responses";
import { apiTokenCaller, type ApiTokenCaller, type TokenScope } from "./apiTokens";
import { MAX_REPORT_PDF_BYTES, RegisterError } from "./register";

/**
 * The LIMS API's one door (routes under src/pages/api/reports/ except the
 * public /check): a bearer token of api_tokens, errors as JSON { error } with
 * their HTTP status, and every authenticated call in the audit log as
 * "api:NAME". API routes pass the page middleware untouched, so this is the
 * only check they get.
 */

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export function apiJson(status: number, body: unknown, extra: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      ...extra,
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": API_SECURITY_POLICY,
      "X-Robots-Tag": "noindex",
    },
  });
}

const unauthorised = (message: string, error: "invalid_request" | "invalid_token") =>
  apiJson(
    401,
    { error: message },
    { "WWW-Authenticate": `Bearer realm="reports", error="${error}"` },
  );

/** The token's caller, or the 401 to answer (none given, malformed, unknown or revoked). */
export async function apiCaller(request: Request): Promise<ApiTokenCaller | Response> {
  const header = request.headers.get("authorization") ?? "";
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) return unauthorised(lims.api.noToken, "invalid_request");
  return (await apiTokenCaller(match[1]!)) ?? unauthorised(lims.api.badToken, "invalid_token");
}

export interface ApiCall {
  context: APIContext;
  /** "api:NAME", as the audit log and the register record the caller. */
  who: string;
  /** What the token may do: register (await authorisation) or issue. */
  scope: TokenScope;
}

/** Wraps a route: the token first, then the work; RegisterError and ApiError become their status. */
export function apiRoute(work: (call: ApiCall) => Promise<Response> | Response) {
  return async (context: APIContext): Promise<Response> => {
    const caller = await apiCaller(context.request);
    if (caller instanceof Response) return caller;
    const who = `api:${caller.name}`;
    let response: Response;
    try {
      response = await work({ context, who, scope: caller.scope });
    } catch (error) {
      if (!(error instanceof RegisterError) && !(error instanceof ApiError)) throw error;
      response = apiJson(error.status, { error: error.message });
    }
    await recordAudit(
      who,
      "API call",
      `${context.request.method} ${context.url.pathname} ${response.status}`,
    );
    return response;
  };
}

/**
 * The report's reference in a route's path (a ULR, or a report number, whose
 * "/" arrives encoded as %2F and is left encoded by the router).
 */
export function ulrParam(context: APIContext): string {
  const raw = String(context.params.ulr ?? "");
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** A JSON object body of at most `limit` bytes. */
export async function jsonBody(
  request: Request,
  limit = 16 * 1024,
): Promise<Record<string, unknown>> {
  if (!/^application\/json\b/i.test(request.headers.get("content-type") ?? ""))
    throw new ApiError(lims.api.notJson, 415);
  const body = await readBodyLimited(request, limit);
  if (!body.ok)
    throw body.reason === "too-large"
      ? new ApiError(lims.api.tooLarge, 413)
      : new ApiError(lims.api.unreadable, 400);
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(body.bytes));
  } catch {
    throw new ApiError(lims.api.notJson, 400);
  }
  if (!value || typeof value !== "object" || Array.isArray(value))
    throw new ApiError(lims.api.notJson, 400);
  return value as Record<string, unknown>;
}

/** A report's form as the LIMS posts it: its fields and at most one file, the part pdf. */
const REPORT_FORM_LIMITS = {
  multipartBytes: MAX_REPORT_PDF_BYTES + 1024 * 1024,
  urlencodedBytes: 64 * 1024,
  parts: 40,
  fieldChars: 1000,
  fileFields: ["pdf"],
  fileBytes: MAX_REPORT_PDF_BYTES,
};

/** The form's fields and PDF, read within REPORT_FORM_LIMITS; an ApiError says what was wrong. */
export async function readReportForm(request: Request, type: string) {
  const body = await readFormStream(request, type, REPORT_FORM_LIMITS);
  if (body.ok) return body;
  const reason: FormStreamFailure = body.reason;
  throw reason === "too-large" || reason === "file-too-large"
    ? new ApiError(lims.api.tooLarge, 413)
    : reason === "too-many-files" || reason === "unexpected-file"
      ? new ApiError(lims.api.tooManyPdfs, 400)
      : new ApiError(lims.api.unreadable, 400);
}
