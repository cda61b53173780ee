// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { documentRefusals } from "@/content/fileChecks";
import { closeUntrustedPool, runUntrusted } from "@/lib/workers/pool";
import { makePdf } from "../../../../tests/fixtures/documents";
import { manyPagesPdf, objectStreamFlood } from "../../../../scripts/bench/hostileFiles";
import { checkFile } from "./files";

// The check's time limit, shrunk so a real parse of 90,000 pages (about 1.5 s) runs past it.
vi.mock("@/lib/workers/pool/limits", async (original) => {
  const real = await original<typeof import("@/lib/workers/pool/limits")>();
  return {
    ...real,
    UNTRUSTED_TASKS: { ...real.UNTRUSTED_TASKS, inspectDocument: { timeMs: 300 } },
  };
});

// The thread's first start (loading the parsers) is not the check's time.
beforeAll(() => runUntrusted("inspectDocument", { bytes: makePdf(), accept: ["pdf"] }, 60_000));
afterAll(closeUntrustedPool);

const sent = (bytes: Uint8Array, name = "spec.pdf") => ({
  field: "specification_file",
  file: new File([new Uint8Array(bytes)], name),
});

describe("the enquiry's file, checked in the untrusted-work pool", () => {
  it("stores a plain PDF as sent", async () => {
    const file = await checkFile("enquiry", sent(makePdf()));
    expect(file).toMatchObject({ name: "spec.pdf", type: "application/pdf" });
  });

  it("refuses the review's 5 MB of repeated object-stream junk at once (finding 1)", async () => {
    const started = performance.now();
    await expect(
      checkFile("enquiry", sent(objectStreamFlood(5 * 1024 * 1024))),
    ).rejects.toMatchObject({
      status: 415,
      text: documentRefusals.unreadable,
      problem: "file-unsafe",
    });
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("refuses a file whose check runs out of time, in words, with a 4xx (the lead is not stored)", async () => {
    await expect(checkFile("enquiry", sent(manyPagesPdf(90_000)))).rejects.toMatchObject({
      status: 422,
      text: documentRefusals.unchecked,
      problem: "file-unchecked",
    });
  });
});
