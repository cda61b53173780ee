/**
 * The fairness benchmark's hostile client (scripts/bench-fairness.ts), in a
 * process of its own as it would be on a machine of its own: its thousands
 * of requests do not delay the honest clients' measurements. From one address
 * (X-Forwarded-For, the server trusting one proxy), until BENCH_UNTIL:
 * - 16 slow enquiries and 16 slow job applications held open (row 1);
 * - a 60 KB PDF inflating to 60 MB every 3 s, to both inboxes (row 3);
 * - staff sign-ins for unknown addresses from 32 loops in parallel (row 4).
 * Sends what it was answered to its parent.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { flateObjectStreamBomb } from "./hostileFiles";
import { applicationForm, enquiryForm, keepSending, postSignIn, type Sent } from "./siteUnderTest";
import { trickleSlowBodies } from "./slowBody";

export const HOSTILE = "203.0.113.66";
const BASE = process.env.BENCH_BASE ?? "";
const UNTIL = Number(process.env.BENCH_UNTIL ?? 0);
/** Which of the review's rows to run (BENCH_ROWS=1,3,4, all by default): to tell their costs apart. */
const ROWS = new Set((process.env.BENCH_ROWS ?? "1,3,4").split(","));
const when = <T>(row: string, work: () => Promise<T>, none: T) =>
  ROWS.has(row) ? work() : Promise.resolve(none);

/** Sign-ins for addresses with no account, from `loops` loops in parallel. */
async function signInFlood(loops: number, until: number): Promise<Sent> {
  const sent: Sent = {
    what: `${loops} parallel sign-ins for unknown addresses`,
    statuses: new Map(),
    ms: [],
  };
  await Promise.all(
    Array.from({ length: loops }, async () => {
      let n = 0;
      while (Date.now() < until) {
        const started = performance.now();
        const answer = await postSignIn(
          BASE,
          `nobody${n++}.${Math.random().toString(36).slice(2)}@unknown.example`,
          "wrong password",
          HOSTILE,
        ).catch(() => undefined);
        await answer?.arrayBuffer().catch(() => undefined);
        sent.ms.push(performance.now() - started);
        const status = answer?.status ?? 0;
        sent.statuses.set(status, (sent.statuses.get(status) ?? 0) + 1);
        await sleep(Math.max(0, 250 - (performance.now() - started)));
      }
    }),
  );
  return sent;
}

interface Trickled {
  opened: number;
  cut: number;
  longestHeldMs: number;
  answers: Map<string, number>;
}

/**
 * `count` slow bodies to `path` held open until `until`: each the server ends
 * is opened again at once, as the review's client did.
 */
async function keepTrickling(path: string, count: number, until: number, into: Trickled) {
  await Promise.all(
    Array.from({ length: count }, async () => {
      while (Date.now() < until) {
        const one = trickleSlowBodies({ url: BASE + path, count: 1, forwardedFor: () => HOSTILE });
        into.opened++;
        const stop = setTimeout(one.stop, Math.max(0, until - Date.now()));
        const end = await one.ends[0]!;
        clearTimeout(stop);
        into.longestHeldMs = Math.max(into.longestHeldMs, end.afterMs);
        if (Date.now() >= until) break;
        into.cut++;
        const key = String(end.status ?? "closed");
        into.answers.set(key, (into.answers.get(key) ?? 0) + 1);
      }
    }),
  );
}

/** What the parent is sent: each kind's answers as [status, count] pairs. */
export interface HostileReport {
  sent: { what: string; statuses: [number, number][]; medianMs: number }[];
  trickled: Omit<Trickled, "answers"> & { answers: [string, number][] };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? NaN;

const none = (what: string): Sent => ({ what, statuses: new Map(), ms: [] });

async function attack(): Promise<HostileReport> {
  const bomb = flateObjectStreamBomb();
  const trickled: Trickled = { opened: 0, cut: 0, longestHeldMs: 0, answers: new Map() };
  const [, ...sent] = await Promise.all([
    when(
      "1",
      () =>
        Promise.all([
          keepTrickling("/api/leads", 16, UNTIL, trickled),
          keepTrickling("/career/apply/send", 16, UNTIL, trickled),
        ]).then(() => undefined),
      undefined,
    ),
    when(
      "3",
      () =>
        keepSending("60 MB Flate bomb as an enquiry's file, every 3 s", 3_000, UNTIL, () =>
          fetch(`${BASE}/api/v1.0/email/send-form`, {
            method: "POST",
            body: enquiryForm("Hostile client", bomb),
            headers: { "x-forwarded-for": HOSTILE },
          }),
        ),
      none("row 3 not run"),
    ),
    when(
      "3",
      () =>
        keepSending("60 MB Flate bomb as a CV, every 3 s", 3_000, UNTIL, () =>
          fetch(`${BASE}/career/apply/send`, {
            method: "POST",
            body: applicationForm("Hostile Applicant", bomb),
            headers: { "x-forwarded-for": HOSTILE, origin: BASE, accept: "application/json" },
          }),
        ),
      none("row 3 not run"),
    ),
    when("4", () => signInFlood(32, UNTIL), none("row 4 not run")),
  ]);
  return {
    sent: sent.map((s: Sent) => ({
      what: s.what,
      statuses: [...s.statuses],
      medianMs: median(s.ms),
    })),
    trickled: { ...trickled, answers: [...trickled.answers] },
  };
}

// Run alone (BENCH_BASE=… BENCH_UNTIL=… npx tsx scripts/bench/hostileClient.ts) it prints its report.
const report = await attack();
if (process.send) process.send(report);
else console.log(JSON.stringify(report));
