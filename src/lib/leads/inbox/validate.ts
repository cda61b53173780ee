import type { FormKey } from "@/content/forms";
import type { LeadFile } from "@/lib/leads/leads";
import { HONEYPOT_FIELD, describeIssues, fieldMessages, isFileLike } from "@/lib/leads/schemas";
import { checkFile } from "./files";
import { schemaFor, type LeadLanguage } from "./language";
import { PROTOCOL_FIELDS } from "./protocol";
import { Reply } from "./reply";
import type { Submission } from "./submission";

/** A bot filled the field people never see. */
export const honeypotFilled = ({ scalars }: Submission) =>
  String(scalars[HONEYPOT_FIELD] ?? "").trim() !== "";

/**
 * A submission of a known form checked by the form's schema and the file
 * checks (the file in the pool's visitor lane, counted to `client`): what is
 * stored (its fields without the protocol's, the form's name, the honeypot or
 * the file), or a Reply with the schema's messages (the Hindi form's, for a
 * form sent in Hindi: ./language.ts).
 */
export async function validateSubmission(
  form: FormKey,
  submission: Submission,
  client: string,
  language: LeadLanguage = "en",
): Promise<{ fields: Record<string, unknown>; file: LeadFile | undefined }> {
  const file = await checkFile(form, submission.upload, client);
  const input: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(submission.scalars)) {
    if (!PROTOCOL_FIELDS.has(name)) input[name] = value;
  }
  if (submission.upload) input[submission.upload.field] = submission.upload.file;
  const parsed = schemaFor(form, language).safeParse(input);
  if (!parsed.success)
    throw new Reply(400, describeIssues(parsed.error), undefined, fieldMessages(parsed.error));

  const fields: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(parsed.data as Record<string, unknown>)) {
    if (name === "form_name" || name === HONEYPOT_FIELD || value === undefined) continue;
    if (isFileLike(value)) continue;
    fields[name] = value;
  }
  return { fields, file };
}
