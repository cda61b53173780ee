/**
 * The largest desk upload: a report's PDF (at most 20 MB, lib/reports/register.ts
 * MAX_REPORT_PDF_BYTES) and its form's few fields. The desk's gate allows it on
 * the report's page (lib/desk/bodyLimit.ts); the server's own limit is above it
 * (lib/leads/inbox/limits.ts).
 */
export const DESK_UPLOAD_BODY_LIMIT = 21 * 1024 * 1024;
