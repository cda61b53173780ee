import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Unit tests check what the code does, never how long it took: on a machine
 * running the whole suite beside other work a timed assert fails at random, and
 * on a fast one it passes whatever the code does. Speed is measured by the
 * benchmark scripts (npm run bench:parsers, bench:hostile, bench:fairness …).
 * This file finds the shapes a timed assert takes.
 */
const root = join(import.meta.dirname, "..", "..");
const TEST = /\.test\.tsx?$/;

const CLOCKS: [RegExp, string][] = [
  [/\bperformance\.now\(/, "performance.now()"],
  [/\bprocess\.hrtime\b/, "process.hrtime"],
  [/\bDate\.now\(\)\s*-\s*\w/, "Date.now() minus a start"],
  [/\bconsole\.time(End)?\(/, "console.time"],
];

function unitTests(): string[] {
  return ["src", "tests"].flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
      .filter((file) => TEST.test(file) && !file.startsWith("e2e/"))
      .map((file) => join(dir, file))
      // This file, whose examples are the shapes it looks for.
      .filter((file) => file !== join("tests", "unit", "testsWithoutClocks.test.ts")),
  );
}

describe("unit tests without clocks", () => {
  it("finds the unit tests to read", () => {
    expect(unitTests().length).toBeGreaterThan(100);
  });

  it("the check itself recognises each shape of a timed assert", () => {
    const timed = [
      "const started = performance.now();",
      "const t = process.hrtime.bigint();",
      "expect(Date.now() - started).toBeLessThan(100);",
      'console.time("x");',
    ];
    for (const line of timed)
      expect(
        CLOCKS.some(([shape]) => shape.test(line)),
        line,
      ).toBe(true);
    expect(CLOCKS.some(([shape]) => shape.test("const now = Date.now();"))).toBe(false);
  });

  it("no unit test reads a clock to time the code", () => {
    const found = unitTests().flatMap((file) => {
      const text = readFileSync(join(root, file), "utf8");
      return CLOCKS.filter(([shape]) => shape.test(text)).map(([, name]) => `${file}: ${name}`);
    });
    expect(found).toEqual([]);
  });
});
