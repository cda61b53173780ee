import { Piscina } from "piscina";
import { POOL_LIMITS, UNTRUSTED_TASKS, type UntrustedTask } from "@/lib/fairShare/limits";

export { UNTRUSTED_TASKS, type UntrustedTask } from "@/lib/fairShare/limits";

/**
 * The one pool that parses what came from outside (PDFs, zips, DOCX,
 * Markdown, pictures): worker threads, so the server's own pages never wait
 * for a check, each task with a time limit (a task over it is killed with its
 * thread) and each thread with a memory limit.
 *
 * The worker's script: the built server names its own (scripts/serve.mjs calls
 * useWorkerScript with dist/server/untrusted-worker.mjs); under Vitest, tsx and
 * `astro dev` the TypeScript source runs through tsx's loader.
 */

export type UntrustedFailure = "time" | "memory" | "busy" | "failed";

/** Untrusted work that did not finish: the request is refused, nothing is stored. */
export class UntrustedWorkError extends Error {
  constructor(
    readonly task: UntrustedTask,
    readonly reason: UntrustedFailure,
    cause?: unknown,
  ) {
    super(`${task}: ${reason}`, { cause });
    this.name = "UntrustedWorkError";
  }
}

let script: string | undefined;
let pool: Piscina | undefined;
let timeScale = 1;
let niceIncrement: number = POOL_LIMITS.niceIncrement;

/**
 * Tests only (vitest.setup.ts): every task's own time limit multiplied by
 * `factor`, so a check that is not about the limits still finishes on a
 * machine running the whole suite beside other work. Returns the factor it
 * replaces. A test about a limit uses a task that cannot finish in time.
 */
export function setUntrustedTimeScaleForTests(factor: number): number {
  const before = timeScale;
  timeScale = factor;
  return before;
}

/**
 * Tests only: the pool's threads at the process's own priority. On the lab's
 * server they yield to its pages (nice 10); on a test machine kept busy by
 * other work they would get a tenth of a core and every check would crawl.
 * Before the pool's first task.
 */
export function setUntrustedPriorityForTests(increment: number): void {
  niceIncrement = increment;
}

/** The built worker script (a file: URL); before the first task. */
export function useWorkerScript(href: string): void {
  script = href;
}

function sourceScript(): { filename: string; execArgv: string[] } {
  const here = import.meta.url;
  if (!here.endsWith(".ts"))
    throw new Error("The untrusted-work pool has no worker script: call useWorkerScript first.");
  // Built from parts so the bundler does not take it for an asset to copy.
  const entry = ["..", "..", "server", "workerTasks.ts"].join("/");
  return { filename: new URL(entry, here).href, execArgv: ["--import", "tsx"] };
}

function thePool(): Piscina {
  if (pool) return pool;
  const { filename, execArgv } = script ? { filename: script, execArgv: [] } : sourceScript();
  pool = new Piscina({
    filename,
    execArgv,
    minThreads: POOL_LIMITS.minThreads,
    maxThreads: POOL_LIMITS.maxThreads,
    idleTimeout: POOL_LIMITS.idleTimeoutMs,
    maxQueue: POOL_LIMITS.maxQueue,
    niceIncrement,
    resourceLimits: {
      maxOldGenerationSizeMb: POOL_LIMITS.maxOldGenerationSizeMb,
      maxYoungGenerationSizeMb: POOL_LIMITS.maxYoungGenerationSizeMb,
    },
  });
  return pool;
}

function failureOf(error: unknown, signal: AbortSignal): UntrustedFailure {
  if (signal.aborted) return "time";
  const code = (error as { code?: unknown } | null)?.code;
  if (code === "ERR_WORKER_OUT_OF_MEMORY") return "memory";
  if (error instanceof Error && /queue is at limit/i.test(error.message)) return "busy";
  return "failed";
}

/**
 * Runs `task` (an export of lib/server/workerTasks.ts) on `input` in the pool.
 * Resolves with its result; rejects with UntrustedWorkError when it ran out of
 * time or memory, the queue was full, or the task threw (a task reports a
 * refusal as a value, so a throw is a failure of the parser).
 */
export async function runUntrusted<Result>(
  task: UntrustedTask,
  input: unknown,
  timeMs: number = Math.ceil(UNTRUSTED_TASKS[task].timeMs * timeScale),
): Promise<Result> {
  const signal = AbortSignal.timeout(timeMs);
  const started = performance.now();
  try {
    return (await thePool().run(input, { name: task, signal })) as Result;
  } catch (error) {
    const reason = failureOf(error, signal);
    const ms = Math.round(performance.now() - started);
    const detail = reason === "failed" && error instanceof Error ? ` (${error.message})` : "";
    console.warn(`untrusted work refused: ${task} ${reason} after ${ms} ms${detail}`);
    throw new UntrustedWorkError(task, reason, error);
  }
}

/** Starts the pool's first thread now, so the first upload does not wait for it to load. */
export function startUntrustedPool(): void {
  thePool();
}

/** Ends the pool's threads (tests, and the server's shutdown). */
export async function closeUntrustedPool(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.destroy();
}
