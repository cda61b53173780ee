/**
 * npm run bench:inbox — load test of the built-in lead inbox.
 *
 * Needs a production build (`npm run build`). Starts the production server
 * (scripts/serve.mjs) on 127.0.0.1:3199 in its own process group with a
 * throwaway SQLite file and no practical rate limit, then:
 * 1. posts a valid multipart consultation lead to /api/v1.0/email/send-form
 *    with 10 connections for 10 s (autocannon): throughput and latency;
 * 2. the attack case: the same load while 20 more connections keep sending
 *    11 MB bodies of tiny parts (url-encoded fields, multipart fields, empty
 *    file parts); the legitimate figures again, what the attackers were
 *    answered, how long a page took, and the server's memory.
 * Every acknowledged lead must be stored, no attack body accepted, and the
 * machine-dependent limits below held (tests/e2e/inbox-attack.api.spec.ts
 * checks the same attack's answers, not its cost).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { setTimeout as sleep } from "node:timers/promises";
import { autocannon, type AutocannonOptions, type AutocannonResult } from "./bench/autocannon";

const HOST = "127.0.0.1";
const PORT = 3199;
const BASE = `http://${HOST}:${PORT}`;
const PATH = "/api/v1.0/email/send-form";
const CONNECTIONS = 10;
const DURATION_S = 10;

const root = resolve(import.meta.dirname, "..");

function portInUse(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host: HOST, port });
    socket.once("connect", () => {
      socket.destroy();
      done(true);
    });
    socket.once("error", () => done(false));
  });
}

async function waitForServer(child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      // Any HTTP answer (405 for GET) means the server is up.
      await fetch(BASE + PATH, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch {
      await sleep(250);
    }
  }
  throw new Error(`the server did not answer on ${BASE} within ${timeoutMs / 1000} s`);
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** SIGTERM to the whole process group, SIGKILL after 5 s; resolves once the group leader is gone. */
function stopGroup(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    const pid = child.pid;
    if (pid === undefined || exited(child)) return done();
    const finish = () => {
      clearTimeout(force);
      done();
    };
    const force = setTimeout(() => {
      try {
        process.kill(-pid, "SIGKILL");
      } catch {
        // already gone
      }
      setTimeout(finish, 1_000);
    }, 5_000);
    child.once("exit", finish);
    try {
      process.kill(-pid, "SIGTERM");
    } catch {
      finish();
    }
  });
}

async function leadBody(): Promise<{ body: Buffer; contentType: string }> {
  const fd = new FormData();
  const fields = {
    form_name: "consultation",
    website: "",
    user_name: "Bench Mark",
    user_email: "bench@example.in",
    user_phone: "+91 98765 43210",
    user_service: "Calibration Services",
    message: "Load test lead for the built-in inbox.",
    lib_version: "4.4.1",
    user_id: "local-inbox",
    service_id: "service_contact",
    template_id: "template_contact",
  };
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  const response = new Response(fd);
  return {
    body: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get("content-type") ?? "",
  };
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

const MB = 1024 * 1024;
const ATTACKERS = 20;
/** What the server must hold under the attack on a 2-core machine (the limits the e2e test used to assert). */
const MAX_MEMORY_GROWTH_MB = 200;
const MAX_PAGE_MS = 1000;
const ATTACK_SIZE = 11 * MB - 1024;

/** Just under 11 MB of tiny parts: millions of them if a parser took them all. */
function attackBody(part: string, end = ""): Buffer {
  return Buffer.from(part.repeat(Math.floor(ATTACK_SIZE / part.length)) + end);
}
const ATTACK_BODIES = [
  { type: "application/x-www-form-urlencoded", body: attackBody("a=&") },
  {
    type: "multipart/form-data; boundary=b",
    body: attackBody('--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n\r\n', "--b--\r\n"),
  },
  {
    type: "multipart/form-data; boundary=b",
    body: attackBody(
      '--b\r\nContent-Disposition: form-data; name="specification_file"; filename=""\r\n\r\n\r\n',
      "--b--\r\n",
    ),
  },
];

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

function statusCodes(result: AutocannonResult): string {
  return Object.entries(result.statusCodeStats)
    .map(([code, s]) => `${code}×${s.count}`)
    .join(", ");
}

function report(label: string, result: AutocannonResult): void {
  console.log(`${label}:`);
  console.log(
    `  submissions/s ${result.requests.average.toFixed(1)} (mean over ${result.duration.toFixed(1)} s)`,
  );
  console.log(
    `  latency       p50 ${ms(result.latency.p50)}  p90 ${ms(result.latency.p90)}  p99 ${ms(result.latency.p99)}  max ${ms(result.latency.max)}`,
  );
  console.log(
    `  responses     2xx ${result["2xx"]}, non-2xx ${result.non2xx} (${statusCodes(result)}); errors ${result.errors} (timeouts ${result.timeouts}, resets ${result.resets})`,
  );
}

/** Resident memory of a process, in MB. */
function rssMb(child: ChildProcess): number {
  try {
    const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024;
  } catch {
    return NaN;
  }
}

async function main(): Promise<number> {
  if (!existsSync(join(root, "dist", "server", "entry.mjs"))) {
    console.error("No production build found (dist/server/entry.mjs). Run `npm run build` first.");
    return 1;
  }
  if (await portInUse(PORT)) {
    console.error(`Port ${PORT} is busy on ${HOST}; stop whatever runs there first.`);
    return 1;
  }

  const dir = mkdtempSync(join(tmpdir(), "bench-inbox-"));
  const dbPath = join(dir, "leads.sqlite");
  // This process runs on the project's Node 24 (through npm): the server runs on the same.
  const child = spawn(process.execPath, ["scripts/serve.mjs"], {
    cwd: root,
    detached: true, // own process group, stopped together
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST,
      DATABASE_PATH: dbPath,
      LEADS_RATE_PER_MINUTE: "1000000000",
    },
  });
  let serverErrors = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    serverErrors = (serverErrors + chunk.toString()).slice(-4_000);
  });
  const onSignal = () => {
    void stopGroup(child).then(() => process.exit(130));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);

  try {
    await waitForServer(child);
    const { body, contentType } = await leadBody();

    // Warm-up request (compiles nothing in production, but opens the database).
    const warm = await fetch(BASE + PATH, {
      method: "POST",
      body: new Uint8Array(body),
      headers: { "content-type": contentType },
    });
    const warmText = await warm.text();
    if (warm.status !== 200) throw new Error(`warm-up answered ${warm.status}: ${warmText}`);

    const acknowledged = new Set<string>();
    const legitimate = (): AutocannonOptions => ({
      url: BASE,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: [
        {
          method: "POST",
          path: PATH,
          headers: { "content-type": contentType },
          body,
          onResponse: (status, text) => {
            if (status >= 200 && status < 300) acknowledged.add(text.trim().slice(3));
          },
        },
      ],
    });

    console.log(
      `POST ${PATH} (${body.byteLength} B multipart consultation lead), ${CONNECTIONS} connections, ${DURATION_S} s ...`,
    );
    const plain = await autocannon(legitimate());
    report("normal load", plain);

    console.log("");
    console.log(
      `attack: the same load plus ${ATTACKERS} connections sending ${(ATTACK_SIZE / MB).toFixed(1)} MB bodies of tiny parts (${ATTACK_BODIES.length} kinds in turn) ...`,
    );
    const idleMb = rssMb(child);
    let peakMb = idleMb;
    const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb(child))), 50);
    const pageTimes: number[] = [];
    const pages = (async () => {
      const end = Date.now() + DURATION_S * 1000;
      while (Date.now() < end) {
        const started = performance.now();
        await (await fetch(BASE + "/")).text();
        pageTimes.push(performance.now() - started);
        await sleep(500);
      }
    })();
    const [underAttack, attack] = await Promise.all([
      autocannon(legitimate()),
      autocannon({
        url: BASE,
        connections: ATTACKERS,
        duration: DURATION_S,
        // Each connection sends the kinds in turn.
        requests: ATTACK_BODIES.map(({ type, body }) => ({
          method: "POST",
          path: PATH,
          headers: { "content-type": type },
          body,
        })),
      }),
    ]);
    await pages;
    clearInterval(sampler);
    report("legitimate leads under attack", underAttack);
    console.log(`attack answers  ${statusCodes(attack)}; errors ${attack.errors}`);
    console.log(
      `GET / meanwhile p50 ${ms(percentile(pageTimes, 50))}  max ${ms(Math.max(...pageTimes))} (${pageTimes.length} pages)`,
    );
    console.log(
      `server memory   idle ${idleMb.toFixed(0)} MB, peak ${peakMb.toFixed(0)} MB (+${(peakMb - idleMb).toFixed(0)} MB)`,
    );

    await sleep(500); // let requests cut off at the end finish on the server
    await stopGroup(child);

    const db = new DatabaseSync(dbPath, { readOnly: true });
    const stored =
      Number((db.prepare("SELECT COUNT(*) AS n FROM leads").get() as { n: number }).n) - 1; // minus warm-up
    const references = new Set(
      (db.prepare("SELECT reference FROM leads").all() as { reference: string }[]).map(
        (r) => r.reference,
      ),
    );
    db.close();

    const ok2xx = plain["2xx"] + underAttack["2xx"];
    const missing = [...acknowledged].filter((ref) => !references.has(ref));
    console.log("");
    console.log(`stored rows     ${stored} (excluding the warm-up lead)`);

    let ok = true;
    if (missing.length > 0 || acknowledged.size !== ok2xx) {
      console.error(`✖ ${missing.length} acknowledged leads are missing from the database`);
      ok = false;
    }
    // autocannon drops the requests still in flight when a run ends; the server may still
    // have stored them (its answer just was not read). At most one per connection and run.
    const inFlight = stored - ok2xx;
    if (inFlight === 0) {
      console.log(`✔ stored row count equals the 2xx count (${ok2xx})`);
    } else if (inFlight > 0 && inFlight <= 2 * CONNECTIONS) {
      console.log(
        `✔ every 2xx lead is stored; ${inFlight} more were stored from requests cut off by autocannon at the end (≤ ${CONNECTIONS} connections per run)`,
      );
    } else {
      console.error(`✖ stored ${stored} rows for ${ok2xx} 2xx answers`);
      ok = false;
    }
    if (plain.non2xx > 0 || plain.errors > 0) {
      console.error("✖ some submissions failed under normal load");
      ok = false;
    }
    if (attack["2xx"] > 0) {
      console.error("✖ an attack body was accepted");
      ok = false;
    }
    const growth = peakMb - idleMb;
    if (!(growth < MAX_MEMORY_GROWTH_MB)) {
      console.error(
        `✖ memory grew by ${growth.toFixed(0)} MB under attack (limit ${MAX_MEMORY_GROWTH_MB} MB)`,
      );
      ok = false;
    } else
      console.log(`✔ memory grew by ${growth.toFixed(0)} MB (limit ${MAX_MEMORY_GROWTH_MB} MB)`);
    // The median: one slow page among many is the machine's noise, a slow median is the attack's doing.
    const typical = percentile(pageTimes, 50);
    if (!(typical < MAX_PAGE_MS)) {
      console.error(`✖ pages took ${ms(typical)} (median) under attack (limit ${MAX_PAGE_MS} ms)`);
      ok = false;
    } else
      console.log(`✔ pages took ${ms(typical)} (median) under attack (limit ${MAX_PAGE_MS} ms)`);
    return ok ? 0 : 1;
  } catch (error) {
    console.error(`✖ ${(error as Error).message}`);
    if (serverErrors) console.error(`server stderr (tail):\n${serverErrors}`);
    return 1;
  } finally {
    await stopGroup(child);
    rmSync(dir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
