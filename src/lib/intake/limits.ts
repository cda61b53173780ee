import { upload } from "@/content/forms";
import { DESK_UPLOAD_BODY_LIMIT, IMPORT_BODY_LIMIT } from "@/lib/http/uploadLimit";

/** How much one request to the inbox may carry. */

/** A multipart form: the largest file plus room for the fields and the parts' headers. */
export const SEND_FORM_BODY_LIMIT = upload.maxBytes + 1024 * 1024;
/** The protocol's JSON body: fields only. */
export const SEND_BODY_LIMIT = 64 * 1024;
/** A urlencoded form carries no file: every real form of the site fits in a fraction of this. */
export const URLENCODED_BODY_LIMIT = 64 * 1024;
/**
 * The server's own limit for any request (the node adapter's bodySizeLimit,
 * astro.config.mjs): the largest body a route takes (the inbox's form, a
 * report's PDF on the desk, the desk's bulk import) plus room, so each route
 * sees its own limit pass first and answers 413 itself. Every route keeps its
 * own, smaller limit (this file, lib/desk/bodyLimit.ts, the reports API, /verify).
 */
export const SERVER_BODY_LIMIT =
  Math.max(SEND_FORM_BODY_LIMIT, DESK_UPLOAD_BODY_LIMIT, IMPORT_BODY_LIMIT) + 1024 * 1024;
export const MAX_FIELD_CHARS = 5000;
export const MAX_FIELDS = 40;
