/**
 * The server table of `npm run bench`: requests a second and p99 latency of a
 * few pages from the production server, measured with autocannon over HTTP
 * as a browser asks (brotli or gzip accepted):
 * - the most it serves at 20 connections (every page within 2x of the home page);
 * - p99 at a steady 200 requests a second (< 20 ms).
 */
import { blogPosts } from "@/content/blog";
import { autocannon } from "./autocannon";

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

async function run(url: string, overallRate?: number) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers,
    ...(overallRate ? { overallRate } : {}),
  });
  return { result, errors: result.errors + result.timeouts + result.non2xx };
}

export async function measureServer(base: string): Promise<ServerRow[]> {
  const rows: ServerRow[] = [];
  for (const page of SERVER_PAGES) {
    await autocannon({ url: base + page, connections: 2, duration: 1, headers }); // warm: rendered once, JIT
    const max = await run(base + page);
    const steady = await run(base + page, STEADY_RATE);
    rows.push({
      page,
      maxRate: max.result.requests.average,
      maxP99: max.result.latency.p99,
      steadyP99: steady.result.latency.p99,
      errors: max.errors + steady.errors,
    });
  }
  return rows;
}

export function serverMisses(rows: ServerRow[]): string[] {
  const home = rows.find((r) => r.page === "/")!.maxRate;
  return rows.flatMap((r) => [
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
    `| page | requests/s at ${CONNECTIONS} connections | p99 there (ms) | p99 at ${STEADY_RATE} requests/s (ms, budget < ${serverBudget.steadyP99Ms}) |`,
    "| --- | ---: | ---: | ---: |",
    ...rows.map(
      (r) => `| \`${r.page}\` | ${Math.round(r.maxRate)} | ${r.maxP99} | ${r.steadyP99} |`,
    ),
  ];
}
