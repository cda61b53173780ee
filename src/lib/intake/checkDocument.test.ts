import { describe, expect, it } from "vitest";
import { uncheckedStatus } from "./checkDocument";

describe("a document that could not be checked", () => {
  it("is 429 for a client over its share of the lane, 503 when the lane is full, 422 out of time", () => {
    expect(uncheckedStatus({ problem: "busy", overShare: true })).toBe(429);
    expect(uncheckedStatus({ problem: "busy", overShare: false })).toBe(503);
    expect(uncheckedStatus({ problem: "unchecked" })).toBe(422);
  });
});
