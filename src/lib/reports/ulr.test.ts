import { describe, expect, it } from "vitest";
import { displayUlr, formatUlr, parseUlr } from "./ulr";

describe("ULR (NABL 133)", () => {
  it("is 18 characters: prefix, the certificate's digits, year, running number, F or P", () => {
    const test = formatUlr({ kind: "test-report", year: 2026, running: 42, scope: "F" });
    expect(test).toHaveLength(18);
    expect(test).toBe("TC11482" + "26" + "00000042" + "F");
    const cal = formatUlr({ kind: "calibration-certificate", year: 2026, running: 7, scope: "P" });
    expect(cal).toBe("CC3907" + "26" + "000000007" + "P");
    expect(cal).toHaveLength(18);
    expect(displayUlr(cal)).toBe("ULR-CC390726000000007P");
  });

  it("reads what people type: prefix, spaces, lower case", () => {
    expect(parseUlr("ulr-tc11482 26 00000042 f")).toEqual({
      ok: true,
      ulr: { kind: "test-report", year: 2026, running: 42, scope: "F" },
    });
  });

  it("refuses another lab's certificate number, a wrong length, a bad ending", () => {
    expect(parseUlr("TC114822600000042F")).toMatchObject({ ok: true });
    expect(parseUlr("TC123452600000042F")).toMatchObject({
      ok: false,
      error: expect.stringContaining("11482"),
    });
    expect(parseUlr("TC11482260000042F")).toMatchObject({
      ok: false,
      error: expect.stringContaining("18"),
    });
    expect(parseUlr("TC114822600000042X")).toMatchObject({ ok: false });
    expect(parseUlr("TC1148226000000X2F")).toMatchObject({ ok: false });
    expect(parseUlr("XX114822600000042F")).toMatchObject({ ok: false });
    expect(parseUlr("TC114822600000000F")).toMatchObject({
      ok: false,
      error: expect.stringContaining("starts at 1"),
    });
    expect(() => formatUlr({ kind: "test-report", year: 2026, running: 1e8, scope: "F" })).toThrow(
      RangeError,
    );
  });
});
