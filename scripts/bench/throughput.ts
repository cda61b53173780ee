/**
 * The server table of `npm run bench`: requests a second and p99 latency of a
 * few pages from the production server, measured with autocannon over HTTP
 * as a browser asks (brotli or gzip accepted):
 * - the most it serves at 20 connections (every page within 2x of the home page);
 * - p99 at a steady 200 requests a second, sent open loop (< 20 ms; ./openLoop.ts).
 * A last row measures a bare Node server answering 36 KB from memory the same
 * way: what this machine and client give at best, to read the others against.
 */
import { spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { blogPosts } from "@/content/blog";
import { autocannon } from "./autocannon";
import { openLoop } from "./openLoop";

export const SERVER_PAGES = [
  "/",
  "/service-details?id=Cables",
  `/blog-details?id=${blogPosts[0]!.id}`,
  "/career",
] as const;

const CONNECTIONS = 20;
const SECONDS = 5;
const STEADY_RATE = 200;
export const serverBudget = { ratioToHome: 2, steadyP99Ms: 20 };

export interface ServerRow {
  page: string;
  maxRate: number;
  maxP99: number;
  steadyP99: number;
  errors: number;
}

const headers = { "accept-encoding": "br, gzip" };

async function run(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return { result, errors: result.errors + result.timeouts + result.non2xx };
}

export const REFERENCE_ROW = "(reference: bare Node server, 36 KB)";
const REFERENCE_SERVER = `
const body = Buffer.alloc(36 * 1024, 97);
require("node:http").createServer((req, res) => {
  res.writeHead(200, { "content-type": "text/html", "content-length": body.length });
  res.end(body);
}).listen(Number(process.argv[1]), "127.0.0.1");`;

async function startBareServer(port: number) {
  const child = spawn(process.execPath, ["-e", REFERENCE_SERVER, String(port)], {
    stdio: "ignore",
  });
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) break;
    } catch {
      await sleep(100);
    }
  }
  return child;
}

export async function measureServer(base: string, referencePort = 3203): Promise<ServerRow[]> {
  const rows: ServerRow[] = [];
  const bare = await startBareServer(referencePort);
  const pages: [string, string][] = [
    ...SERVER_PAGES.map((page): [string, string] => [page, base + page]),
    [REFERENCE_ROW, `http://127.0.0.1:${referencePort}/`],
  ];
  try {
    for (const [page, url] of pages) rows.push(await measurePage(page, url));
  } finally {
    bare.kill();
  }
  return rows;
}

async function measurePage(page: string, url: string): Promise<ServerRow> {
  await autocannon({ url, connections: 2, duration: 1, headers }); // warm: rendered once, JIT
  const max = await run(url);
  const steady = await openLoop(url, STEADY_RATE, SECONDS, headers);
  return {
    page,
    maxRate: max.result.requests.average,
    maxP99: max.result.latency.p99,
    steadyP99: steady.p99,
    errors: max.errors + steady.errors,
  };
}

export function serverMisses(rows: ServerRow[]): string[] {
  const home = rows.find((r) => r.page === "/")!.maxRate;
  return rows
    .filter((r) => r.page !== REFERENCE_ROW)
    .flatMap((r) => [
      ...(r.maxRate * serverBudget.ratioToHome < home
        ? [
            `${r.page}: ${Math.round(r.maxRate)} requests/s, under half the home page's ${Math.round(home)}`,
          ]
        : []),
      ...(r.steadyP99 >= serverBudget.steadyP99Ms
        ? [
            `${r.page}: p99 ${r.steadyP99} ms at ${STEADY_RATE} requests/s (budget < ${serverBudget.steadyP99Ms})`,
          ]
        : []),
      ...(r.errors ? [`${r.page}: ${r.errors} errors or non-2xx answers`] : []),
    ]);
}

export function serverTable(rows: ServerRow[]): string[] {
  return [
    `| page | requests/s at ${CONNECTIONS} connections | p99 there (ms) | p99 at ${STEADY_RATE} requests/s, open loop (ms, budget < ${serverBudget.steadyP99Ms}) |`,
    "| --- | ---: | ---: | ---: |",
    ...rows.map(
      (r) =>
        `| ${r.page === REFERENCE_ROW ? r.page : `\`${r.page}\``} | ${Math.round(r.maxRate)} | ${r.maxP99} | ${r.steadyP99} |`,
    ),
  ];
}
