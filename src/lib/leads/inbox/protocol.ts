import type { TemplateKey } from "@/lib/env/public";
import { readBodyLimited } from "@/lib/http/body";
import { formForTemplate, type FormKey } from "@/lib/leads/options";
import { MAX_FIELD_CHARS, MAX_FIELDS, SEND_BODY_LIMIT } from "@/lib/intake/limits";
import { Reply, bodyFailure } from "./reply";
import type { Scalar, Submission } from "./submission";

/**
 * The e-mail provider's protocol (@emailjs/browser 4.4.1), as its two
 * endpoints receive it: the ids that name the form, and send's JSON body.
 */

export interface InboxConfig {
  publicKey: string;
  templates: Readonly<
    Record<TemplateKey, { readonly serviceId: string; readonly templateId: string }>
  >;
}

/** Fields the library adds; they are not part of the lead. */
export const PROTOCOL_FIELDS = new Set([
  "lib_version",
  "service_id",
  "template_id",
  "user_id",
  "accessToken",
]);

function checkText(name: string, value: string): void {
  if (value.length > MAX_FIELD_CHARS)
    throw new Reply(413, `The field ${name.slice(0, 40)} is too long`);
}

/** send's JSON: {lib_version, user_id, service_id, template_id, template_params}. */
export async function readJsonSubmission(request: Request): Promise<Submission> {
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
  return { scalars, upload: undefined };
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

/** The form a protocol request is for: its ids (checked against this server's configuration) name it. */
export function formOfProtocol(config: InboxConfig, scalars: Record<string, Scalar>): FormKey {
  return formForTemplate(resolveTemplate(config, scalars), scalars.form_name);
}
