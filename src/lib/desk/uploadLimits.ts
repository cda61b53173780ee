const MiB = 1024 * 1024;

/**
 * The desk's bulk import (/desk/import-reports): a CSV and a zip (or a folder)
 * of PDFs in one request. The node adapter's bodySizeLimit (astro.config.mjs)
 * is raised to this plus room, so this route can be reached at all; every other
 * route keeps its own, smaller limit (inbox, desk forms, API, /verify).
 */
export const IMPORT_BODY_LIMIT = 200 * MiB;
/** The server's own ceiling for any request body: the largest route's limit plus room for headers of parts. */
export const REPORTS_SERVER_BODY_LIMIT = IMPORT_BODY_LIMIT + MiB;
