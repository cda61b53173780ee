/**
 * The words of the backups (lib/backup): what the commands print, what the
 * administrators' start page says of the last backup and drill, the e-mail
 * when one fails, and restic's errors in words.
 */

/** restic's failures, as the lab's IT person reads them (lib/backup/restic.ts). */
export const resticProblems = {
  notInstalled: (bin: string) =>
    `restic is not installed (${bin} not found). Install Debian's restic: sudo apt-get install -y restic (or set RESTIC_PATH).`,
  wrongPassword:
    "The backup repository did not open with this password: BACKUP_PASSWORD_FILE holds another repository's password, or the wrong file is named.",
  noRepository: (repository: string) =>
    `There is no backup repository at ${repository}: check BACKUP_REPOSITORY (and that the disk or share is mounted), or make one with npm run backup -- --init.`,
  repositoryExists: (repository: string) =>
    `There is a backup repository at ${repository} already: nothing was made.`,
  locked:
    "The backup repository is locked by another backup or restore: try again when it is done (restic unlock clears a lock left by a crash).",
  noSnapshot: (snapshot: string) => `The backup repository has no snapshot ${snapshot}.`,
  timedOut: (minutes: number) => `restic did not finish within ${minutes} minutes and was stopped.`,
  unreachable: (repository: string) =>
    `The backup repository at ${repository} could not be reached (network, server or credentials).`,
  passwordFileMissing: (file: string) =>
    `The password file ${file} (BACKUP_PASSWORD_FILE) cannot be read.`,
  other: (detail: string) => `restic failed: ${detail}`,
  notConfigured:
    "Backups are not set up: set BACKUP_REPOSITORY and BACKUP_PASSWORD_FILE (README: Operations).",
};

/** The backup's own findings (lib/backup/snapshot.ts, lib/backup/manifest.ts). */
export const backupProblems = {
  missingFiles: (n: number, inBucket = false) =>
    `${n} ${n === 1 ? "file the database names is" : "files the database names are"} missing from ${inBucket ? "the bucket (FILE_STORE=s3)" : "the disk"}`,
  changedFiles: (n: number) =>
    `${n} ${n === 1 ? "file does" : "files do"} not match the SHA-256 the register or the manifest holds`,
  busy: "Another backup of this data folder is running.",
  databaseMissing: (path: string) => `There is no database at ${path}.`,
};

/** What `npm run backup` prints (scripts/backup.ts). */
export const backupCommand = {
  initialised: (repository: string) =>
    `Made the backup repository ${repository}. Keep a copy of its password apart from this machine: without it the backups cannot be read.`,
  done: (snapshot: string, files: number, mb: string, seconds: string) =>
    `Backup ${snapshot}: the database and ${files} files (${mb} MB) in ${seconds} s; manifest checked.`,
  added: (mb: string) => `New data stored in the repository: ${mb} MB.`,
  kept: (policy: string) => `Older snapshots forgotten and pruned (kept: ${policy}).`,
  missing: "Missing:",
  failed: "The backup failed:",
  usage:
    "npm run backup [-- --init] [-- --no-forget]  (BACKUP_REPOSITORY and BACKUP_PASSWORD_FILE name the repository)",
};

/** What `npm run restore` prints (scripts/restore.ts). */
export const restoreCommand = {
  usage:
    "npm run restore -- --snapshot latest|ID --to DIR [--database postgres://… (a snapshot of PostgreSQL: a new, empty database)]",
  refusedLive: (dir: string) =>
    `${dir} holds a data folder already (lab.sqlite or other files): restore into a new, empty folder; nothing was written.`,
  restored: (snapshot: string, files: number, dir: string) =>
    `Restored snapshot ${snapshot}: the database and ${files} files into ${dir}; every file matches the manifest.`,
  mismatched: (n: number) => `${n} restored files do not match the manifest:`,
  needsDatabase:
    "This snapshot is of a PostgreSQL database: name a new, empty database for it with --database postgres://…; nothing was written.",
  notPostgres:
    "This snapshot is of an SQLite database (DIR/lab.sqlite): leave --database out; nothing was written.",
  databaseNotEmpty: (shown: string) =>
    `${shown} holds tables already: restore into a new, empty database (createdb); nothing was written.`,
  restoredDatabase: (shown: string) => `The database was restored into ${shown}.`,
  filesToStore: (copied: number, kept: number) =>
    `The files were put into the file store FILE_STORE names: ${copied} copied, ${kept} there already; each read back matches the manifest.`,
  pointServer: "To serve it, start the server with:",
  keyFiles: "The snapshot holds these settings' files; point the settings at them:",
  failed: "The restore failed:",
};

/** The retention policy restic keeps the snapshots by (lib/backup/snapshot.ts FORGET). */
export const keptPolicyWords = "7 daily, 8 weekly, 24 monthly, 5 yearly";

/** The administrators' start page: the last backup and the last drill (components/desk/BackupState.tsx). */
export const backupState = {
  heading: "Backups",
  off: "Backups are not set up: set BACKUP_REPOSITORY and BACKUP_PASSWORD_FILE (README: Operations).",
  never: "No backup has succeeded yet.",
  lastGood: (age: string, when: string) => `Last good backup ${age} ago (${when}).`,
  late: "Later than a day: check the server's log and the e-mail sent to administrators.",
  veryLate:
    "More than two days old: a lost disk now would lose everything since. Run npm run backup and read what it says.",
  failed: (when: string, problem: string) => `The backup of ${when} failed: ${problem}`,
  drillNever: "No restore drill has run yet (one runs each month after the backup).",
  drillGood: (when: string, snapshot: string, sample: number) =>
    `Restore drill of ${when} restored snapshot ${snapshot}; the manifest and ${sample} report PDFs matched.`,
  drillFailed: (when: string, problem: string) => `The restore drill of ${when} failed: ${problem}`,
  readyHeading: "Readiness (what /api/ready checks)",
  readyOk: "ok",
  readyNot: "not ok",
};

/** How long ago, in hours or days: "5 hours", "3 days". */
export const ageWords = (hours: number) =>
  hours < 48
    ? `${Math.max(0, Math.floor(hours))} ${Math.floor(hours) === 1 ? "hour" : "hours"}`
    : `${Math.floor(hours / 24)} days`;

/** The readiness checks' names and their findings (lib/server/readiness.ts). */
export const readinessWords = {
  database: "The database opens for writing",
  disk: (freeMb: number, minMb: number) =>
    `Free disk beside the database: ${freeMb} MB (at least ${minMb} MB wanted)`,
  pool: "The worker threads answer",
  mail: "E-mail is set up (SMTP_URL and LEADS_NOTIFY_FROM)",
  backup: "The last backup is less than 26 hours old",
};

/** The e-mail to administrators when a backup or drill fails (lib/backup/failureMail.ts). */
export const backupFailureMail = {
  subject: (kind: "backup" | "drill", when: string) =>
    kind === "backup"
      ? `The lab's backup failed (${when})`
      : `The lab's restore drill failed (${when})`,
  intro: (kind: "backup" | "drill") =>
    kind === "backup"
      ? "Tonight's backup of the site did not complete. Nothing was lost yet, but until a backup succeeds a lost disk loses everything since the last good one."
      : "This month's restore drill did not prove the latest backup. Look at it before the backups are needed.",
  rows: { when: "When", problem: "What failed", lastGood: "Last good backup", none: "none yet" },
  next: "The server tries again within the hour (three times a day); npm run backup runs one by hand and says what is wrong. README: Operations.",
  onDesk: "The desk's start page shows the backups' state:",
};
