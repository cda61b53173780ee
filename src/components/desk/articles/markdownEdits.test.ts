import { describe, expect, it } from "vitest";
import { insertBlock, prefixLines, tableMarkdown, wrap } from "./markdownEdits";

describe("the Body toolbar's edits", () => {
  it("Bold wraps the selection, or a sample that is then selected", () => {
    expect(wrap({ text: "a test b", start: 2, end: 6 }, "**", "**", "x")).toEqual({
      text: "a **test** b",
      start: 4,
      end: 8,
    });
    expect(wrap({ text: "", start: 0, end: 0 }, "**", "**", "bold words")).toEqual({
      text: "**bold words**",
      start: 2,
      end: 12,
    });
  });

  it("lists and headings start each selected line, after a blank line", () => {
    const text = "Intro\nfirst\nsecond";
    const state = { text, start: 6, end: text.length };
    expect(prefixLines(state, (i) => `${i + 1}. `, "item").text).toBe(
      "Intro\n\n1. first\n2. second",
    );
    expect(prefixLines({ text: "Scope", start: 0, end: 5 }, () => "## ", "Heading").text).toBe(
      "## Scope",
    );
    expect(prefixLines({ text: "- old", start: 0, end: 5 }, () => "## ", "Heading").text).toBe(
      "## old",
    );
  });

  it("a table or picture goes on its own lines", () => {
    const table = tableMarkdown(["Test", "Standard"], ["Text", "Text"]);
    expect(table).toBe("| Test | Standard |\n| --- | --- |\n| Text | Text |");
    expect(insertBlock({ text: "Para", start: 4, end: 4 }, table).text).toBe(
      `Para\n\n${table}\n\n`,
    );
  });
});
