// @vitest-environment node
import { describe, expect, it } from "vitest";
import { PDF_CHECK_LIMITS } from "@/lib/fairShare/limits";
import {
  flateObjectStreamBomb,
  plainPdf,
  tinyObjectsPdf,
} from "../../../scripts/bench/hostileFiles";
import { inspectDocument } from "./documents";
import { readPdf } from "./pdfActiveContent";

const inspect = (bytes: Uint8Array) =>
  inspectDocument({ bytes, accept: ["pdf"], purpose: "inbox" });

describe("the PDF check's bounds (issue 47 row 3)", () => {
  it("refuses a 60 KB PDF whose object stream inflates to 60 MB, stopping at the budget", async () => {
    const bomb = flateObjectStreamBomb(60 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(await inspect(bomb)).toEqual({ ok: false, problem: "unsafe", hazard: "unreadable" });
    // Stopped by the budget of decoded bytes, having decoded no more than it: not by the clock.
    const reading = await readPdf(bomb, "inbox");
    expect(reading).toMatchObject({ hazard: "unreadable", stoppedAt: "decoded-bytes" });
    expect(reading.decodedBytes).toBeLessThanOrEqual(PDF_CHECK_LIMITS.decodedStreamBytes);
  });

  it("refuses a file of more objects than the cap, however small each", async () => {
    const reading = await readPdf(tinyObjectsPdf(PDF_CHECK_LIMITS.objects + 1), "inbox");
    expect(reading).toMatchObject({ hazard: "unreadable", stoppedAt: "objects" });
  });

  it("reads a real multi-MB PDF through, each object stream decoded once", async () => {
    // 5,000 pages as pdf-lib writes them: 2 MB, 15,000 objects, a hundred object streams.
    const real = await plainPdf(5_000);
    expect(real.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(await inspect(real)).toEqual({ ok: true, kind: "pdf" });
    const reading = await readPdf(real, "inbox");
    expect(reading).toMatchObject({ hazard: undefined, stoppedAt: undefined });
    expect(reading.objects).toBeGreaterThan(15_000);
    // Under half a megabyte of object streams, counted once each (a second decode would double it).
    expect(reading.decodedBytes).toBeGreaterThan(0);
    expect(reading.decodedBytes).toBeLessThan(PDF_CHECK_LIMITS.decodedStreamBytes / 8);
  });
});
