/**
 * Speed benchmark (a script, not a test): builds, starts the production server,
 * runs Lighthouse (mobile, Debian Chromium) three times per route plus a trivial
 * reference page served by this script, and prints a table of medians against
 * the budget. Also measures first-load JS (gzip) per route and time to first byte.
 *
 *   npm run bench                 # all routes, 3 runs each
 *   BENCH_RUNS=1 BENCH_ROUTES=/,/about npm run bench
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { launch } from "chrome-launcher";
import runLighthouse from "lighthouse";
import { createServer } from "node:http";
import { gzipSync } from "node:zlib";
import { routes } from "../tests/e2e/routes";

const PORT = 3200;
const REF_PORT = 3201;
const FLOOR_PORT = 3202;
const FLOOR = "(Next.js floor)";
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ROUTES = process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(",") : [...routes];
const OUT = "bench-results";
const CHROME = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const budget = {
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  tbtMs: 50,
  cls: 0,
  lcpMs: 1600,
  jsKb: 110,
  homeTransferKb: 350,
};

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

function run(cmd: string, args: string[], cwd = process.cwd()) {
  const r = spawnSync(cmd, args, {
    cwd,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed`);
}

async function waitFor(url: string) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up`);
}

/** gzip size of every same-origin script a route's HTML loads. */
async function firstLoadJsKb(route: string, base = BASE) {
  const html = await (await fetch(base + route)).text();
  // Scripts modern browsers load: not the noModule polyfills.
  const srcs = [...html.matchAll(/<script([^>]+)>/g)]
    .filter((m) => !/nomodule/i.test(m[1]!))
    .map((m) => /src="([^"]+)"/.exec(m[1]!)?.[1] ?? "")
    .filter((s) => s.startsWith("/"));
  let bytes = 0;
  for (const src of new Set(srcs))
    bytes += gzipSync(Buffer.from(await (await fetch(base + src)).arrayBuffer())).length;
  return bytes / 1024;
}

async function ttfbMs(route: string) {
  const times: number[] = [];
  for (let i = 0; i < 10; i++) {
    const t = performance.now();
    const r = await fetch(BASE + route);
    times.push(performance.now() - t);
    await r.arrayBuffer();
  }
  return median(times);
}

type Lh = {
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  transferKb: number;
};

/** Lighthouse sometimes fails to catch the navigation start on a loaded machine: try again, then give up. */
async function lighthouse(url: string, file: string): Promise<Lh> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, file);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`retrying ${url}: ${(error as Error).message}`);
    }
  }
}

/** One Lighthouse run through its Node API, in a fresh headless Debian Chromium. */
async function lighthouseOnce(url: string, file: string): Promise<Lh> {
  const chrome = await launch({
    chromePath: CHROME,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const result = await runLighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
    });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    writeFileSync(file, result.report as string);
  } finally {
    chrome.kill();
  }
  const r = JSON.parse(readFileSync(file, "utf8"));
  if (r.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${r.runtimeError.code}`);
  const score = (k: string) => Math.round((r.categories[k]?.score ?? 0) * 100);
  const audit = (k: string) => Number(r.audits[k]?.numericValue ?? NaN);
  return {
    perf: score("performance"),
    a11y: score("accessibility"),
    bp: score("best-practices"),
    seo: score("seo"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    transferKb: audit("total-byte-weight") / 1024,
  };
}

/**
 * The second reference: an empty App Router page ("Hello" in a layout) built
 * with this project's own Next.js and React. What it scores and loads is what
 * the framework costs before the site adds anything.
 */
function buildFrameworkFloor() {
  // Inside the project (and ignored by git, lint and format) so that it resolves
  // this project's node_modules and Turbopack's workspace root contains it.
  const dir = resolve(OUT, "next-floor");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, "app"), { recursive: true });
  writeFileSync(join(dir, "package.json"), '{ "private": true }\n');
  writeFileSync(
    join(dir, "app/layout.jsx"),
    'export const metadata = { title: "Floor", description: "Empty Next.js page" };\nexport default function Layout({ children }) { return <html lang="en"><body>{children}</body></html>; }\n',
  );
  writeFileSync(
    join(dir, "app/page.jsx"),
    "export default function Page() { return <main><h1>Floor</h1><p>An empty Next.js page.</p></main>; }\n",
  );
  run(resolve("node_modules/.bin/next"), ["build"], dir);
  return dir;
}

function startNext(dir: string, port: number, env: Record<string, string> = {}) {
  return spawn(
    resolve("node_modules/.bin/next"),
    ["start", "-p", String(port), "-H", "127.0.0.1"],
    {
      cwd: dir,
      detached: true,
      stdio: "ignore",
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
    },
  );
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  if (!process.env.BENCH_SKIP_BUILD) run("npm", ["run", "build"]);
  const floorDir = buildFrameworkFloor();

  const reference = createServer((_, res) => {
    res.writeHead(200, { "content-type": "text/html" });
    res.end(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><meta name="description" content="Reference page"><title>Reference</title></head><body><h1>Reference</h1><p>A trivial page to tell machine noise from real regressions.</p></body></html>',
    );
  }).listen(REF_PORT, "127.0.0.1");

  const servers: ChildProcess[] = [
    startNext(process.cwd(), PORT, { LEADS_DB_PATH: `${OUT}/leads.sqlite` }),
    startNext(floorDir, FLOOR_PORT),
  ];
  const stop = () => {
    for (const server of servers)
      try {
        process.kill(-server.pid!, "SIGTERM");
      } catch {
        /* already gone */
      }
    reference.close();
  };
  process.on("exit", stop);
  try {
    await waitFor(`${BASE}/`);
    const floorBase = `http://127.0.0.1:${FLOOR_PORT}`;
    await waitFor(`${floorBase}/`);
    const rows: { route: string; lh: Lh; js: number; ttfb: number }[] = [];
    const references = ["(reference)", FLOOR];
    for (const route of [...references, ...ROUTES]) {
      const url =
        route === "(reference)"
          ? `http://127.0.0.1:${REF_PORT}/`
          : route === FLOOR
            ? `${floorBase}/`
            : BASE + route;
      const runs: Lh[] = [];
      for (let i = 0; i < RUNS; i++)
        runs.push(
          await lighthouse(url, `${OUT}/${route.replace(/\W+/g, "_") || "home"}-${i}.json`),
        );
      const pick = (k: keyof Lh) => median(runs.map((r) => r[k]));
      const lh: Lh = {
        perf: pick("perf"),
        a11y: pick("a11y"),
        bp: pick("bp"),
        seo: pick("seo"),
        lcp: pick("lcp"),
        tbt: pick("tbt"),
        cls: pick("cls"),
        transferKb: pick("transferKb"),
      };
      const js =
        route === "(reference)"
          ? 0
          : route === FLOOR
            ? await firstLoadJsKb("/", floorBase)
            : await firstLoadJsKb(route);
      const ttfb = references.includes(route) ? 0 : await ttfbMs(route);
      rows.push({ route, lh, js, ttfb });
      console.log(`measured ${route}`);
    }

    const failures: string[] = [];
    const line = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
    console.log(
      `\nLighthouse mobile, median of ${RUNS} run(s); first-load JS = gzip of the scripts each page loads\n`,
    );
    console.log(
      line([
        "route",
        "perf",
        "a11y",
        "best pr.",
        "SEO",
        "LCP ms",
        "TBT ms",
        "CLS",
        "transfer KB",
        "first-load JS KB",
        "TTFB ms",
      ]),
    );
    console.log(line(Array(11).fill("---")));
    for (const { route, lh, js, ttfb } of rows) {
      console.log(
        line([
          route,
          lh.perf,
          lh.a11y,
          lh.bp,
          lh.seo,
          Math.round(lh.lcp),
          Math.round(lh.tbt),
          lh.cls.toFixed(3),
          lh.transferKb.toFixed(0),
          js.toFixed(1),
          ttfb.toFixed(1),
        ]),
      );
      if (references.includes(route)) continue;
      if (lh.perf < budget.performance) failures.push(`${route}: performance ${lh.perf}`);
      if (lh.a11y < budget.accessibility) failures.push(`${route}: accessibility ${lh.a11y}`);
      if (lh.bp < budget.bestPractices) failures.push(`${route}: best practices ${lh.bp}`);
      if (lh.seo < budget.seo) failures.push(`${route}: SEO ${lh.seo}`);
      if (lh.tbt > budget.tbtMs) failures.push(`${route}: TBT ${lh.tbt}`);
      if (lh.cls > budget.cls) failures.push(`${route}: CLS ${lh.cls}`);
      if (lh.lcp > budget.lcpMs) failures.push(`${route}: LCP ${Math.round(lh.lcp)}`);
      if (js > budget.jsKb) failures.push(`${route}: first-load JS ${js.toFixed(1)} KB`);
      if (route === "/" && lh.transferKb > budget.homeTransferKb)
        failures.push(`/: transfer ${lh.transferKb.toFixed(0)} KB`);
    }
    console.log(
      `\n(reference): a static page served by this script, to recognise a noisy run. ${FLOOR}: an empty App Router page built with this project's Next.js and React, what the framework alone costs.`,
    );
    console.log(
      `\nBudget: performance >= ${budget.performance}; a11y, best practices, SEO = 100; TBT <= ${budget.tbtMs} ms; CLS = 0; LCP <= ${budget.lcpMs} ms; first-load JS <= ${budget.jsKb} KB; home transfer <= ${budget.homeTransferKb} KB`,
    );
    console.log(
      failures.length ? `\nOVER BUDGET:\n  ${failures.join("\n  ")}` : "\nAll budgets met.",
    );
    process.exitCode = failures.length ? 1 : 0;
  } finally {
    stop();
  }
}

await main();
