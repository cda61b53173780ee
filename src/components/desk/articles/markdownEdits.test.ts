import { describe, expect, it } from "vitest";
import {
  difference,
  heading,
  insertBlock,
  insertLink,
  insertPicture,
  linkAddress,
  linkTextOf,
  list,
  table,
  tableMarkdown,
  wrap,
  type TextState,
} from "./markdownEdits";

/** The selected words of a state. */
const selected = (s: TextState) => s.text.slice(s.start, s.end);
/** What typing does: the selection replaced, the caret after. */
const type = (s: TextState, words: string): TextState => {
  const text = s.text.slice(0, s.start) + words + s.text.slice(s.end);
  const caret = s.start + words.length;
  return { text, start: caret, end: caret };
};
const caretAt = (text: string, at = text.length): TextState => ({ text, start: at, end: at });

describe("the Body toolbar's edits", () => {
  it("Bold wraps the selection, or a sample that is then selected", () => {
    expect(wrap({ text: "a test b", start: 2, end: 6 }, "**", "**", "x")).toEqual({
      text: "a **test** b",
      start: 4,
      end: 8,
    });
    const bold = wrap(caretAt(""), "**", "**", "bold text");
    expect(bold).toEqual({ text: "**bold text**", start: 2, end: 11 });
    expect(type(bold, "moisture").text).toBe("**moisture**");
  });

  it("Heading on a caret selects only the words to replace: typing keeps the ##", () => {
    const made = heading(caretAt(""), "Heading text");
    expect(made.text).toBe("## Heading text");
    expect(selected(made)).toBe("Heading text");
    expect(type(made, "Why tan delta").text).toBe("## Why tan delta");
    // After a paragraph: on a line of its own, a blank line before; the paragraph is not touched.
    const after = heading(caretAt("Intro words.", 5), "Heading text");
    expect(after.text).toBe("Intro words.\n\n## Heading text");
    expect(selected(after)).toBe("Heading text");
    // Between paragraphs, the text after keeps its blank line.
    const between = heading(caretAt("One.\n\nTwo.", 4), "Heading text");
    expect(between.text).toBe("One.\n\n## Heading text\n\nTwo.");
  });

  it("lists and headings start each selected plain line, after a blank line", () => {
    const text = "Intro\nfirst\nsecond";
    const state = { text, start: 6, end: text.length };
    expect(list(state, "item", true).text).toBe("Intro\n\n1. first\n2. second");
    expect(heading({ text: "Scope", start: 0, end: 5 }, "Heading").text).toBe("## Scope");
    expect(heading({ text: "- old", start: 0, end: 5 }, "Heading").text).toBe("## old");
    // A selection ending at the start of the next line leaves that line alone.
    expect(list({ text: "a\nb", start: 0, end: 2 }, "item").text).toBe("- a\nb");
    // A list item on a caret: the mark stays, the sample is selected.
    const item = list(caretAt("Steps:"), "List item");
    expect(item.text).toBe("Steps:\n\n- List item");
    expect(selected(item)).toBe("List item");
  });

  it("Bullet list never turns table rows into list items", () => {
    const rows = "| A | B |\n| --- | --- |\n| 1 | 2 |";
    const onRows = list({ text: rows, start: 0, end: rows.length }, "List item");
    expect(onRows).toEqual({ text: rows, start: 0, end: rows.length, refused: "tableRows" });
    // Plain lines around a table become items; the rows stay rows, numbering skips them.
    const mixed = `one\n${rows}\ntwo`;
    expect(list({ text: mixed, start: 0, end: mixed.length }, "x", true).text).toBe(
      `1. one\n${rows}\n2. two`,
    );
    // Fenced code is left as it is.
    const code = "```\nnot a list\n```\nplain";
    expect(list({ text: code, start: 0, end: code.length }, "x").text).toBe(
      "```\nnot a list\n```\n- plain",
    );
  });

  it("Table goes on its own lines with the first header cell's words selected", () => {
    const made = table(caretAt("Para"), ["Column 1", "Column 2"], ["Text", "Text"]);
    const block = tableMarkdown(["Column 1", "Column 2"], ["Text", "Text"]);
    expect(block).toBe("| Column 1 | Column 2 |\n| --- | --- |\n| Text | Text |");
    expect(made.text).toBe(`Para\n\n${block}\n\n`);
    expect(selected(made)).toBe("Column 1");
    expect(type(made, "Step").text).toBe(`Para\n\n${block.replace("Column 1", "Step")}\n\n`);
    // A caret in the middle of a sentence: the table goes after its line, the sentence stays whole.
    expect(table(caretAt("One two.", 3), ["A"], ["b"]).text).toBe(
      "One two.\n\n| A |\n| --- |\n| b |\n\n",
    );
  });

  it("after Table, Link with a collapsed caret inserts at the caret and never wraps the table", () => {
    const made = table(caretAt("Para"), ["Column 1", "Column 2"], ["Text", "Text"]);
    const typed = type(made, "Step");
    const end = caretAt(typed.text);
    const linked = insertLink(end, "the IEC standard", "https://webstore.iec.ch/");
    expect(linked.text).toBe(`${typed.text}[the IEC standard](https://webstore.iec.ch/)`);
    expect(linked.start).toBe(linked.end);
    expect(linked.end).toBe(linked.text.length);
    // Even with the whole table selected (several lines), the link is put at the selection's end.
    const all = { text: typed.text, start: 0, end: typed.text.length };
    expect(linkTextOf(all)).toBe("");
    expect(insertLink(all, "x", "/contact").text).toBe(`${typed.text}[x](/contact)`);
    const multi = { text: "| a |\n| - |", start: 0, end: 11 };
    expect(linkTextOf(multi)).toBe("");
    expect(insertLink(multi, "x", "/contact").text).toBe("| a |\n| - |[x](/contact)");
  });

  it("Link replaces a few selected words on one line, its words escaped", () => {
    const state = { text: "See the standard here.", start: 4, end: 16 };
    expect(linkTextOf(state)).toBe("the standard");
    const linked = insertLink(state, "the [standard]", "https://example.in/a");
    expect(linked.text).toBe("See [the \\[standard\\]](https://example.in/a) here.");
  });

  it("a link's address: http(s), mailto or a page of the site, nothing else", () => {
    expect(linkAddress(" https://webstore.iec.ch/ ")).toBe("https://webstore.iec.ch/");
    expect(linkAddress("http://example.in/a?b=1#c")).toBe("http://example.in/a?b=1#c");
    expect(linkAddress("https://en.wikipedia.org/wiki/Tan_(delta)")).toBe(
      "https://en.wikipedia.org/wiki/Tan_%28delta%29",
    );
    expect(linkAddress("mailto:info@malwaelectrotest.in")).toBe("mailto:info@malwaelectrotest.in");
    expect(linkAddress("/contact")).toBe("/contact");
    for (const bad of [
      "",
      "javascript:alert(1)",
      "JAVASCRIPT:alert(1)",
      "data:text/html,x",
      "//evil.example/",
      "https://",
      "https:// example.in",
      "example.in",
      "/a b",
      "/\\evil.example",
      "mailto:nobody",
      'https://a.in/"onmouseover=x',
    ])
      expect(linkAddress(bad), bad).toBeUndefined();
  });

  it("a picture goes on its own lines at the caret's line, the caret after it", () => {
    const made = insertPicture(caretAt("Our new test bay.", 4), "![Bay](/photos/abc)");
    expect(made.text).toBe("Our new test bay.\n\n![Bay](/photos/abc)\n\n");
    expect(made.start).toBe(made.text.length);
    expect(insertBlock(caretAt(""), "x").text).toBe("x\n\n");
  });

  it("the textarea is changed only where the edit changed it (the browser's undo takes it back)", () => {
    expect(difference("abc", "abXc")).toEqual({ from: 2, to: 2, insert: "X" });
    expect(difference("a table b", "a b")).toEqual({ from: 2, to: 8, insert: "" });
    expect(difference("same", "same")).toEqual({ from: 4, to: 4, insert: "" });
    expect(difference("aa", "aaa")).toEqual({ from: 2, to: 2, insert: "a" });
  });
});
