import { describe, expect, it } from "vitest";
import { formatDateIN, formatLongDateIN } from "./format";

describe("en-IN dates", () => {
  it("shows day/month/year", () => {
    expect(formatDateIN("2027-01-31")).toBe("31/1/2027");
  });
  it("shows the long form", () => {
    expect(formatLongDateIN("2025-03-14")).toBe("14 March 2025");
  });
});
