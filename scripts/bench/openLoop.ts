import http from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { percentile } from "./measure";

/**
 * Requests sent at a fixed rate whatever the answers do (an open loop, as
 * visitors arrive), each timed from its send to the end of its answer. A
 * closed-loop tool (autocannon's overallRate) sends in step with its
 * connections, so at 20 connections up to 20 requests leave together and
 * queue behind each other; visitors do not arrive like that.
 */
export async function openLoop(
  url: string,
  rate: number,
  seconds: number,
  headers: Record<string, string>,
): Promise<{ p50: number; p99: number; max: number; errors: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const times: number[] = [];
  let errors = 0;
  const answers: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; i < rate * seconds; i++) {
    const wait = start + (i * 1000) / rate - performance.now();
    if (wait > 0) await sleep(wait);
    answers.push(
      new Promise((resolve) => {
        const sent = performance.now();
        http
          .get(url, { agent, headers }, (res) => {
            res.resume();
            res.on("end", () => {
              if (res.statusCode !== 200) errors++;
              times.push(performance.now() - sent);
              resolve();
            });
          })
          .on("error", () => {
            errors++;
            resolve();
          });
      }),
    );
  }
  await Promise.all(answers);
  agent.destroy();
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    p50: round(percentile(times, 50)),
    p99: round(percentile(times, 99)),
    max: round(times.at(-1) ?? 0),
    errors,
  };
}
