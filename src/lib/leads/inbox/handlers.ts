import { emailConfig, publicEnv, type TemplateKey } from "@/lib/env/public";
import { serverEnv } from "@/lib/env/server";
import {
  FILE_FIELD,
  HONEYPOT_FIELD,
  describeIssues,
  formForTemplate,
  formSchemas,
  formTemplate,
  isFileLike,
  isFormKey,
  type FormKey,
} from "@/lib/leads/schemas";
import { upload } from "@/content/forms";
import type { MessageProblem } from "@/content/messageResult";
import { readBodyLimited } from "./body";
import { leadNotifications } from "@/lib/leads/notify/service";
import { readFormStream, type FormLimits, type FormStreamFailure } from "./formStream";
import {
  detectDocumentKind,
  documentHazard,
  documentMimeType,
  hazardMessages,
  isAcceptedDocument,
} from "./sniff";
import { sharedLeadStore, type LeadFile, type LeadStore } from "./store";
import { clientKey, createThrottle, type Throttle } from "./throttle";

/**
 * The built-in lead inbox: the two endpoints of the e-mail provider's
 * protocol (@emailjs/browser 4.4.1), answering like the provider does
 * (2xx + text on success, an error status + short text otherwise), but
 * storing every valid lead durably in SQLite before it answers 200.
 */

export const SEND_FORM_BODY_LIMIT = 11 * 1024 * 1024;
export const SEND_BODY_LIMIT = 64 * 1024;
/** A urlencoded form carries no file: every real form of the site fits in a fraction of this. */
export const URLENCODED_BODY_LIMIT = 64 * 1024;
export const MAX_FIELD_CHARS = 5000;
export const MAX_FIELDS = 40;

/** Protocol fields the library adds; they are not part of the lead. */
const PROTOCOL_FIELDS = new Set([
  "lib_version",
  "service_id",
  "template_id",
  "user_id",
  "accessToken",
]);
/** Schema fields that are not stored in the lead's fields JSON. */
const UNSTORED_FIELDS = new Set(["form_name", HONEYPOT_FIELD, FILE_FIELD]);

export interface InboxConfig {
  publicKey: string;
  templates: Readonly<
    Record<TemplateKey, { readonly serviceId: string; readonly templateId: string }>
  >;
}

export interface InboxDeps {
  /** Called only when a valid lead is to be stored (keeps builds from opening the database). */
  store: () => LeadStore;
  throttle: Throttle;
  config: InboxConfig;
  now?: () => Date;
  log?: (message: string, detail: unknown) => void;
  /** The site's public address: posts whose Origin is neither it nor the request's own host are refused. */
  siteUrl?: string;
  /** Inbox requests handled at once (default 16). */
  maxConcurrent?: number;
  /** Reverse proxies trusted to append to X-Forwarded-For (default 0: the socket's address). */
  trustedHops?: number;
  /** E-mail notifications of stored leads (default: none). */
  notifications?: () => { readonly state: "pending" | "off"; poke(): void };
}

/** `peer`: the address of the connection (Astro's clientAddress), for the throttle. */
export interface InboxHandlers {
  sendForm(request: Request, peer?: string): Promise<Response>;
  send(request: Request, peer?: string): Promise<Response>;
  submitWithoutScript(request: Request, peer?: string): Promise<FallbackResult>;
}

type Scalar = string | number | boolean;

interface Submission {
  scalars: Record<string, Scalar>;
  file: File | undefined;
}

class Reply extends Error {
  constructor(
    readonly status: number,
    readonly text: string,
    /** What the no-script path's message page should say, when not derived from the status. */
    readonly problem?: FallbackProblem,
  ) {
    super(text);
  }
}

/** API answers are never documents: nothing in them may load or run. */
export const API_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

export function textResponse(status: number, text: string): Response {
  return new Response(text, {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": API_SECURITY_POLICY,
    },
  });
}

const TOO_LARGE = "The request is too large";

/** The inbox is handling as many requests as it may: come back in a few seconds. */
class Busy extends Reply {
  constructor() {
    super(503, "The inbox is busy, please try again in a few seconds");
  }
}

function replyResponse(reply: Reply): Response {
  const response = textResponse(reply.status, reply.text);
  if (reply instanceof Busy) response.headers.set("Retry-After", "5");
  return response;
}

/**
 * A browser's post from another site: Sec-Fetch-Site says so, or the Origin is
 * neither this request's host nor the site's public address. Clients that send
 * no Origin (the protocol's own tests, scripts) are not browsers on another site.
 */
export function isCrossSite(request: Request, siteUrl: string | undefined): boolean {
  if (request.headers.get("sec-fetch-site") === "cross-site") return true;
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return true; // "null" (sandboxed frames, some redirects) or garbage
  }
  if (host === new URL(request.url).host) return false;
  return !siteUrl || new URL(siteUrl).origin !== new URL(origin).origin;
}

function bodyFailure(reason: "too-large" | "incomplete" | "unreadable"): Reply {
  if (reason === "too-large") return new Reply(413, TOO_LARGE);
  if (reason === "incomplete") return new Reply(400, "The request body is incomplete");
  return new Reply(400, "The request body could not be read");
}

function checkText(name: string, value: string): void {
  if (value.length > MAX_FIELD_CHARS)
    throw new Reply(413, `The field ${name.slice(0, 40)} is too long`);
}

const FORM_LIMITS: FormLimits = {
  multipartBytes: SEND_FORM_BODY_LIMIT,
  urlencodedBytes: URLENCODED_BODY_LIMIT,
  parts: MAX_FIELDS,
  fieldChars: MAX_FIELD_CHARS,
  fileField: FILE_FIELD,
  fileBytes: upload.maxBytes,
};

const STREAM_REPLIES: Record<FormStreamFailure, () => Reply> = {
  "too-large": () => new Reply(413, TOO_LARGE),
  "too-many-fields": () => new Reply(413, "Too many fields"),
  "field-too-long": () => new Reply(413, "A field is too long"),
  "file-too-large": () => new Reply(413, upload.sizeMessage),
  "too-many-files": () => new Reply(400, "Only one file can be uploaded"),
  "unexpected-file": () => new Reply(400, "Unexpected file field"),
  incomplete: () => bodyFailure("incomplete"),
  unreadable: () => new Reply(400, "The form data could not be read"),
};

/** multipart/form-data (or urlencoded) -> scalars (last value wins) + at most one file, limits enforced while reading. */
async function readFormSubmission(request: Request): Promise<Submission> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) {
    throw new Reply(415, "Expected multipart/form-data");
  }
  const body = await readFormStream(request, type, FORM_LIMITS);
  if (!body.ok) throw STREAM_REPLIES[body.reason]();
  const scalars: Record<string, Scalar> = {};
  for (const [name, value] of body.fields) scalars[name] = value;
  const file = body.file
    ? new File([body.file.bytes], body.file.name, { type: "application/octet-stream" })
    : undefined;
  return { scalars, file };
}

/** JSON {lib_version,user_id,service_id,template_id,template_params}. */
async function readJsonSubmission(request: Request): Promise<Submission> {
  const body = await readBodyLimited(request, SEND_BODY_LIMIT);
  if (!body.ok) throw bodyFailure(body.reason);
  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder().decode(body.bytes));
  } catch {
    throw new Reply(400, "The request body is not valid JSON");
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    throw new Reply(400, "The request body must be a JSON object");
  }
  const record = data as Record<string, unknown>;
  const params = record.template_params ?? {};
  if (typeof params !== "object" || params === null || Array.isArray(params)) {
    throw new Reply(400, "The template_params must be an object");
  }
  const paramEntries = Object.entries(params as Record<string, unknown>);
  if (paramEntries.length > MAX_FIELDS) throw new Reply(413, "Too many fields");

  const scalars: Record<string, Scalar> = {};
  for (const [name, value] of paramEntries) {
    if (value === null || value === undefined) continue;
    if (typeof value === "string") {
      checkText(name, value);
      scalars[name] = value;
    } else if (typeof value === "number" || typeof value === "boolean") {
      scalars[name] = value;
    } else {
      throw new Reply(400, `Unsupported value for ${name.slice(0, 40)}`);
    }
  }
  // The protocol fields live at the top level of the JSON body.
  for (const key of ["user_id", "service_id", "template_id"] as const) {
    const value = record[key];
    if (typeof value === "string") scalars[key] = value;
    else delete scalars[key];
  }
  return { scalars, file: undefined };
}

/** The e-mail protocol's path: its ids (checked against this server's configuration) name the form. */
function formOfProtocol(config: InboxConfig, scalars: Record<string, Scalar>): FormKey {
  return formForTemplate(resolveTemplate(config, scalars), scalars.form_name);
}

/** A form the browser posted itself: its hidden form_name names it (any protocol ids in it are ignored). */
function formOfPost(scalars: Record<string, Scalar>): FormKey {
  const name = scalars.form_name;
  if (!isFormKey(name)) throw new Reply(400, "The form is not known");
  return name;
}

function resolveTemplate(config: InboxConfig, scalars: Record<string, Scalar>): TemplateKey {
  const userId = scalars.user_id;
  const serviceId = scalars.service_id;
  const templateId = scalars.template_id;
  if (typeof userId !== "string" || userId === "") {
    throw new Reply(400, "The user_id parameter is required");
  }
  if (userId !== config.publicKey) throw new Reply(403, "The public key is invalid");
  if (typeof serviceId !== "string" || serviceId === "") {
    throw new Reply(400, "The service_id parameter is required");
  }
  if (typeof templateId !== "string" || templateId === "") {
    throw new Reply(400, "The template_id parameter is required");
  }
  const pairs = Object.entries(config.templates) as [
    TemplateKey,
    { serviceId: string; templateId: string },
  ][];
  const match = pairs.find(([, p]) => p.serviceId === serviceId && p.templateId === templateId);
  if (match) return match[0];
  if (!pairs.some(([, p]) => p.serviceId === serviceId)) {
    throw new Reply(400, "The service ID is invalid");
  }
  throw new Reply(400, "The template ID is invalid");
}

async function checkFile(form: FormKey, file: File | undefined): Promise<LeadFile | undefined> {
  if (!file) return undefined;
  if (form !== "enquiry") throw new Reply(400, "This form does not accept files");
  if (file.size > upload.maxBytes) throw new Reply(413, upload.sizeMessage);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = detectDocumentKind(bytes);
  if (!kind || !isAcceptedDocument(file.name, bytes)) {
    throw new Reply(415, "The file must be a PDF, DOC or DOCX document");
  }
  const hazard = documentHazard(kind, bytes);
  if (hazard) throw new Reply(415, hazardMessages[hazard], "file-unsafe");
  return { name: file.name.slice(0, 255), type: documentMimeType[kind], bytes };
}

/** Why a lead sent without the page's script was not stored (the words are on /message-not-sent). */
export type FallbackProblem = MessageProblem;

export type FallbackResult =
  | { ok: true; form: FormKey; reference: string | undefined }
  | { ok: false; form: FormKey | undefined; problem: FallbackProblem }
  /** Not a visitor's form at all (a cross-site post): answered as is, no message page. */
  | { ok: false; refused: Response };

function fallbackProblem(reply: Reply): FallbackProblem {
  if (reply.problem) return reply.problem;
  if (reply.status === 429 || reply.status === 503) return "busy";
  if (reply.status === 413) return "too-large";
  if (reply.status === 415) return "file-type";
  if (reply.status >= 500) return "server";
  return "invalid";
}

export function createInboxHandlers(deps: InboxDeps): InboxHandlers {
  const log = deps.log ?? ((message, detail) => console.error(message, detail));
  const maxConcurrent = deps.maxConcurrent ?? 16;
  const trustedHops = deps.trustedHops ?? 0;
  let honeypotCatches = 0;

  /** Validates one submission with its form's schema and stores it: the reference, or a Reply. */
  /**
   * The one step both ways in share: a submission of a known form is checked
   * (honeypot, file, the form's schema) and stored; the reference, or a Reply.
   */
  async function validateAndStore(
    form: FormKey,
    { scalars, file }: Submission,
    request: Request,
    client: string,
  ): Promise<{ form: FormKey; reference: string | undefined }> {
    const template = formTemplate[form];
    // A bot filled the field people never see: answer as if stored, store nothing, tell no one why.
    if (String(scalars[HONEYPOT_FIELD] ?? "").trim() !== "") {
      honeypotCatches++;
      log("Lead inbox: honeypot filled, nothing stored", { form, client, honeypotCatches });
      return { form, reference: undefined };
    }
    const leadFile = await checkFile(form, file);

    const input: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(scalars)) {
      if (!PROTOCOL_FIELDS.has(name)) input[name] = value;
    }
    if (file) input[FILE_FIELD] = file;
    const parsed = formSchemas[form].safeParse(input);
    if (!parsed.success) throw new Reply(400, describeIssues(parsed.error));

    const fields: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(parsed.data as Record<string, unknown>)) {
      if (UNSTORED_FIELDS.has(name) || value === undefined || isFileLike(value)) continue;
      fields[name] = value;
    }

    const notifications = deps.notifications?.();
    try {
      const { reference } = deps.store().insert({
        template,
        form,
        fields,
        file: leadFile,
        client,
        userAgent: request.headers.get("user-agent")?.slice(0, 500) ?? null,
        createdAt: deps.now?.(),
        notify: notifications?.state ?? "off",
      });
      notifications?.poke();
      return { form, reference };
    } catch (error) {
      log("Lead inbox: could not store a lead", error);
      throw new Reply(500, "Could not store your message");
    }
  }

  let active = 0;

  /** Refusals before the body is read: cross-site posts, a full house, a client over its limit. */
  function admit(request: Request, client: string): Reply | undefined {
    if (isCrossSite(request, deps.siteUrl)) {
      log("Lead inbox: refused a cross-site post", request.headers.get("origin"));
      return new Reply(403, "Cross-site posts are not accepted");
    }
    if (active >= maxConcurrent) return new Busy();
    if (!deps.throttle.hit(client)) return new Reply(429, "Too Many Requests");
    return undefined;
  }

  async function handle<T>(work: () => Promise<T>): Promise<T> {
    active++;
    try {
      return await work();
    } finally {
      active--;
    }
  }

  async function accept(
    request: Request,
    peer: string | undefined,
    read: (request: Request) => Promise<Submission>,
  ): Promise<Response> {
    const client = clientKey(peer, request.headers, trustedHops);
    // Early answers leave an unread body alone: Node drains it, so the client still reads the answer.
    const refusal = admit(request, client);
    if (refusal) return replyResponse(refusal);
    return handle(async () => {
      try {
        const submission = await read(request);
        const form = formOfProtocol(deps.config, submission.scalars);
        const { reference } = await validateAndStore(form, submission, request, client);
        return textResponse(200, reference ? `OK ${reference}` : "OK");
      } catch (error) {
        if (error instanceof Reply) return replyResponse(error);
        log("Lead inbox: unexpected error", error);
        return textResponse(500, "Could not store your message");
      }
    });
  }

  /**
   * A lead form posted by the browser itself, before the page's script ran (or
   * without it): the form's own fields, with `form_name` saying which form;
   * validated and stored by the same step as a lead sent through the library.
   */
  async function submitWithoutScript(request: Request, peer?: string): Promise<FallbackResult> {
    const client = clientKey(peer, request.headers, trustedHops);
    const refusal = admit(request, client);
    if (refusal?.status === 403) return { ok: false, refused: replyResponse(refusal) };
    if (refusal) return { ok: false, form: undefined, problem: fallbackProblem(refusal) };
    let form: FormKey | undefined;
    return handle(async () => {
      try {
        const submission = await readFormSubmission(request);
        form = formOfPost(submission.scalars);
        return { ok: true, ...(await validateAndStore(form, submission, request, client)) };
      } catch (error) {
        if (error instanceof Reply) return { ok: false, form, problem: fallbackProblem(error) };
        log("Lead inbox: unexpected error", error);
        return { ok: false, form, problem: "server" };
      }
    });
  }

  return {
    sendForm: (request, peer) => accept(request, peer, readFormSubmission),
    send: (request, peer) => accept(request, peer, readJsonSubmission),
    submitWithoutScript,
  };
}

let defaultHandlers: InboxHandlers | undefined;

/** The handlers the route files use: configuration from lib/env, store at LEADS_DB_PATH. */
export function inbox(): InboxHandlers {
  defaultHandlers ??= createInboxHandlers({
    store: () => sharedLeadStore(serverEnv.LEADS_DB_PATH),
    throttle: createThrottle({ limit: serverEnv.LEADS_RATE_PER_MINUTE }),
    config: emailConfig,
    siteUrl: publicEnv.PUBLIC_SITE_URL,
    maxConcurrent: serverEnv.LEADS_MAX_CONCURRENT,
    trustedHops: serverEnv.TRUST_PROXY_HOPS,
    notifications: leadNotifications,
  });
  return defaultHandlers;
}
