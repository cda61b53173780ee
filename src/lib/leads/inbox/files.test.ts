// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentRefusals } from "@/content/fileChecks";
import {
  closeUntrustedPool,
  runUntrusted,
  setUntrustedTimeScaleForTests,
  type UntrustedWho,
} from "@/lib/workers/pool";
import { makePdf } from "../../../../tests/fixtures/documents";
import { manyPagesPdf, objectStreamFlood } from "../../../../scripts/bench/hostileFiles";
import { checkFile } from "./files";

// The thread's first start (loading the parsers) is not the check's time.
beforeAll(() =>
  runUntrusted("inspectDocument", { bytes: makePdf(), accept: ["pdf"] }, VISITOR, 60_000),
);
afterAll(closeUntrustedPool);

const CLIENT = "203.0.113.7";
const VISITOR: UntrustedWho = { lane: "visitor", client: "warm-up" };

const sent = (bytes: Uint8Array, name = "spec.pdf") => ({
  field: "specification_file",
  file: new File([new Uint8Array(bytes)], name),
});

describe("the enquiry's file, checked in the untrusted-work pool", () => {
  it("stores a plain PDF as sent", async () => {
    const file = await checkFile("enquiry", sent(makePdf()), CLIENT);
    expect(file).toMatchObject({ name: "spec.pdf", type: "application/pdf" });
  });

  it("refuses the review's 5 MB of repeated object-stream junk (finding 1)", async () => {
    await expect(
      checkFile("enquiry", sent(objectStreamFlood(5 * 1024 * 1024)), CLIENT),
    ).rejects.toMatchObject({
      status: 415,
      text: documentRefusals.unreadable,
      problem: "file-unsafe",
    });
  });

  it("refuses a file whose check runs out of time, in words, with a 4xx (the lead is not stored)", async () => {
    // The check's limit shrunk to a millisecond: reading 90,000 pages takes over a second.
    const suite = setUntrustedTimeScaleForTests(0.0001);
    try {
      await expect(checkFile("enquiry", sent(manyPagesPdf(90_000)), CLIENT)).rejects.toMatchObject({
        status: 422,
        text: documentRefusals.unchecked,
        problem: "file-unchecked",
      });
    } finally {
      setUntrustedTimeScaleForTests(suite);
    }
  });
});
