import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { createServer } from "node:net";
import { resolve } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { newOwnRecord, recordEnv } from "./record";

/**
 * A production server of a test's own (scripts/serve.mjs on this Node), with
 * its own database and environment: for tests whose throttle or
 * configuration must not be shared with the suite's server.
 *
 * It listens on a port the kernel chose (PORT=0) and says which on its
 * standard output, so no two specs can ever be given the same port; and every
 * answer carries the token it was started with (X-Server-Instance), which is
 * checked before the server is handed over: a test never runs against another
 * spec's server and database by mistake.
 */

export const root = fileURLToPath(new URL("../../", import.meta.url));

export interface OwnServer {
  url: string;
  port: number;
  child: ChildProcess;
  /** Its record: an SQLite file's path, or a PostgreSQL database's URL (./record.ts). */
  dbPath: string;
  /** The lines the server has written to its standard output so far. */
  output: string[];
  stop: () => Promise<void>;
}

/** A new database file of the test's own under data/ (removed by the suite's global setup). */
export function ownDatabasePath(): string {
  return resolve(root, `data/e2e-own-${randomBytes(6).toString("hex")}.sqlite`);
}

/**
 * A port free at this moment, for a peer that must be told its port before it
 * listens (an SMTP server started later, Caddy's listeners). The kernel picks it
 * from the ephemeral range, so two workers asking at once get two ports.
 */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, "127.0.0.1");
  await once(probe, "listening");
  const address = probe.address();
  probe.close();
  await once(probe, "close");
  if (address === null || typeof address === "string") throw new Error("no port was given");
  return address.port;
}

const START_MS = 90_000;

/**
 * Starts a server; `database` names an existing database to keep (a restart,
 * or one the test prepared), otherwise it gets a new, empty one.
 */
export async function startServer(
  env: Record<string, string> = {},
  { database }: { database?: string } = {},
): Promise<OwnServer> {
  const dbPath = database ?? (await newOwnRecord(ownDatabasePath));
  const instance = randomBytes(12).toString("hex");
  const child = spawn(process.execPath, ["scripts/serve.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      ...recordEnv(dbPath),
      SERVER_INSTANCE: instance,
      // As the suite's server (playwright.config.ts): the pool's limits longer, for a busy machine.
      TEST_UNTRUSTED_TIME_SCALE: "10",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const output: string[] = [];
  try {
    const port = await announcedPort(child, output);
    const url = `http://127.0.0.1:${port}`;
    await answering(url, instance, child);
    return { url, port, child, dbPath, output, stop: () => stopChild(child) };
  } catch (error) {
    await stopChild(child);
    throw error;
  }
}

/** The port from the server's "… site on http://127.0.0.1:PORT" line; every line kept in `output`. */
function announcedPort(child: ChildProcess, output: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    const timer = setTimeout(
      () => reject(new Error(`the server did not say its port within ${START_MS / 1000} s`)),
      START_MS,
    );
    lines.on("line", (line) => {
      output.push(line);
      const port = /site on http:\/\/[^\s:]+:(\d+)/.exec(line)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(Number(port));
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code} before it listened`));
    });
  });
}

/**
 * True when the server at `url` is up and is the one started with `instance`; false while
 * nothing answers yet. Throws when another server answers there.
 */
export async function checkOwnServer(url: string, instance: string): Promise<boolean> {
  const response = await fetch(url + "/api/health").catch(() => undefined);
  if (!response) return false;
  await response.body?.cancel();
  const answered = response.headers.get("x-server-instance");
  if (answered !== instance)
    throw new Error(
      `${url} is answered by another server (instance ${answered ?? "unnamed"}, expected ${instance}): two specs were given one port`,
    );
  return response.ok;
}

async function answering(url: string, instance: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_MS;
  while (!(await checkOwnServer(url, instance))) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (Date.now() > deadline)
      throw new Error(`the server did not answer within ${START_MS / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The server ends itself within 10 s of SIGTERM (scripts/serve.mjs); past 15 s it is killed. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill();
  const late = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(late);
}

/**
 * Moves the clock of a server started with tests/fixtures/movableClock.mjs one
 * step on, and waits until the server says it has.
 */
export async function moveClock(server: OwnServer): Promise<void> {
  const moved = () => server.output.filter((line) => line.startsWith("clock moved to ")).length;
  const before = moved();
  server.child.kill("SIGUSR2");
  const deadline = Date.now() + 30_000;
  while (moved() === before) {
    if (Date.now() > deadline) throw new Error("the server's clock did not move within 30 s");
    await new Promise((r) => setTimeout(r, 20));
  }
}
