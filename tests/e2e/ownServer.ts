import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { rmSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * A production server of a test's own (scripts/serve.mjs on this Node), with
 * its own database and environment: for tests whose throttle or
 * configuration must not be shared with the suite's server.
 */

export const root = fileURLToPath(new URL("../../", import.meta.url));

export interface OwnServer {
  url: string;
  child: ChildProcess;
  dbPath: string;
  stop: () => Promise<void>;
}

export async function startServer(
  port: number,
  env: Record<string, string>,
  { keepDatabase = false } = {},
): Promise<OwnServer> {
  const dbPath = resolve(root, `data/e2e-own-${port}.sqlite`);
  if (!keepDatabase)
    for (const suffix of ["", "-wal", "-shm"]) rmSync(dbPath + suffix, { force: true });
  const child = spawn(process.execPath, ["scripts/serve.mjs"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATABASE_PATH: dbPath, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  // A minute: on two busy cores (another worker's server starting too) a start can take many seconds.
  const deadline = Date.now() + 60_000;
  for (;;) {
    const up = await fetch(url + "/").then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error("the server did not start within 60 s");
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    child,
    dbPath,
    // The server ends itself within 10 s of SIGTERM (scripts/serve.mjs); past 15 s it is killed.
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = once(child, "exit");
      child.kill();
      const late = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(late);
    },
  };
}
