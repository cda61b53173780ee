import { describe, expect, it } from "vitest";
import {
  MAX_SLUG,
  plainLine,
  readingMinutes,
  slugFrom,
  slugProblem,
  wordCount,
} from "./pageFields";

describe("an article's address (slug)", () => {
  it("takes lowercase letters and digits in groups joined by single hyphens", () => {
    for (const good of ["dga", "2025-03-on-site-calibration", "iec-60076-part-3", "a1-b2"])
      expect(slugProblem(good), good).toBeUndefined();
  });

  it("refuses capitals, spaces, other marks, and hyphens at the ends or doubled", () => {
    for (const bad of [
      "",
      "DGA-notes",
      "dga notes",
      "dga_notes",
      "dga/notes",
      "dga.notes",
      "-dga",
      "dga-",
      "dga--notes",
      "ডিজিএ",
      "café",
      "dga\nnotes",
    ])
      expect(slugProblem(bad), JSON.stringify(bad)).toBe("chars");
  });

  it(`is at most ${MAX_SLUG} characters`, () => {
    expect(slugProblem("a".repeat(MAX_SLUG))).toBeUndefined();
    expect(slugProblem("a".repeat(MAX_SLUG + 1))).toBe("long");
  });

  it("is suggested from words: lowercase, accents and marks gone, one hyphen between words", () => {
    expect(slugFrom("DGA Notes!")).toBe("dga-notes");
    expect(slugFrom("  Tan δ & Café -- IEC 60076 ")).toBe("tan-cafe-iec-60076");
    expect(slugFrom("!!!")).toBe("article");
    expect(slugProblem(slugFrom("Any Title: at all?"))).toBeUndefined();
    expect(slugFrom("word ".repeat(40), 20)).toBe("word-word-word-word");
  });
});

describe("reading time", () => {
  const words = (n: number) => Array.from({ length: n }, () => "winding").join(" ");

  it("is about 200 words a minute, rounded, and at least 1 minute", () => {
    expect(readingMinutes("")).toBe(1);
    expect(readingMinutes(words(40))).toBe(1);
    expect(readingMinutes(words(299))).toBe(1);
    expect(readingMinutes(words(300))).toBe(2);
    expect(readingMinutes(words(610))).toBe(3);
    expect(readingMinutes(words(2000))).toBe(10);
  });

  it("counts the words a reader meets, not Markdown's marks or link addresses", () => {
    expect(wordCount("## Key gases\n\n- **Hydrogen** and *methane*\n- `C2H2`")).toBe(6);
    expect(
      wordCount('See [the standard](https://example.org/iec-60599-edition-3 "IEC") here.'),
    ).toBe(4);
    expect(wordCount("![Bay 2 from the door](/photos/abc123)")).toBe(5);
    expect(wordCount("| kV | Stages |\n| --- | --- |\n| 1200 | 12 |")).toBe(4);
    expect(wordCount("IS 2026-1, 0.5 U0, don’t stop")).toBe(6);
    expect(wordCount("परीक्षण प्रयोगशाला इंदौर")).toBe(3);
  });
});

describe("one line of text (author, description)", () => {
  it("turns line breaks, tabs and runs of spaces into one space, trimmed", () => {
    expect(plainLine("  Anita\r\n\tDeshmukh  ")).toBe("Anita Deshmukh");
    expect(plainLine("a\u2028b\u0000c")).toBe("a b c");
  });
});
