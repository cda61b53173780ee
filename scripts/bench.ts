/**
 * Speed benchmark (a script, not a test). Builds the site (Astro, into dist/),
 * starts the production server (scripts/serve.mjs) on 127.0.0.1:3200, runs
 * Lighthouse (mobile preset, Debian Chromium) several times per route plus a
 * trivial reference page served by this script, and prints the medians against
 * the budget in scripts/bench/report.ts: scores, LCP, TBT, CLS and the
 * JavaScript transferred during the load. Exits 1 when a route misses it.
 * Writes bench-results/bench.json (every run), bench-results/bench.md (the
 * table, to paste into a note) and each Lighthouse report under
 * bench-results/lighthouse/.
 *
 *   npm run bench                                   # build, all routes, 3 runs each
 *   BENCH_RUNS=1 BENCH_ROUTES=/,/about npm run bench
 *   BENCH_SKIP_BUILD=1 npm run bench                # measure the existing dist/
 *   BENCH_SERVER_ONLY=1 npm run bench               # only the server table (autocannon)
 *
 * Then the server table (scripts/bench/throughput.ts): requests a second and
 * p99 of a few pages at 20 connections and at a steady 200 requests a second.
 *
 * Run it through npm (Node 24); CHROMIUM_PATH overrides /usr/bin/chromium.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { killAll } from "chrome-launcher";
import { sitePaths as routes } from "@/lib/routes/paths";
import { measure, type Metrics, type Run } from "./bench/lighthouse";
import { budget, legend, misses, REFERENCE, table, type Row } from "./bench/report";
import { startReference, startSite } from "./bench/servers";
import { measureServer, serverMisses, serverTable } from "./bench/throughput";

const PORT = 3200;
const REF_PORT = 3201;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ROUTES: string[] = process.env.BENCH_ROUTES?.split(",").map((r) => r.trim()) ?? [...routes];
const ROOT = resolve(import.meta.dirname, "..");
const OUT = join(ROOT, "bench-results");

if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`BENCH_RUNS must be >= 1`);
if (!ROUTES.every((r) => r.startsWith("/")))
  throw new Error(`BENCH_ROUTES: paths such as /,/about`);
if (process.versions.node.split(".")[0] !== "24")
  throw new Error(`run through npm run bench (the project's Node 24), not ${process.version}`);

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

function medians(runs: Metrics[]): Metrics {
  const first = runs[0]!;
  const keys = Object.keys(first) as (keyof Metrics)[];
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])) as Metrics;
}

function build() {
  const r = spawnSync("npm", ["run", "build"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
  });
  if (r.status !== 0) throw new Error("npm run build failed");
}

async function main() {
  mkdirSync(join(OUT, "lighthouse"), { recursive: true });
  if (process.env.BENCH_SKIP_BUILD !== "1") build();
  if (!existsSync(join(ROOT, "dist/server/entry.mjs")))
    throw new Error("no build in dist/: run npm run build, or unset BENCH_SKIP_BUILD");

  const reference = await startReference(REF_PORT);
  let site: Awaited<ReturnType<typeof startSite>> | undefined;
  const stop = () => {
    site?.stop();
    reference.stop();
  };
  process.once("exit", stop);
  // Chromium and the site run in their own process groups: Ctrl-C does not reach them.
  process.once("SIGINT", () => {
    killAll();
    process.exit(130);
  });
  try {
    site = await startSite(ROOT, PORT, join(OUT, "leads.sqlite"));
    const server = await measureServer(site.url);
    const serverReport = [
      `Server (autocannon, ${new Date().toISOString().slice(0, 16)}Z)`,
      "",
      ...serverTable(server),
    ];
    const serverFailures = serverMisses(server);
    console.log(`\n${serverReport.join("\n")}\n`);
    if (process.env.BENCH_SERVER_ONLY === "1") {
      if (serverFailures.length) console.log(`OVER BUDGET:\n- ${serverFailures.join("\n- ")}`);
      process.exitCode = serverFailures.length ? 1 : 0;
      return;
    }
    const results: (Row & { runs: Run[] })[] = [];
    for (const route of [REFERENCE, ...ROUTES]) {
      const url = route === REFERENCE ? `${reference.url}/` : site.url + route;
      const slug = route.replace(/\W+/g, "_").replace(/^_|_$/g, "") || "home";
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++)
        runs.push(await measure(url, join(OUT, "lighthouse", `${slug}-${i}.json`)));
      results.push({ route, median: medians(runs.map((r) => r.metrics)), runs });
      console.log(`measured ${route} (${results.length}/${ROUTES.length + 1})`);
    }

    const { lighthouse, userAgent } = results[0]!.runs[0]!;
    const chromium = /Chrome\/([\d.]+)/.exec(userAgent)?.[1] ?? userAgent;
    const failures = [
      ...results.flatMap((row) => misses(row).map((m) => `${row.route}: ${m}`)),
      ...serverFailures,
    ];
    const ref = results[0]!.median;
    const noisy =
      ref.perf < budget.score
        ? [`\nThe reference page scored ${ref.perf}: noisy run, measure again.`]
        : [];
    const report = [
      `Lighthouse ${lighthouse} mobile, Chromium ${chromium}, median of ${RUNS} run(s), ${new Date().toISOString().slice(0, 16)}Z`,
      "",
      ...table(results),
      "",
      ...legend,
      ...noisy,
      "",
      ...serverReport,
      failures.length ? `\nOVER BUDGET:\n- ${failures.join("\n- ")}` : "\nAll budgets met.",
    ].join("\n");
    console.log(`\n${report}`);
    writeFileSync(join(OUT, "bench.md"), `${report}\n`);
    writeFileSync(
      join(OUT, "bench.json"),
      JSON.stringify(
        {
          date: new Date().toISOString(),
          lighthouse,
          userAgent,
          runs: RUNS,
          results,
          server,
          failures,
        },
        null,
        2,
      ),
    );
    console.log(`\nWrote ${join(OUT, "bench.md")} and bench.json.`);
    process.exitCode = failures.length ? 1 : 0;
  } finally {
    stop();
  }
}

await main();
