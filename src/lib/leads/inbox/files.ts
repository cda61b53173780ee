import { fileFieldOf, upload, type FormKey } from "@/content/forms";
import type { LeadFile } from "@/lib/db/leads";
import { Reply } from "./reply";
import {
  detectDocumentKind,
  documentHazard,
  documentMimeType,
  hazardMessages,
  isAcceptedDocument,
} from "./sniff";
import type { Submission } from "./submission";

/**
 * The uploaded file as it will be stored, or a refusal: only a form with a
 * file field takes one, as that field; its bytes must be a PDF, DOC or DOCX
 * as its name says, without macros or scripts.
 */
export async function checkFile(
  form: FormKey,
  sent: Submission["upload"],
): Promise<LeadFile | undefined> {
  if (!sent) return undefined;
  const { field, file } = sent;
  if (fileFieldOf(form) !== field) throw new Reply(400, "This form does not accept files");
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
