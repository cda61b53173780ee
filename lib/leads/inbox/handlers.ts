import { emailConfig, env, type TemplateKey } from "@/lib/env";
import {
  FILE_FIELD,
  MAX_UPLOAD_BYTES,
  UPLOAD_SIZE_MESSAGE,
  describeIssues,
  formForTemplate,
  formSchemas,
  formTemplate,
  isFileLike,
  isFormKey,
  type FormKey,
} from "@/lib/leads/schemas";
import { readBodyLimited } from "./body";
import { detectDocumentKind, documentMimeType, isAcceptedDocument } from "./sniff";
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
const UNSTORED_FIELDS = new Set(["form_name", "website", FILE_FIELD]);

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
  log?: (message: string, error: unknown) => void;
}

export interface InboxHandlers {
  sendForm(request: Request): Promise<Response>;
  send(request: Request): Promise<Response>;
  submitWithoutScript(request: Request): Promise<FallbackResult>;
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
  ) {
    super(text);
  }
}

export function textResponse(status: number, text: string): Response {
  return new Response(text, {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
    },
  });
}

const TOO_LARGE = "The request is too large";

function bodyFailure(reason: "too-large" | "incomplete" | "unreadable"): Reply {
  if (reason === "too-large") return new Reply(413, TOO_LARGE);
  if (reason === "incomplete") return new Reply(400, "The request body is incomplete");
  return new Reply(400, "The request body could not be read");
}

function checkText(name: string, value: string): void {
  if (value.length > MAX_FIELD_CHARS)
    throw new Reply(413, `The field ${name.slice(0, 40)} is too long`);
}

/** multipart/form-data (or urlencoded) -> scalars (last value wins) + at most one file. */
async function readFormSubmission(request: Request): Promise<Submission> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) {
    throw new Reply(415, "Expected multipart/form-data");
  }
  const body = await readBodyLimited(request, SEND_FORM_BODY_LIMIT);
  if (!body.ok) throw bodyFailure(body.reason);

  let form: FormData;
  try {
    form = await new Request("http://inbox.local/", {
      method: "POST",
      headers: { "content-type": type },
      body: body.bytes,
    }).formData();
  } catch {
    throw new Reply(400, "The form data could not be read");
  }

  const entries = [...form.entries()];
  if (entries.length > MAX_FIELDS) throw new Reply(413, "Too many fields");
  if (form.getAll(FILE_FIELD).length > 1) throw new Reply(400, "Only one file can be uploaded");

  const scalars: Record<string, Scalar> = {};
  let file: File | undefined;
  for (const [name, value] of entries) {
    if (typeof value === "string") {
      checkText(name, value);
      scalars[name] = value;
      continue;
    }
    // A file input left empty is sent as a nameless, empty file part.
    if (value.name === "" && value.size === 0) continue;
    if (name !== FILE_FIELD) throw new Reply(400, "Unexpected file field");
    file = value;
  }
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
  if (file.size > MAX_UPLOAD_BYTES) throw new Reply(413, UPLOAD_SIZE_MESSAGE);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = detectDocumentKind(bytes);
  if (!kind || !isAcceptedDocument(file.name, bytes)) {
    throw new Reply(415, "The file must be a PDF, DOC or DOCX document");
  }
  return { name: file.name.slice(0, 255), type: documentMimeType[kind], bytes };
}

/** Why a lead sent without the page's script was not stored (the words are on /message-not-sent). */
export type FallbackProblem = "invalid" | "too-large" | "file-type" | "busy" | "server";

export type FallbackResult =
  | { ok: true; form: FormKey; reference: string }
  | { ok: false; form: FormKey | undefined; problem: FallbackProblem };

function fallbackProblem(reply: Reply): FallbackProblem {
  if (reply.status === 429) return "busy";
  if (reply.status === 413) return "too-large";
  if (reply.status === 415) return "file-type";
  if (reply.status >= 500) return "server";
  return "invalid";
}

export function createInboxHandlers(deps: InboxDeps): InboxHandlers {
  const log = deps.log ?? ((message, error) => console.error(message, error));

  /** Validates one submission with its form's schema and stores it: the reference, or a Reply. */
  async function store(
    request: Request,
    client: string,
    { scalars, file }: Submission,
  ): Promise<{ form: FormKey; reference: string }> {
    const template = resolveTemplate(deps.config, scalars);
    const form = formForTemplate(template, scalars.form_name);
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

    try {
      const { reference } = deps.store().insert({
        template,
        form,
        fields,
        file: leadFile,
        client,
        userAgent: request.headers.get("user-agent")?.slice(0, 500) ?? null,
        createdAt: deps.now?.(),
      });
      return { form, reference };
    } catch (error) {
      log("Lead inbox: could not store a lead", error);
      throw new Reply(500, "Could not store your message");
    }
  }

  async function accept(
    request: Request,
    read: (request: Request) => Promise<Submission>,
  ): Promise<Response> {
    const client = clientKey(request.headers);
    // Early answers leave an unread body alone: Node drains it, so the client still reads the answer.
    if (!deps.throttle.hit(client)) return textResponse(429, "Too Many Requests");
    try {
      const { reference } = await store(request, client, await read(request));
      return textResponse(200, `OK ${reference}`);
    } catch (error) {
      if (error instanceof Reply) return textResponse(error.status, error.text);
      log("Lead inbox: unexpected error", error);
      return textResponse(500, "Could not store your message");
    }
  }

  /**
   * A lead form posted by the browser itself, before the page's script ran (or
   * without it): the form's own fields, with `form_name` saying which form.
   * The protocol fields come from this server's configuration, so the lead is
   * validated and stored exactly as one sent through the library.
   */
  async function submitWithoutScript(request: Request): Promise<FallbackResult> {
    const client = clientKey(request.headers);
    let form: FormKey | undefined;
    try {
      if (!deps.throttle.hit(client)) throw new Reply(429, "Too Many Requests");
      const submission = await readFormSubmission(request);
      const name = submission.scalars.form_name;
      if (!isFormKey(name)) throw new Reply(400, "The form is not known");
      form = name;
      const template = deps.config.templates[formTemplate[form]];
      submission.scalars.user_id = deps.config.publicKey;
      submission.scalars.service_id = template.serviceId;
      submission.scalars.template_id = template.templateId;
      return { ok: true, ...(await store(request, client, submission)) };
    } catch (error) {
      if (error instanceof Reply) return { ok: false, form, problem: fallbackProblem(error) };
      log("Lead inbox: unexpected error", error);
      return { ok: false, form, problem: "server" };
    }
  }

  return {
    sendForm: (request) => accept(request, readFormSubmission),
    send: (request) => accept(request, readJsonSubmission),
    submitWithoutScript,
  };
}

let defaultHandlers: InboxHandlers | undefined;

/** The handlers the route files use: configuration from lib/env, store at env.LEADS_DB_PATH. */
export function inbox(): InboxHandlers {
  defaultHandlers ??= createInboxHandlers({
    store: () => sharedLeadStore(env.LEADS_DB_PATH),
    throttle: createThrottle({ limit: env.LEADS_RATE_PER_MINUTE }),
    config: emailConfig,
  });
  return defaultHandlers;
}
