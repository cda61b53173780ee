import { createRequire } from "node:module";

// autocannon ships no types: describe the little the benches use.
export interface Histogram {
  average: number;
  mean: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}
export interface AutocannonResult {
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  resets: number;
  "2xx": number;
  statusCodeStats: Record<string, { count: number }>;
  latency: Histogram;
  requests: Histogram & { sent: number; total: number };
}
export interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  requests?: {
    method: string;
    path: string;
    headers: Record<string, string>;
    body: Buffer;
    onResponse?: (status: number, body: string) => void;
  }[];
}
export type Autocannon = (options: AutocannonOptions) => Promise<AutocannonResult>;
export const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;
