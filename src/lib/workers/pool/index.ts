import { Piscina } from "piscina";
import {
  POOL_LIMITS,
  UNTRUSTED_LANES,
  UNTRUSTED_TASKS,
  VISITOR_LANE_SHARE,
  type UntrustedLane,
  type UntrustedTask,
} from "@/lib/fairShare/limits";
import { createSharedSlots, type HeldSlot, type SharedSlots } from "@/lib/fairShare/slots";
import { createWorkBudget, type WorkBudget, type WorkCharge } from "@/lib/fairShare/workBudget";

export {
  UNTRUSTED_LANES,
  UNTRUSTED_TASKS,
  type UntrustedLane,
  type UntrustedTask,
} from "@/lib/fairShare/limits";

/**
 * The pools that parse what came from outside (PDFs, zips, DOCX, Markdown,
 * pictures): worker threads, so the server's own pages never wait for a
 * check, each task with a time limit (a task over it is killed with its
 * thread) and each thread with a memory limit. Work runs in lanes
 * (UNTRUSTED_LANES), each its own pool: "visitor" for whatever a stranger can
 * send, "staff" for the desk's work, "lims" for the LIMS's uploads, so a
 * flood of strangers' files never takes a thread staff or the LIMS need. In
 * the visitor lane each client has a share of the lane's places and a budget
 * of worker time per minute (VISITOR_LANE_SHARE).
 *
 * The worker's script: the built server names its own (scripts/serve.mjs calls
 * useWorkerScript with dist/server/untrusted-worker.mjs); under Vitest, tsx and
 * `astro dev` the TypeScript source runs through tsx's loader.
 */

export type UntrustedFailure = "time" | "memory" | "busy" | "failed";

/** Who the work is for: its lane, and in the visitor lane the client (lib/http/network.ts) it is counted to. */
export type UntrustedWho =
  { lane: "visitor"; client: string } | { lane: "staff" | "lims"; client?: string };

/** Desk work: the staff lane. */
export const STAFF_WORK = { lane: "staff" } as const satisfies UntrustedWho;
/** The LIMS's uploads through the API: the lims lane. */
export const LIMS_WORK = { lane: "lims" } as const satisfies UntrustedWho;

/** Untrusted work that did not finish: the request is refused, nothing is stored. */
export class UntrustedWorkError extends Error {
  constructor(
    readonly task: UntrustedTask,
    readonly reason: UntrustedFailure,
    cause?: unknown,
    /**
     * "busy" because this client has used its own share of the visitor lane
     * (its places, or its worker time this minute): 429, not 503.
     */
    readonly overShare = false,
  ) {
    super(`${task}: ${reason}${overShare ? " (client over its share)" : ""}`, { cause });
    this.name = "UntrustedWorkError";
  }
}

let script: { filename: string; execArgv: string[] } | undefined;
const pools = new Map<UntrustedLane, Piscina>();
let timeScale = 1;
let niceIncrement: number = POOL_LIMITS.niceIncrement;

/** The visitor lane's places (running and waiting), shared by client, and each client's worker time. */
const visitorPlaces: SharedSlots = createSharedSlots({
  total: UNTRUSTED_LANES.visitor.maxThreads + UNTRUSTED_LANES.visitor.maxQueue,
  perClient: VISITOR_LANE_SHARE.perClient,
  retryAfterSeconds: VISITOR_LANE_SHARE.retryAfterSeconds,
});
let visitorBudget: WorkBudget | undefined;
/** The budget is in the tasks' own time: scaled with their limits (tests). */
const theVisitorBudget = () =>
  (visitorBudget ??= createWorkBudget({
    msPerMinute: VISITOR_LANE_SHARE.workMsPerMinute * timeScale,
    now: () => performance.now(),
  }));

/**
 * Tests only (vitest.setup.ts): every task's own time limit (and the visitor
 * lane's budget of worker time) multiplied by `factor`, so a check that is not
 * about the limits still finishes on a machine running the whole suite beside
 * other work. Returns the factor it replaces. A test about a limit uses a task
 * that cannot finish in time.
 */
export function setUntrustedTimeScaleForTests(factor: number): number {
  const before = timeScale;
  timeScale = factor;
  visitorBudget = undefined;
  return before;
}

/**
 * Tests only: every lane's threads at the process's own priority. On the
 * lab's server they yield to its pages (nice 10); on a test machine kept busy
 * by other work they would get a tenth of a core and every check would crawl.
 * Before the pools' first task.
 */
export function setUntrustedPriorityForTests(increment: number): void {
  niceIncrement = increment;
}

/**
 * The built worker script (a file: URL); before the first task. Tests may
 * name a script of their own, with the arguments its thread needs.
 */
export function useWorkerScript(href: string, execArgv: string[] = []): void {
  script = { filename: href, execArgv };
}

function sourceScript(): { filename: string; execArgv: string[] } {
  const here = import.meta.url;
  if (!here.endsWith(".ts"))
    throw new Error("The untrusted-work pool has no worker script: call useWorkerScript first.");
  // Built from parts so the bundler does not take it for an asset to copy.
  const entry = ["..", "..", "server", "workerTasks.ts"].join("/");
  return { filename: new URL(entry, here).href, execArgv: ["--import", "tsx"] };
}

function poolOf(lane: UntrustedLane): Piscina {
  const existing = pools.get(lane);
  if (existing) return existing;
  const { filename, execArgv } = script ?? sourceScript();
  const size = UNTRUSTED_LANES[lane];
  const pool = new Piscina({
    filename,
    execArgv,
    minThreads: size.minThreads,
    maxThreads: size.maxThreads,
    idleTimeout: POOL_LIMITS.idleTimeoutMs,
    // The visitor lane's places decide (while its thread starts, every place waits in this queue).
    maxQueue: lane === "visitor" ? size.maxThreads + size.maxQueue : size.maxQueue,
    niceIncrement,
    resourceLimits: {
      maxOldGenerationSizeMb: POOL_LIMITS.maxOldGenerationSizeMb,
      maxYoungGenerationSizeMb: POOL_LIMITS.maxYoungGenerationSizeMb,
    },
  });
  pools.set(lane, pool);
  return pool;
}

function failureOf(error: unknown, signal: AbortSignal): UntrustedFailure {
  if (signal.aborted) return "time";
  const code = (error as { code?: unknown } | null)?.code;
  if (code === "ERR_WORKER_OUT_OF_MEMORY") return "memory";
  if (error instanceof Error && /queue is at limit/i.test(error.message)) return "busy";
  return "failed";
}

/** A place in the visitor lane and a charge on the client's budget, or the refusal. */
function admitVisitor(
  task: UntrustedTask,
  client: string,
  timeMs: number,
): { place: HeldSlot; charge: WorkCharge } {
  const place = visitorPlaces.take(client);
  if (!place.ok) throw new UntrustedWorkError(task, "busy", undefined, place.reason === "client");
  const charge = theVisitorBudget().charge(client, timeMs);
  if (!charge.ok) {
    place.release();
    throw new UntrustedWorkError(task, "busy", undefined, true);
  }
  return { place, charge };
}

/**
 * Runs `task` (an export of lib/server/workerTasks.ts) on `input` in the
 * lane `who` names. Resolves with its result; rejects with UntrustedWorkError
 * when it ran out of time or memory, its lane was full or its client over its
 * share ("busy"), or the task threw (a task reports a refusal as a value, so
 * a throw is a failure of the parser).
 */
export async function runUntrusted<Result>(
  task: UntrustedTask,
  input: unknown,
  who: UntrustedWho,
  timeMs: number = Math.ceil(UNTRUSTED_TASKS[task].timeMs * timeScale),
): Promise<Result> {
  const started = performance.now();
  let admitted: ReturnType<typeof admitVisitor> | undefined;
  try {
    if (who.lane === "visitor") admitted = admitVisitor(task, who.client, timeMs);
  } catch (refusal) {
    console.warn(
      `untrusted work refused: ${task} in the visitor lane: ${(refusal as Error).message}`,
    );
    throw refusal;
  }
  const signal = AbortSignal.timeout(timeMs);
  try {
    return (await poolOf(who.lane).run(input, { name: task, signal })) as Result;
  } catch (error) {
    const reason = failureOf(error, signal);
    const ms = Math.round(performance.now() - started);
    const detail = reason === "failed" && error instanceof Error ? ` (${error.message})` : "";
    console.warn(
      `untrusted work refused: ${task} ${reason} after ${ms} ms in the ${who.lane} lane${detail}`,
    );
    throw new UntrustedWorkError(task, reason, error);
  } finally {
    admitted?.charge.settle(performance.now() - started);
    admitted?.place.release();
  }
}

/** Starts each lane's warm threads now, so the first upload does not wait for one to load. */
export function startUntrustedPool(): void {
  for (const lane of Object.keys(UNTRUSTED_LANES) as UntrustedLane[])
    if (UNTRUSTED_LANES[lane].minThreads > 0) poolOf(lane);
}

/** Ends every lane's threads (tests, and the server's shutdown). */
export async function closeUntrustedPool(): Promise<void> {
  const closing = [...pools.values()];
  pools.clear();
  await Promise.all(closing.map((pool) => pool.destroy()));
}
