import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

/** What the desk and report benches share: percentiles, the server's CPU, a production server. */

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** The server's CPU time so far in ms (Linux: utime + stime of /proc/PID/stat, 10 ms ticks). */
export function serverCpu(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/**
 * The built server (scripts/serve.mjs) on 127.0.0.1:port, answering `ready`
 * before it resolves; `timed`, it records each request's server time
 * (bench/timed-serve.mjs, read with takeServerTimes).
 */
export async function startBuiltServer(
  port: number,
  env: Record<string, string>,
  ready = "/",
  { timed = false } = {},
): Promise<ChildProcess> {
  const server = spawn(
    process.execPath,
    [timed ? "scripts/bench/timed-serve.mjs" : "scripts/serve.mjs"],
    {
      cwd: join(import.meta.dirname, "../.."),
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", ...env },
      stdio: timed ? ["ignore", "ignore", "ignore", "ipc"] : "ignore",
    },
  );
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}${ready}`)).ok) return server;
    } catch {
      if (i > 150) {
        server.kill();
        throw new Error("the server did not start");
      }
      await sleep(200);
    }
  }
}

/** The server times (ms) a `timed` server recorded since the last call, in the order answered. */
export function takeServerTimes(server: ChildProcess): Promise<number[]> {
  return new Promise((resolve) => {
    server.once("message", (times) => resolve(times as number[]));
    server.send("take");
  });
}
