const MiB = 1024 * 1024;

/**
 * The largest desk upload on a report's page: a report's PDF (at most 20 MB,
 * lib/reports/register.ts MAX_REPORT_PDF_BYTES) and its form's few fields.
 * The desk's gate allows it there to staff with the role (lib/desk/bodyLimit.ts).
 */
export const DESK_UPLOAD_BODY_LIMIT = 21 * MiB;

/**
 * The desk's bulk import (/desk/import-reports): a CSV and a zip (or a folder)
 * of PDFs in one request, allowed to staff with the `reports` role.
 */
export const IMPORT_BODY_LIMIT = 200 * MiB;

/** The scope of accreditation's CSV on the desk (/desk/scope): the file's 8 MB and the form around it. */
export const SCOPE_UPLOAD_BODY_LIMIT = 9 * MiB;

/**
 * A photo on the desk (/desk/photos and the article editor's upload.json): at
 * most 15 MB (lib/photos/limits.ts MAX_PHOTO_BYTES) and its few fields.
 */
export const PHOTO_UPLOAD_BODY_LIMIT = 16 * MiB;

/**
 * An article's form on the desk (and its preview): a cover photo (at most
 * 15 MB, lib/photos/limits.ts) and the article's text, allowed to staff with
 * the `content` role.
 */
export const ARTICLE_FORM_BODY_LIMIT = 16 * MiB;

/**
 * The article editor's live calls (its preview and the draft saved by itself):
 * the article's text without a photo. The body is at most 40,000 characters
 * (lib/articles/bodyLimits.ts), up to 4 bytes each as UTF-8 (the autosave's
 * multipart) or 6 as a JSON escape (the preview), and the other fields are a
 * few KB.
 */
export const ARTICLE_TEXT_BODY_LIMIT = 256 * 1024;

/**
 * NABL's QR code on the desk (/desk/nabl-qr): a picture of at most 2 MB
 * (lib/reports/nablQrImage.ts MAX_NABL_QR_BYTES) and its form's few fields,
 * allowed to administrators.
 */
export const NABL_QR_UPLOAD_BODY_LIMIT = 3 * MiB;

/**
 * A personal data breach's record on the desk (/desk/privacy/breaches): twelve
 * texts of at most 4,000 characters, up to 9 bytes each form-encoded (a
 * Devanagari letter), and five moments.
 */
export const BREACH_FORM_BODY_LIMIT = 512 * 1024;
