/**
 * Every limit that keeps one client from shutting out the others, in one
 * table: each shared slot's size and each client's share of it, the server's
 * timeouts, the untrusted-work pool's lanes and budgets, each with the reason
 * for its number. README's "Fair shares" section lists them; the code reads
 * them only from here.
 */

// ── Untrusted work (lib/workers/pool) ──────────────────────────────────────
/**
 * What each piece of untrusted work may take, in one place. A task is killed
 * when its time runs out (counted from when it is handed to the pool, so a
 * long queue counts too) and its request is refused; a worker whose heap
 * passes the memory limit dies with it and is replaced.
 */
export const UNTRUSTED_TASKS = {
  /** A visitor's PDF, DOC or DOCX, a CV, or a report's PDF: kind, then active content. */
  inspectDocument: { timeMs: 6_000 },
  /** The desk's zip of report PDFs, inflated with the bytes counted. */
  unzipReportPdfs: { timeMs: 15_000 },
  /** An article's Markdown to sanitised HTML. */
  renderArticle: { timeMs: 3_000 },
  /** A photo's AVIF and WebP variants. */
  encodePhoto: { timeMs: 20_000 },
  /** The QR codes stamped onto page 1 of a draft report. */
  stampReport: { timeMs: 10_000 },
  /** NABL's QR code, uploaded by an admin: checked and written again as a clean PNG. */
  encodeNablQr: { timeMs: 5_000 },
  /**
   * Not untrusted, but long: the desk's selected QR codes as a zip (SVG and
   * 600 dpi PNG each, about 8 s of CPU for 200) or A4 labels (about 0.7 s).
   */
  qrBundle: { timeMs: 60_000 },
  /** The desk's scope of accreditation as CSV (NABL's schedule): at most 8 MB, 25,000 rows. */
  readScopeCsv: { timeMs: 15_000 },
  /**
   * The import's dry run: the CSV read, checked and matched against the
   * current scope (25,000 rows each way in about 1 s on one core; linear).
   */
  planScopeImport: { timeMs: 15_000 },
  /**
   * A visitor's test request as a PDF (pdfkit): 50 rows take about 0.2 s; a
   * lane of its own belongs to visitors' work ("visitor").
   */
  buildRequestPdf: { timeMs: 10_000 },
} as const;

export type UntrustedTask = keyof typeof UNTRUSTED_TASKS;

export const POOL_LIMITS = {
  /** One thread stays warm; a second joins under load (the machine has two cores). */
  minThreads: 1,
  maxThreads: 2,
  idleTimeoutMs: 60_000,
  /** Tasks waiting beyond this are refused at once ("busy"), not queued. */
  maxQueue: 24,
  /** The threads run at a lower priority than the server's own (Linux nice 10): pages come first. */
  niceIncrement: 10,
  /** Per worker: V8's heap (pdf-lib needs more than 512 MB to load a 10 MB PDF of 100,000 pages). */
  maxOldGenerationSizeMb: 1024,
  maxYoungGenerationSizeMb: 64,
} as const;

// ── Shared slots and each client's share (lib/fairShare/slots.ts) ─────────
// A client is an IPv4 address or an IPv6 /64 (lib/http/network.ts).

/** The portal's "Download as zip" (lib/portal/zipDownload.ts): zips being sent at once. */
export const PORTAL_ZIPS = {
  /** One customer's zips at once (all their sessions): a second for a second filter, never forty. */
  perCustomer: 2,
  /** One network's: a few colleagues behind one office address each download theirs. */
  perClient: 4,
  /** In all: each zip holds about a chunk in memory but keeps the disk busy; eight share it well. */
  total: 8,
  /** A zip of 200 reports takes about this long to send on an office line. */
  retryAfterSeconds: 30,
  /** Read from disk one chunk per pull of the stream's reader (the size Node's own file streams use, x4). */
  chunkBytes: 256 * 1024,
} as const;

// ── Heavy desk work off the event loop ────────────────────────────────────
/** The scope import's Apply (lib/scope/applyImport.ts). */
export const SCOPE_IMPORT = {
  /**
   * Rows staged per turn of the event loop: 500 added rows (with their search
   * index) take about 25 ms on the 2-core server under load, so a page asked
   * for meanwhile waits no longer than that; 25,000 rows are 50 turns.
   */
  applyChunkRows: 500,
} as const;

/**
 * Articles kept from before bodies were rendered at save (the seed's eight):
 * rendered in the background at start, and tried again while the pool is busy
 * or out of time (lib/articles/unrenderedBodies.ts).
 */
export const ARTICLE_RENDERS = {
  /** The first try again: soon after the start's burst of work. */
  retryFirstMs: 2_000,
  /** The waits double up to this: an article is on the site within a minute of the pool freeing. */
  retryMaxMs: 60_000,
  /**
   * Renders refused for time before the body is taken for one that cannot be
   * rendered in time: 12 tries span about 7 minutes (each costs at most
   * renderArticle's 3 s of one thread); a start is never that slow.
   */
  timeAttempts: 12,
} as const;

// ── The server's timeouts (scripts/serve.mjs, deploy/Caddyfile) ───────────

// ── Staff sign-in (lib/desk/signIn.ts) ─────────────────────────────────────
