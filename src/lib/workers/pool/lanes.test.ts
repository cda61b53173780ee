// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VISITOR_LANE_SHARE, UNTRUSTED_LANES, type UntrustedTask } from "@/lib/fairShare/limits";
import { plainPdf } from "../../../../scripts/bench/hostileFiles";
import {
  closeUntrustedPool,
  LIMS_WORK,
  runUntrusted,
  setUntrustedTimeScaleForTests,
  STAFF_WORK,
  useWorkerScript as workerScriptOfTests,
  UntrustedWorkError,
  type UntrustedWho,
} from ".";

// Every real task, and holdUntilOpened: a task that keeps its thread until the test lets it go.
workerScriptOfTests(
  new URL("../../../../tests/fixtures/heldWorkerTasks.ts", import.meta.url).href,
  ["--import", "tsx"],
);
afterAll(closeUntrustedPool);

const HELD = "holdUntilOpened" as UntrustedTask;
// The suite's scale of every limit (vitest.setup.ts), set here so the budget's numbers are known.
const SCALE = 10;
let suiteScale: number;
beforeAll(() => {
  suiteScale = setUntrustedTimeScaleForTests(SCALE);
});
afterAll(() => setUntrustedTimeScaleForTests(suiteScale));
/** A client's minute of worker time, and a held task charged its share of it. */
const BUDGET_MS = VISITOR_LANE_SHARE.workMsPerMinute * SCALE;
const HELD_MS = BUDGET_MS / VISITOR_LANE_SHARE.perClient;

function gate() {
  const shared = new SharedArrayBuffer(4);
  return {
    shared,
    open() {
      const cell = new Int32Array(shared);
      Atomics.store(cell, 0, 1);
      Atomics.notify(cell, 0);
    },
  };
}

const stranger = (n: number): UntrustedWho => ({ lane: "visitor", client: `198.51.100.${n}` });
const pdfQuestion = async () => ({ bytes: await plainPdf(2), accept: ["pdf"], purpose: "report" });
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => "ran",
    (error: unknown) =>
      error instanceof UntrustedWorkError
        ? { reason: error.reason, overShare: error.overShare }
        : error,
  );

// Each lane's thread started before the tests, so a task is never waiting on a thread's boot.
beforeAll(async () => {
  const question = await pdfQuestion();
  await Promise.all([
    runUntrusted("inspectDocument", question, stranger(250)),
    runUntrusted("inspectDocument", question, LIMS_WORK),
    runUntrusted("renderArticle", { markdown: "warm" }, STAFF_WORK),
  ]);
});

describe("the untrusted-work pool's lanes", () => {
  it("runs LIMS and staff work while strangers' files fill the visitor lane", async () => {
    const { shared, open } = gate();
    const places = UNTRUSTED_LANES.visitor.maxThreads + UNTRUSTED_LANES.visitor.maxQueue;
    const perClient = VISITOR_LANE_SHARE.perClient;
    // Strangers, each within its share, take every place of the visitor lane with work that never ends.
    const held = Array.from({ length: places }, (_, i) =>
      runUntrusted<string>(HELD, { gate: shared }, stranger(Math.floor(i / perClient)), HELD_MS),
    );
    try {
      // One more stranger's file is refused at once: the lane is full (503)…
      expect(await refusal(runUntrusted(HELD, { gate: shared }, stranger(99), HELD_MS))).toEqual({
        reason: "busy",
        overShare: false,
      });
      // …and a client past its own share is told so (429), whatever room is left.
      expect(await refusal(runUntrusted(HELD, { gate: shared }, stranger(0), HELD_MS))).toEqual({
        reason: "busy",
        overShare: true,
      });
      // The LIMS's upload and the desk's work never wait for the strangers' files.
      await expect(
        runUntrusted("inspectDocument", await pdfQuestion(), LIMS_WORK),
      ).resolves.toEqual({ ok: true, kind: "pdf" });
      await expect(
        runUntrusted("renderArticle", { markdown: "# Stamp" }, STAFF_WORK),
      ).resolves.toMatchObject({ ok: true });
    } finally {
      open();
    }
    expect(await Promise.all(held)).toEqual(held.map(() => "opened"));
  });

  it("refuses a client over its worker time this minute at once, and still takes another's", async () => {
    const { shared, open } = gate();
    // One task charged the client's whole minute up front: it holds one place of its two.
    const whole = runUntrusted<string>(HELD, { gate: shared }, stranger(11), BUDGET_MS);
    try {
      const question = await pdfQuestion();
      expect(await refusal(runUntrusted("inspectDocument", question, stranger(11)))).toEqual({
        reason: "busy",
        overShare: true,
      });
      const another = runUntrusted("inspectDocument", question, stranger(12));
      open();
      await expect(another).resolves.toEqual({ ok: true, kind: "pdf" });
      await expect(whole).resolves.toBe("opened");
    } finally {
      open();
    }
  });
});
