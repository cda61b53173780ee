import { statfsSync } from "node:fs";
import { dirname } from "node:path";
import { freshnessOf } from "@/lib/backup/runs";
import { mailConfigured } from "@/lib/backup/recorded";
import { lastRuns } from "@/lib/backup/store";
import { writeTogether } from "@/lib/db/store";
import { readContentVersion } from "@/lib/site/store";
import { serverEnv } from "@/lib/env/server";
import { runUntrusted, STAFF_WORK } from "@/lib/workers/pool";

/**
 * The readiness answer (/api/ready), for a load balancer or an uptime
 * monitor, beside /api/health's cheap "the process answers": whether the
 * database opens for writing, the disk beside it has room, the worker threads
 * answer, e-mail is set up and the last backup is fresh. A caller sees only
 * ok or not ok; the administrators' start page shows each check.
 */

export type ReadinessKey = "database" | "disk" | "pool" | "mail" | "backup";

export interface ReadinessCheck {
  key: ReadinessKey;
  ok: boolean;
  /** The free megabytes, for the disk's line. */
  freeMb?: number;
}

/** Thrown to give the write lock back at once. */
const GIVEN_BACK = new Error("the write lock given back");

/** Whether the store of the work in hand takes the write lock. */
export async function databaseWrites(): Promise<boolean> {
  try {
    // The write lock taken (BEGIN IMMEDIATE) and given back: the file opens for writing,
    // nothing is written.
    await writeTogether(() => Promise.reject(GIVEN_BACK));
    return false;
  } catch (error) {
    return error === GIVEN_BACK;
  }
}

function freeMegabytes(dbPath: string): number {
  try {
    const s = statfsSync(dirname(dbPath));
    return Math.floor((s.bavail * s.bsize) / 1024 / 1024);
  } catch {
    return 0;
  }
}

async function poolAnswers(): Promise<boolean> {
  try {
    return (await runUntrusted<string>("ping", null, STAFF_WORK)) === "pong";
  } catch {
    return false;
  }
}

/** The checks, on the store of the work in hand (the server's) and the disk beside `dbPath`. */
export async function readiness(dbPath: string, now: Date = new Date()): Promise<ReadinessCheck[]> {
  const freeMb = freeMegabytes(dbPath);
  const lastGood = (await lastRuns("backup")).lastGood?.finishedAt;
  return [
    { key: "database", ok: await databaseWrites() },
    { key: "disk", ok: freeMb >= serverEnv.READY_MIN_FREE_MB, freeMb },
    { key: "pool", ok: await poolAnswers() },
    { key: "mail", ok: mailConfigured() },
    { key: "backup", ok: freshnessOf(lastGood, now) === "fresh" },
  ];
}

export const isReady = (checks: readonly ReadinessCheck[]) => checks.every((c) => c.ok);

/**
 * Whether this server can serve a visitor now (/api/serving, the load
 * balancer's health check, deploy/several-servers/Caddyfile): its database
 * answers a read. Nothing slower: a server busy with uploads (its worker
 * threads all taken) still serves pages, and a check that waits on them would
 * take it out of the balancer exactly when it is needed. Not e-mail or
 * backups either, which /api/ready adds for a monitor: a stale backup must not
 * take every app server out at once.
 */
export async function serving(): Promise<boolean> {
  try {
    await readContentVersion();
    return true;
  } catch {
    return false;
  }
}

/** How long one answer to anonymous callers stands: a flood of them costs one check. */
export const READY_ANSWER_MS = 5_000;

/**
 * Readiness for anyone who asks (/api/ready): checked at most once per
 * READY_ANSWER_MS, every caller meanwhile given the same answer, so no caller
 * can keep the write lock or the worker lane busy for the others.
 */
export function sharedReadiness(
  check: () => Promise<boolean>,
  clock: () => number = Date.now,
): () => Promise<boolean> {
  let answer: { at: number; ready: Promise<boolean> } | undefined;
  return () => {
    const now = clock();
    if (!answer || now - answer.at >= READY_ANSWER_MS) answer = { at: now, ready: check() };
    return answer.ready;
  };
}
