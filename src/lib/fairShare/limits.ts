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
  /**
   * The lab's digital seal on an issued report's PDF (lib/reports/sealPdf.ts): the file parsed
   * for its page 1 and catalog, an incremental update written and its bytes hashed and signed.
   * A 20 MB report (the register's largest) is sealed in a few seconds (npm run bench:reports).
   */
  sealReport: { timeMs: 30_000 },
  /** NABL's QR code, uploaded by an admin: checked and written again as a clean PNG. */
  encodeNablQr: { timeMs: 5_000 },
  /**
   * Not untrusted, but long: the desk's selected QR codes as a zip (SVG and
   * 600 dpi PNG each, about 8 s of CPU for 200) or A4 labels (about 0.7 s).
   */
  qrBundle: { timeMs: 60_000 },
  /**
   * The import's dry run: the CSV read, checked and matched against the
   * current scope (25,000 rows each way in about 1 s on one core; linear). The file: at most 8 MB, 25,000 rows.
   */
  planScopeImport: { timeMs: 15_000 },
  /**
   * A visitor's test request as a PDF (pdfkit): 50 rows take about 0.2 s; a
   * lane of its own belongs to visitors' work ("visitor").
   */
  buildRequestPdf: { timeMs: 10_000 },
  /** The brochure again after the desk changed the scope or a certificate: a 20,000-row scope in about 0.6 s. */
  buildBrochure: { timeMs: 20_000 },
  /** The readiness answer's question to the staff lane (lib/server/readiness.ts): a thread answers. */
  ping: { timeMs: 2_000 },
  /** The desk's quotation as a PDF (pdfkit), in the staff lane: as long as a request's. */
  buildQuotationPdf: { timeMs: 10_000 },
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

/**
 * Bodies each inbox (the leads' and the applications') is receiving at once,
 * before any processing slot is taken. A body is held in memory as it arrives
 * (at most about 11 MB: a 10 MB file and its form), so 16 at once cost at most
 * about 180 MB per inbox. Two per client: a visitor sends one form at a time,
 * two covers a second tab or a retry; a client trickling slow bodies holds
 * only its two, for at most the upload rate's grace (UPLOAD_RATE), and its
 * third is refused at once (429). The wait said on a refusal is that grace:
 * by then a trickler's bodies are cut and an honest one's have arrived.
 */
export const INBOX_RECEIVING = { total: 16, perClient: 2, retryAfterSeconds: 10 } as const;

/**
 * Requests each inbox checks and stores at once, once their bodies are in:
 * each may wait for the untrusted-work pool (a file's check, at most 6 s).
 * The total is LEADS_MAX_CONCURRENT's default (lib/env/server.ts); one client
 * may hold two, as it may be receiving two.
 */
export const INBOX_PROCESSING = { total: 16, perClient: 2, retryAfterSeconds: 5 } as const;

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

/**
 * The customer's calendar feed (/portal/calendar.ics?key=…, lib/portal/calendarFetch.ts),
 * fetched by calendar apps with no sign-in, counted over a rolling hour.
 */
export const CALENDAR_FEEDS = {
  /**
   * Fetches of one link: Apple's calendar polls at most every 5 minutes (12
   * an hour), Google's and Outlook's every few hours; 30 covers a phone, a
   * laptop and a web calendar on one link, and a person opening it by hand.
   */
  perKey: 30,
  /**
   * Feeds one client (network) fetches: Google's and Microsoft's fetchers poll
   * many customers' links from one address; a feed costs a few milliseconds
   * (the Instruments page's query), so 600 an hour is seconds of work.
   */
  perClient: 600,
  /**
   * Unknown, revoked or malformed keys one client may send: a revoked link
   * left in a few calendar apps misses a handful an hour; past 60 every fetch
   * from that client is refused before any lookup, a right key too.
   */
  missesPerClient: 60,
  windowMs: 60 * 60_000,
  /** What a refused fetch is told to wait: a quarter of the window. */
  retryAfterSeconds: 15 * 60,
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
  /**
   * A dry run waits for its Apply this long (migration 0047, kept in the
   * database so any server applies it): time to read the plan and tick a box.
   */
  planTtlMs: 30 * 60_000,
  /**
   * Dry runs kept per account (its oldest goes first): a member of staff
   * comparing a few files keeps them all, and one account's uploads never
   * push out another's plan. A plan of a full 25,000-row file is a few MB of
   * JSON, so the table holds at most this many per quality or admin account.
   */
  plansPerAccount: 3,
  /**
   * An Apply holds the scope's one Apply slot (across the servers) at most
   * this long: 25,000 rows are applied in a few seconds, and a server that
   * stopped mid-Apply frees the slot after this.
   */
  applyLeaseMs: 10 * 60_000,
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

/**
 * Requests that change something (POST, PUT, DELETE …) one client may have
 * answered at once, for every route (lib/http/requestsAtOnce.ts, applied by
 * scripts/serve.mjs before the site sees the request). A page costs the
 * server's one thread a few milliseconds: 32 sign-ins fired together from one
 * client held /api/health for 120 ms; 8 hold it for about 30. A person sends
 * one form at a time, an office behind one address a few, the LIMS a handful
 * of uploads; more are refused at once (429), costing a fraction of a
 * millisecond each. Reading pages (GET, HEAD) is not counted: a browser asks
 * for a page's pictures and scripts together.
 */
export const REQUESTS_AT_ONCE = { perClient: 8, retryAfterSeconds: 1 } as const;

// ── The server's timeouts (scripts/serve.mjs, deploy/Caddyfile) ───────────
/**
 * The minimum upload rate, for every request body (lib/http/uploadRate.ts):
 * after the first `graceMs` (a phone waking its radio, TCP's slow start), a
 * body must keep arriving at `minBytesPerSecond` on average counted from the
 * grace's end (what came during the grace counts too), or it is cut with 408
 * and its connection closed. Checked every `checkEveryMs`, so a trickler is cut
 * within grace + 1 s + one check. A 10 MB CV from a slow 3G phone (20-50 KB/s
 * upload) arrives in 3.5 to 9 minutes, at two to five times this rate, so it
 * is never cut; 10 KB/s is below any working mobile connection (2G EDGE
 * uploads at about 25 KB/s). A trickler must send 10 KB every second to keep
 * each body it holds, which costs it what it costs the server.
 */
export const UPLOAD_RATE = {
  graceMs: 10_000,
  minBytesPerSecond: 10 * 1024,
  checkEveryMs: 1_000,
} as const;

/**
 * Node's own timeouts (scripts/serve.mjs). Headers arrive in one packet from a
 * browser or Caddy: 10 s is plenty (Caddy's read_header is the same). The
 * whole-request limit is only a backstop behind UPLOAD_RATE: 30 minutes lets
 * a 10 MB CV through at 6 KB/s (below the minimum rate, so that rate decides)
 * and the desk's 200 MB bulk import at 115 KB/s (an office line). An idle
 * keep-alive connection is kept 65 s, longer than Caddy keeps its idle
 * connections to the server (CADDY_TIMEOUTS.upstreamKeepAliveSeconds), so
 * Caddy never sends a request on a connection the server is just closing.
 * Node checks the header and request limits every `connectionsCheckingIntervalMs`
 * (its default, 30 s, let a stalled request live 30 s past its limit).
 */
export const SERVER_TIMEOUTS = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30 * 60_000,
  keepAliveTimeoutMs: 65_000,
  connectionsCheckingIntervalMs: 1_000,
} as const;

/**
 * Caddy's (deploy/Caddyfile, where these numbers are written out and a test
 * checks they agree): the same 10 s for a request's headers; a whole request
 * in 30 minutes like the server's backstop (Caddy passes a body on as it
 * arrives, so the server's minimum rate still cuts a trickler); a visitor's
 * idle keep-alive connection closed after 2 minutes; Caddy's own idle
 * connections to the server closed after 60 s, before the server's 65 s.
 */
export const CADDY_TIMEOUTS = {
  readHeaderSeconds: 10,
  readBodySeconds: 30 * 60,
  idleSeconds: 120,
  upstreamKeepAliveSeconds: 60,
} as const;

// ── Staff sign-in (lib/desk/signIn.ts) ─────────────────────────────────────
/**
 * The desk's sign-in: who may have a password checked (scrypt: 32 MB and 0.1 to
 * 0.3 s of one libuv thread each), and how many wrong codes a second factor
 * takes. A client is its network (IPv4 address or IPv6 /64).
 */
export const STAFF_SIGN_IN = {
  /** Failures that lock one account from one client: a person mistypes a few times, not five. */
  lockAfterFailures: 5,
  /** How far back failures count (locks, pauses, the reserve, wrong codes): a quarter of an hour. */
  lockMs: 15 * 60_000,
  /** The longest pause before a try on an account guessed at from everywhere (1 s, 2 s … 30 s). */
  maxDelayMs: 30_000,
  /**
   * Failed tries one client may have in a minute; the next is refused before any hash (429).
   * A try counts as failed until its password is found right, so an office behind one address
   * never spends it on good sign-ins; a flood of unknown addresses gets 20 hashes a minute
   * (a few seconds of one thread), not the 12 a second it took.
   */
  failedTriesPerClientPerMinute: 20,
  /**
   * Passwords checked at once: below libuv's 4 threads, which every file read and the static
   * files' stat before each request also wait for (4 scrypts at once held a stat 117 ms at the
   * median and 600 ms at worst; 3 left it at 0.2 ms).
   */
  checks: 3,
  /** Of those, one client's at once: a double-click or two colleagues behind one office address. */
  checksPerClient: 2,
  /**
   * Of those, what all clients with a failure in the last quarter hour share: the rest is kept
   * for those without, so a colleague signs in during a flood.
   */
  checksForFailingClients: 2,
  /** What a sign-in refused for want of a check slot is told to wait, in seconds. */
  busyRetrySeconds: 2,
  /**
   * Wrong second-factor codes an account may have in a quarter hour, from all clients together:
   * then every pending sign-in ends and the owner is e-mailed. 40 guesses an hour of a million
   * codes, where 40 IPv6 /64s had 121 a minute.
   */
  wrongCodesPerAccount: 10,
  /** Codes one password step is good for: a mistyped and a stale code, then the password again. */
  codeTriesPerSignIn: 3,
} as const;
