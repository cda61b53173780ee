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
} as const;

export type UntrustedTask = keyof typeof UNTRUSTED_TASKS;

/**
 * The pool's lanes (lib/workers/pool/lanes.ts), each its own threads and its
 * own queue, so work in one lane never waits for, or is refused because of,
 * work in another: on this 2-core machine strangers' files get one thread and
 * the desk's and the LIMS's work the others. A lane's queue beyond its
 * threads is refused at once ("busy"), never queued further.
 */
export const UNTRUSTED_LANES = {
  /**
   * Anything a stranger can send (enquiry files, CVs): one thread, so files
   * from outside can never hold a thread that staff or the LIMS need; eight
   * waiting at most (a real 10 MB PDF is checked in about a second, and each
   * waiting file's time limit counts its wait).
   */
  visitor: { minThreads: 1, maxThreads: 1, maxQueue: 8 },
  /**
   * Desk work (stamps, imports, photos, QR codes, articles, the seed
   * articles' renders at start): two threads, so a minute-long QR zip never
   * holds up a stamp; the queue as the one pool had.
   */
  staff: { minThreads: 1, maxThreads: 2, maxQueue: 24 },
  /**
   * The LIMS's report PDFs through the API (one upload at a time, by one
   * token): one thread, started when the first arrives; a short queue.
   */
  lims: { minThreads: 0, maxThreads: 1, maxQueue: 8 },
} as const;

export type UntrustedLane = keyof typeof UNTRUSTED_LANES;

/** What one client (an address, lib/http/network.ts) may take of the visitor lane. */
export const VISITOR_LANE_SHARE = {
  /** Files one client may have waiting or being checked at once: two of the lane's nine places. */
  perClient: 2,
  /**
   * Worker time one client may use in any minute: a third of the lane's one
   * thread. Each task is charged its time limit up front (so at most three
   * 6 s checks start together) and settled at its real time when it ends; an
   * honest visitor's few files a minute take a second or two each.
   */
  workMsPerMinute: 20_000,
  /** What a client over its share or its budget is told to wait, in seconds. */
  retryAfterSeconds: 30,
} as const;

/** What every lane's threads share. */
export const POOL_LIMITS = {
  /** A thread idle this long ends (a lane with minThreads 1 keeps one warm). */
  idleTimeoutMs: 60_000,
  /** The threads run at a lower priority than the server's own (Linux nice 10): pages come first. */
  niceIncrement: 10,
  /** Per worker: V8's heap (pdf-lib needs more than 512 MB to load a 10 MB PDF of 100,000 pages). */
  maxOldGenerationSizeMb: 1024,
  maxYoungGenerationSizeMb: 64,
} as const;

/**
 * What the PDF check (lib/intake/pdfActiveContent.ts) reads of one file
 * before it calls the file unreadable: bounds that stop a decompression bomb
 * long before the task's time limit, far above what real files hold.
 */
export const PDF_CHECK_LIMITS = {
  /**
   * Object and cross-reference streams, decoded, in all: 4 x the 1.9 MB of
   * an 8.7 MB, 20,000-page PDF as pdf-lib writes it (a 10 MB report of
   * scanned pages holds a few hundred KB); a 60 MB bomb stops here.
   */
  decodedStreamBytes: 8 * 1024 * 1024,
  /**
   * Objects in all (in the file and in its object streams): that 20,000-page
   * PDF has 60,000, 100,000 pages written plainly (10 MB) 100,000; 150,000
   * take about 2.5 s to read, inside the check's 6 s.
   */
  objects: 150_000,
} as const;

// ── Shared slots and each client's share (lib/fairShare/slots.ts) ─────────
// A client is an IPv4 address or an IPv6 /64 (lib/http/network.ts).

// ── The server's timeouts (scripts/serve.mjs, deploy/Caddyfile) ───────────

// ── Staff sign-in (lib/desk/signIn.ts) ─────────────────────────────────────
