import { execFile } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { resticProblems as words } from "@/content/backups";
import { oneLine } from "@/lib/security/oneLine";

/**
 * Debian's restic (apt package `restic`, /usr/bin/restic) run as a program:
 * execFile, never a shell, with the repository and its password file as
 * arguments and a time limit; its errors turned into words the lab's IT
 * person can act on (ResticError), never its stack of Go or ours.
 */

export interface Repository {
  /** A restic repository: a folder, sftp:…, s3:… (BACKUP_REPOSITORY). */
  repository: string;
  /** The file holding its password (BACKUP_PASSWORD_FILE). */
  passwordFile: string;
  /** Where restic keeps its cache (beside the database: the service has no home). */
  cacheDir?: string | undefined;
}

/** restic's failure, in words (`message`); `detail` is restic's own last line, for the log. */
export class ResticError extends Error {
  constructor(
    message: string,
    readonly detail = "",
  ) {
    super(message);
    this.name = "ResticError";
  }
}

export const resticBin = () => process.env.RESTIC_PATH?.trim() || "/usr/bin/restic";

/** Six hours: a first upload of a large register over a slow line is long, a hung one is stopped. */
export const RESTIC_TIME_LIMIT_MS = 6 * 60 * 60_000;

/** restic's error output as words (the first match wins); undefined: say restic's own line. */
export function resticProblem(stderr: string, repo: Repository): string | undefined {
  if (/wrong password|no key found/i.test(stderr)) return words.wrongPassword;
  if (
    /config file already exists|repository master key and config already initialized/i.test(stderr)
  )
    return words.repositoryExists(repo.repository);
  if (
    /Is there a repository at the following location|unable to open config file.*(no such file|not exist)|repository does not exist/i.test(
      stderr,
    )
  )
    return words.noRepository(repo.repository);
  if (/repository is already locked|unable to create lock/i.test(stderr)) return words.locked;
  if (/no matching ID found|invalid id|no snapshot found/i.test(stderr))
    return words.noSnapshot((/for prefix "([^"]+)"/.exec(stderr) ?? [])[1] ?? "");
  if (/Resolving password failed|opening password file|reading password file/i.test(stderr))
    return words.passwordFileMissing(repo.passwordFile);
  if (
    /connection refused|no such host|dial tcp|ssh: |timeout|unable to start the sftp/i.test(stderr)
  )
    return words.unreachable(repo.repository);
  return undefined;
}

/** restic's last meaningful line, for a message and the log. */
const lastLine = (text: string) =>
  oneLine(
    text
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean)
      .at(-1) ?? "",
  ).slice(0, 300);

export interface ResticRun {
  stdout: string;
  stderr: string;
}

/**
 * Runs `restic <args>` against the repository; resolves with its output, or
 * rejects with a ResticError in words. `cwd` for `backup .`.
 */
export function restic(
  repo: Repository,
  args: readonly string[],
  { cwd, timeoutMs = RESTIC_TIME_LIMIT_MS }: { cwd?: string; timeoutMs?: number } = {},
): Promise<ResticRun> {
  const bin = resticBin();
  try {
    accessSync(bin, constants.X_OK);
  } catch {
    return Promise.reject(new ResticError(words.notInstalled(bin)));
  }
  try {
    accessSync(repo.passwordFile, constants.R_OK);
  } catch {
    return Promise.reject(new ResticError(words.passwordFileMissing(repo.passwordFile)));
  }
  const full = [
    "--repo",
    repo.repository,
    "--password-file",
    repo.passwordFile,
    ...(repo.cacheDir ? ["--cache-dir", repo.cacheDir] : ["--no-cache"]),
    ...args,
  ];
  return new Promise((resolve, reject) => {
    execFile(
      bin,
      full,
      {
        cwd,
        timeout: timeoutMs,
        killSignal: "SIGTERM",
        maxBuffer: 256 * 1024 * 1024,
        // The password only from the file (a RESTIC_PASSWORD set by chance is not used); the
        // rest of the environment stays: S3's keys (AWS_*), ssh's HOME for sftp.
        env: {
          ...process.env,
          RESTIC_PASSWORD: "",
          RESTIC_PASSWORD_COMMAND: "",
          RESTIC_REPOSITORY: "",
        },
      },
      (error, stdout, stderr) => {
        if (!error) return resolve({ stdout, stderr });
        if ((error as { killed?: boolean }).killed && error.signal === "SIGTERM")
          return reject(
            new ResticError(words.timedOut(Math.round(timeoutMs / 60_000)), lastLine(stderr)),
          );
        const said = resticProblem(stderr, repo);
        reject(
          new ResticError(said ?? words.other(lastLine(stderr) || error.message), lastLine(stderr)),
        );
      },
    );
  });
}

/** restic's --json output: the lines that are JSON objects (progress lines included). */
export function jsonLines(stdout: string): Record<string, unknown>[] {
  return stdout
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
}
