/** The two servers the benchmark measures: the built site and a trivial reference page. */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";

const HOST = "127.0.0.1";

type Server = { url: string; stop: () => void };

async function answers(url: string) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

async function waitFor(url: string, child: ChildProcess) {
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    if (await answers(url)) return;
    await sleep(500);
  }
  throw new Error(`${url} did not come up in 60 s`);
}

/**
 * The production server (`node scripts/serve.mjs` on this process's Node 24),
 * in its own process group so that stopping it also stops anything it started.
 */
export async function startSite(root: string, port: number, leadsDb: string): Promise<Server> {
  const url = `http://${HOST}:${port}`;
  if (await answers(`${url}/`)) throw new Error(`something already answers on ${url}`);
  const child = spawn(process.execPath, ["scripts/serve.mjs"], {
    cwd: root,
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, HOST, PORT: String(port), DATABASE_PATH: leadsDb },
  });
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
    } catch {
      /* already gone */
    }
  };
  try {
    await waitFor(`${url}/`, child);
  } catch (error) {
    stop();
    throw error;
  }
  return { url, stop };
}

/** A static page served from this process, to recognise a noisy run. */
export async function startReference(port: number): Promise<Server> {
  const server = createServer((req, res) => {
    // Only "/" (with no favicon to ask for): an HTML /robots.txt would cost SEO points.
    if (req.url !== "/") return res.writeHead(404).end();
    res.writeHead(200, { "content-type": "text/html" });
    res.end(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><meta name="description" content="Reference page"><title>Reference</title><link rel="icon" href="data:,"></head><body><h1>Reference</h1><p>A trivial page to tell machine noise from real regressions.</p></body></html>',
    );
  }).listen(port, HOST);
  await once(server, "listening");
  return { url: `http://${HOST}:${port}`, stop: () => server.close() };
}
