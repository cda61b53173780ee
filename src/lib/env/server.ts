/**
 * The server's configuration: every environment variable that is not PUBLIC_*,
 * validated once at start, with defaults so that a fresh clone runs with no
 * configuration at all. Never imported by anything the browser loads (the
 * client-build test fails if one of these names reaches dist/client).
 */
import { INBOX_PROCESSING } from "@/lib/fairShare/limits";
import { fileStoreSettings } from "./fileStore";
import { fail, schemeOf, text, url } from "./parse";

/** An hour of the day, 0 to 23. */
function hourOfDay(name: string, value: string | undefined, fallback: number): number {
  const n = wholeNumber(name, value, fallback, 0);
  if (n > 23) fail(name, `"${n}" is not an hour from 0 to 23`);
  return n;
}

function wholeNumber(
  name: string,
  value: string | undefined,
  fallback: number,
  min: 0 | 1,
): number {
  const v = value?.trim();
  if (!v) return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < min)
    fail(name, `"${v}" is not a ${min === 1 ? "positive " : ""}whole number`);
  return n;
}

const positiveInt = (name: string, value: string | undefined, fallback: number) =>
  wholeNumber(name, value, fallback, 1);

function smtpUrl(name: string, value: string | undefined): string | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  // The problem names the expected form, never the value: it may hold a password.
  const scheme = schemeOf(name, v, "is not a URL (smtp://user:password@host:587)");
  if (scheme !== "smtp:" && scheme !== "smtps:") fail(name, "must start with smtp:// or smtps://");
  return v;
}

function addressList(name: string, value: string | undefined): string[] {
  const list = (value ?? "")
    .split(",")
    .map((a) => a.trim())
    .filter(Boolean);
  for (const address of list)
    if (!/^[^\s@]+@[^\s@]+$/.test(address.replace(/^.*<(.+)>$/, "$1")))
      fail(name, `"${address}" is not an e-mail address`);
  return list;
}

/** One of a few words (blank: the first). */
function oneOf<T extends string>(
  name: string,
  value: string | undefined,
  words: readonly [T, ...T[]],
): T {
  const v = value?.trim().toLowerCase();
  if (!v) return words[0];
  const word = words.find((w) => w === v);
  if (!word) fail(name, `"${value}" is not one of ${words.join(", ")}`);
  return word;
}

const { env } = process;

/** The origin pages name when SITE_URL is unset (a development machine); scripts/serve.mjs warns then. */
export const LOCAL_SITE_URL = "http://localhost:3000";

export const serverEnv = {
  /**
   * The public origin (https://www.example.com): canonical links, social cards,
   * the sitemap, structured data, links in e-mails and the desk's origin check.
   * Read when the server starts, so a site built once serves any origin.
   */
  SITE_URL: url("SITE_URL", env.SITE_URL) ?? LOCAL_SITE_URL,
  /** Accepted submissions per client per minute. */
  LEADS_RATE_PER_MINUTE: positiveInt("LEADS_RATE_PER_MINUTE", env.LEADS_RATE_PER_MINUTE, 20),
  /** Inbox requests checked and stored at once, their bodies in; more get a 503 with Retry-After. */
  LEADS_MAX_CONCURRENT: positiveInt(
    "LEADS_MAX_CONCURRENT",
    env.LEADS_MAX_CONCURRENT,
    INBOX_PROCESSING.total,
  ),
  /**
   * The end-to-end suite's own server only (playwright.config.ts), whose every
   * test posts from one address: each inbox's slots and each client's share of
   * them, and a client's requests answered at once (REQUESTS_AT_ONCE), that
   * many times larger. Never set on the lab's server.
   */
  TEST_CLIENT_SHARE_SCALE: positiveInt("TEST_CLIENT_SHARE_SCALE", env.TEST_CLIENT_SHARE_SCALE, 1),
  /**
   * How many reverse proxies in front of the server append to X-Forwarded-For.
   * 0 (the default): the throttle uses the socket's address and ignores the
   * header, which any client can write.
   */
  TRUST_PROXY_HOPS: wholeNumber("TRUST_PROXY_HOPS", env.TRUST_PROXY_HOPS, 0, 0),
  /**
   * Where the throttles (lookups, forms, sign-in links) count each client's
   * attempts: `memory` (the default; one app server) or `database`, so that
   * the limits count the attempts made through every app server on it.
   */
  THROTTLES: oneOf("THROTTLES", env.THROTTLES, ["memory", "database"]),
  /**
   * Whether this server runs the lab's jobs (the e-mail outboxes, follow-ups,
   * reminders, the daily purge, backups): `on` (the default) or `off` on the
   * other app servers of a lab that runs several on one database. Each e-mail
   * is claimed before it is sent, so two servers with JOBS=on never send one
   * twice; `off` keeps the backups and the purge to one machine.
   */
  JOBS: oneOf("JOBS", env.JOBS, ["on", "off"]),
  /** Where lead notifications are sent from (smtp://user:pass@host:587 or smtps://…); unset = off. */
  SMTP_URL: smtpUrl("SMTP_URL", env.SMTP_URL),
  /** Who receives a notification for every lead (comma-separated). */
  LEADS_NOTIFY_TO: addressList("LEADS_NOTIFY_TO", env.LEADS_NOTIFY_TO),
  /**
   * Who receives the e-mail for every job application made on the site
   * (comma-separated); unset = the leads' LEADS_NOTIFY_TO. Sent from
   * LEADS_NOTIFY_FROM through SMTP_URL, like the leads'.
   */
  CAREERS_NOTIFY_TO: addressList("CAREERS_NOTIFY_TO", env.CAREERS_NOTIFY_TO),
  /** The notifications' sender. */
  LEADS_NOTIFY_FROM: text(env.LEADS_NOTIFY_FROM, ""),
  /** The first pause before a failed notification is tried again (doubles each time, at most an hour). */
  LEADS_NOTIFY_RETRY_SECONDS: positiveInt(
    "LEADS_NOTIFY_RETRY_SECONDS",
    env.LEADS_NOTIFY_RETRY_SECONDS,
    30,
  ),
  /**
   * The hour (India time, 0-23) from which each owner gets the day's e-mail of
   * leads and applications due for follow-up; sent once a day (lib/server/followUpDigest.ts).
   */
  FOLLOW_UP_DIGEST_HOUR: hourOfDay("FOLLOW_UP_DIGEST_HOUR", env.FOLLOW_UP_DIGEST_HOUR, 8),
  /**
   * The file of the key that encrypts the staff's two-factor secrets and the
   * e-mails waiting in the mail outbox (lib/platform/secretBox.ts); unset:
   * `secrets.key` beside the database, made on first start.
   */
  SECRETS_KEY_FILE: text(env.SECRETS_KEY_FILE, "") || undefined,
  /**
   * The lab's document-signing certificate for the digital seal on every issued
   * PDF (lib/reports/sealCertificate.ts): a PKCS#12 file, and a file holding its
   * password. Unset: reports are issued unsealed. Never checked here: a file
   * that cannot be used is said at start and on the desk, it does not stop the server.
   */
  REPORT_SEAL_P12: text(env.REPORT_SEAL_P12, ""),
  REPORT_SEAL_PASSWORD_FILE: text(env.REPORT_SEAL_PASSWORD_FILE, ""),
  /**
   * Where the backups go (lib/backup): a restic repository, a local or mounted
   * folder, `sftp:user@host:/path` or `s3:https://host/bucket`. Unset: no
   * backups run and the administrators' start page says so.
   */
  BACKUP_REPOSITORY: text(env.BACKUP_REPOSITORY, ""),
  /** The file holding the repository's password (mode 600, the site's user only). */
  BACKUP_PASSWORD_FILE: text(env.BACKUP_PASSWORD_FILE, ""),
  /** The hour (India time, 0-23) from which the day's backup runs; the monthly drill follows it. */
  BACKUP_HOUR: hourOfDay("BACKUP_HOUR", env.BACKUP_HOUR, 2),
  /** The readiness answer (/api/ready) fails below this much free disk beside the database, in MB. */
  READY_MIN_FREE_MB: positiveInt("READY_MIN_FREE_MB", env.READY_MIN_FREE_MB, 2048),
  /** Where the lab's files are kept: FILE_STORE and S3_* (./fileStore.ts). */
  FILES: fileStoreSettings(env),
};
