// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  formatDateIN,
  formatDateTimeIN,
  formatDateTimeRangeIN,
  formatLongDateIN,
  formatTimeIN,
  indiaDateOf,
  indiaMinuteOf,
} from "./format";

describe("en-IN dates", () => {
  it("shows day/month/year", () => {
    expect(formatDateIN("2027-01-31")).toBe("31/1/2027");
  });
  it("shows the long form", () => {
    expect(formatLongDateIN("2025-03-14")).toBe("14 March 2025");
  });
});

/** 18:00 UTC on 26 November 2026 is 23:30 in India; 18:40 UTC is 00:10 on the 27th. */
const BEFORE_MIDNIGHT = "2026-11-26T18:00:00.000Z";
const AFTER_MIDNIGHT = "2026-11-26T18:40:00.000Z";

describe("times as staff and visitors read them: India time, one way", () => {
  it("gives the India calendar date of a UTC timestamp, not the UTC one", () => {
    expect(indiaDateOf(BEFORE_MIDNIGHT)).toBe("2026-11-26");
    expect(indiaDateOf(AFTER_MIDNIGHT)).toBe("2026-11-27");
    expect(indiaDateOf(new Date(AFTER_MIDNIGHT))).toBe("2026-11-27");
    expect(formatLongDateIN(indiaDateOf(AFTER_MIDNIGHT))).toBe("27 November 2026");
  });

  it("shows a moment as the India date and 12-hour time", () => {
    expect(formatDateTimeIN(BEFORE_MIDNIGHT)).toBe("26 November 2026, 11:30 pm");
    expect(formatDateTimeIN(AFTER_MIDNIGHT)).toBe("27 November 2026, 12:10 am");
    expect(formatDateTimeIN(new Date("2026-11-26T22:39:00Z"))).toBe("27 November 2026, 4:09 am");
    expect(formatDateTimeIN("2026-04-03T06:30:00Z")).toBe("3 April 2026, 12:00 pm");
    expect(formatTimeIN(BEFORE_MIDNIGHT)).toBe("11:30 pm");
    expect(formatTimeIN(AFTER_MIDNIGHT)).toBe("12:10 am");
  });

  it("writes the India minute as spreadsheets read it", () => {
    expect(indiaMinuteOf(BEFORE_MIDNIGHT)).toBe("2026-11-26 23:30");
    expect(indiaMinuteOf(AFTER_MIDNIGHT)).toBe("2026-11-27 00:10");
    expect(indiaMinuteOf("2026-04-02T20:00:00.000Z")).toBe("2026-04-03 01:30");
  });

  it("names the day again when a span crosses India's midnight, not otherwise", () => {
    expect(formatDateTimeRangeIN(BEFORE_MIDNIGHT, "2026-11-26T18:20:00Z")).toBe(
      "26 November 2026, 11:30 pm – 11:50 pm",
    );
    expect(formatDateTimeRangeIN(BEFORE_MIDNIGHT, AFTER_MIDNIGHT)).toBe(
      "26 November 2026, 11:30 pm – 27 November 2026, 12:10 am",
    );
  });

  describe("with the process clock at India's midnight", () => {
    afterEach(() => {
      vi.useRealTimers();
    });
    it("gives India's date and time of the process's own now", () => {
      vi.useFakeTimers({ now: new Date(AFTER_MIDNIGHT) });
      expect(indiaDateOf(new Date())).toBe("2026-11-27");
      expect(formatDateTimeIN(new Date().toISOString())).toBe("27 November 2026, 12:10 am");
    });
  });

  it("builds no formatter per call (one per process: a new one per row cost 24 ms a page)", () => {
    formatDateTimeIN(AFTER_MIDNIGHT); // the first call may build it
    const made = vi.spyOn(Intl, "DateTimeFormat");
    try {
      for (let i = 0; i < 50; i += 1) {
        formatDateTimeIN(AFTER_MIDNIGHT);
        formatTimeIN(AFTER_MIDNIGHT);
        indiaDateOf(AFTER_MIDNIGHT);
        indiaMinuteOf(AFTER_MIDNIGHT);
        formatDateTimeRangeIN(BEFORE_MIDNIGHT, AFTER_MIDNIGHT);
      }
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });
});

describe("one clock rule", () => {
  const root = fileURLToPath(new URL("../../", import.meta.url));
  const sources = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile() && /\.(ts|tsx|astro|mjs)$/.test(e.name))
      .map((e) => relative(root, join(e.parentPath, e.name)))
      .filter((path) => !/\.test\.tsx?$/.test(path));
  const files = [...sources("src"), ...sources("scripts")];

  it("builds Intl.DateTimeFormat objects in src/lib/format.ts only", () => {
    const others = files.filter(
      (path) =>
        path !== "src/lib/format.ts" &&
        /Intl\.DateTimeFormat|toLocale(Date|Time)String/.test(
          readFileSync(join(root, path), "utf8"),
        ),
    );
    expect(others).toEqual([]);
  });

  it("cuts no UTC date out of a timestamp for people to read", () => {
    // An ISO timestamp's first ten characters are the UTC date: indiaDateOf gives India's.
    const cut =
      /(new Date\(\)|At)\.(toISOString\(\)\.)?slice\(0, ?10\)|new Date\(\)\.getFullYear|\.getFullYear\(\)/;
    const others = files.filter((path) => cut.test(readFileSync(join(root, path), "utf8")));
    expect(others).toEqual([]);
  });
});
