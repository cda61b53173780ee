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

// ── The server's timeouts (scripts/serve.mjs, deploy/Caddyfile) ───────────

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
