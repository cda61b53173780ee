import { fieldNamesWithRole, upload } from "@/content/forms";
import { readFormStream, type FormLimits, type FormStreamFailure } from "@/lib/intake/formStream";
import {
  MAX_FIELD_CHARS,
  MAX_FIELDS,
  SEND_FORM_BODY_LIMIT,
  URLENCODED_BODY_LIMIT,
} from "@/lib/intake/limits";
import { Reply, TOO_LARGE, bodyFailure } from "./reply";

export type Scalar = string | number | boolean;

/** A request's values: scalars (the last value of a name wins) and at most one file. */
export interface Submission {
  scalars: Record<string, Scalar>;
  /** The uploaded file and the field it was sent as. */
  upload: { field: string; file: File } | undefined;
}

const FORM_LIMITS: FormLimits = {
  multipartBytes: SEND_FORM_BODY_LIMIT,
  urlencodedBytes: URLENCODED_BODY_LIMIT,
  parts: MAX_FIELDS,
  fieldChars: MAX_FIELD_CHARS,
  fileFields: fieldNamesWithRole("file"),
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

/** multipart/form-data or urlencoded, every limit enforced while reading. */
export async function readFormSubmission(request: Request): Promise<Submission> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) {
    throw new Reply(415, "Expected multipart/form-data");
  }
  const body = await readFormStream(request, type, FORM_LIMITS);
  if (!body.ok) throw STREAM_REPLIES[body.reason]();
  const scalars: Record<string, Scalar> = {};
  for (const [name, value] of body.fields) scalars[name] = value;
  const streamed = body.file;
  return {
    scalars,
    upload: streamed && {
      field: streamed.field,
      file: new File([streamed.bytes], streamed.name, { type: "application/octet-stream" }),
    },
  };
}
