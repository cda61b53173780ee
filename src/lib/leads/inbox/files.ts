import { fileFieldOf, upload, type FormKey } from "@/content/forms";
import { documentRefusals } from "@/content/fileChecks";
import type { LeadFile } from "@/lib/leads/leads";
import {
  checkDocument,
  refusalOf,
  uncheckedRetryAfter,
  uncheckedStatus,
} from "@/lib/intake/checkDocument";
import { documentMimeType } from "@/lib/intake/documentKinds";
import { Reply } from "./reply";
import type { Submission } from "./submission";

/**
 * The uploaded file as it will be stored, or a refusal: only a form with a
 * file field takes one, as that field; its bytes must be a PDF, DOC or DOCX
 * as its name says, without active content, checked in the untrusted-work
 * pool's visitor lane, counted to `client` (its network, lib/http/network.ts;
 * a check that runs out of time refuses the lead; nothing is stored).
 */
export async function checkFile(
  form: FormKey,
  sent: Submission["upload"],
  client: string,
): Promise<LeadFile | undefined> {
  if (!sent) return undefined;
  const { field, file } = sent;
  if (fileFieldOf(form) !== field) throw new Reply(400, "This form does not accept files");
  if (file.size > upload.maxBytes) throw new Reply(413, upload.sizeMessage);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const check = await checkDocument(
    {
      bytes,
      name: file.name,
      accept: ["pdf", "doc", "docx"],
      purpose: "inbox",
    },
    { lane: "visitor", client },
  );
  if (check.ok) return { name: file.name.slice(0, 255), type: documentMimeType[check.kind], bytes };
  if (check.problem === "type")
    throw new Reply(415, "The file must be a PDF, DOC or DOCX document");
  const refusal = refusalOf(check)!;
  if (check.problem === "unsafe") throw new Reply(415, documentRefusals[refusal], "file-unsafe");
  throw new Reply(
    uncheckedStatus(check),
    documentRefusals[refusal],
    "file-unchecked",
    undefined,
    uncheckedRetryAfter(check),
  );
}
