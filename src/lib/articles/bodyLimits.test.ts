import { describe, expect, it } from "vitest";
import { articleBodies } from "@/content/articles";
import {
  atTheLimits,
  hostileShapes,
  longArticle,
  reviewerQuotes,
  reviewerStars,
  reviewerStarsShort,
} from "../../../scripts/bench/articleBodies";
import { BODY_LIMITS, bodyOverLimit } from "./bodyLimits";

describe("the limits on an article's body", () => {
  it("refuses the review's two bodies, saying which limit and where", () => {
    expect(reviewerQuotes()).toHaveLength(39_990);
    expect(bodyOverLimit(reviewerQuotes())).toEqual({
      limit: "blocks",
      line: 2 * BODY_LIMITS.blocks + 1,
    });
    expect(bodyOverLimit(reviewerStars())).toEqual({ limit: "chars", line: 1 });
    expect(bodyOverLimit(reviewerStarsShort())).toEqual({ limit: "run", line: 1 });
  });

  it("refuses every other costly shape", () => {
    expect(bodyOverLimit(hostileShapes.deepQuotes())).toEqual({ limit: "depth", line: 1 });
    expect(bodyOverLimit(hostileShapes.deepLists())).toEqual({ limit: "depth", line: 1 });
    expect(bodyOverLimit(hostileShapes.nestedEmphasis())?.limit).toBe("marks");
    expect(bodyOverLimit(hostileShapes.closersOnly())?.limit).toBe("marks");
    expect(bodyOverLimit(hostileShapes.nestedStrike())?.limit).toBe("marks");
    expect(bodyOverLimit(hostileShapes.underlinedHeadings())?.limit).toBe("blocks");
    expect(bodyOverLimit(hostileShapes.listInList())?.limit).toBe("blocks");
    expect(bodyOverLimit(hostileShapes.quoteInList())?.limit).toBe("blocks");
    expect(bodyOverLimit(hostileShapes.nestedLinks())?.limit).toBe("links");
  });

  it("accepts a long article with tables, lists 3 deep, quotes, code and emphasis, and the seed's articles", () => {
    const body = longArticle();
    expect(body.length).toBeGreaterThan(25_000);
    expect(bodyOverLimit(body)).toBeUndefined();
    expect(bodyOverLimit(atTheLimits())).toBeUndefined();
    for (const [id, seed] of Object.entries(articleBodies))
      expect(bodyOverLimit(seed), id).toBeUndefined();
  });

  it("counts quotes and lists inside each other, and 2 spaces of indent as one level", () => {
    expect(bodyOverLimit("> > > > > > > > eight")).toBeUndefined();
    expect(bodyOverLimit("text\n\n> > > > > > > > > nine")).toEqual({ limit: "depth", line: 3 });
    expect(bodyOverLimit("- - - 1. 2) + * > eight")).toBeUndefined();
    const stairs = (n: number) =>
      Array.from({ length: n }, (_, i) => `${"    ".repeat(i)}- level ${i + 1}`).join("\n");
    expect(bodyOverLimit(stairs(4))).toBeUndefined();
    expect(bodyOverLimit(stairs(5))).toEqual({ limit: "depth", line: 5 });
    // Rules across the page are not lists.
    expect(bodyOverLimit("- - - - - - - - - - - -\n* * * * * * * * * *")).toBeUndefined();
  });

  it("counts the places where a quote or list begins, not its lines", () => {
    const oneList = Array.from({ length: 3000 }, (_, i) => `- item ${i}`).join("\n");
    expect(bodyOverLimit(oneList)).toBeUndefined();
    const quotes = (n: number) => "> a quote\n\nA paragraph.\n\n".repeat(n);
    expect(bodyOverLimit(quotes(BODY_LIMITS.blocks))).toBeUndefined();
    // Each line's new item begins 7 lists anew, though its marks are the line before's.
    expect(bodyOverLimit("- - - - - - - - x\n".repeat(72))).toEqual({ limit: "blocks", line: 72 });
    expect(bodyOverLimit(quotes(BODY_LIMITS.blocks + 1))).toEqual({
      limit: "blocks",
      line: 4 * BODY_LIMITS.blocks + 1,
    });
  });

  it("allows three * or _ in a row, not four, except in code blocks, rules and blanks", () => {
    expect(bodyOverLimit("***bold and italic*** and __bold__")).toBeUndefined();
    expect(bodyOverLimit("one\n\n****not this****")).toEqual({ limit: "run", line: 3 });
    expect(bodyOverLimit("a____b")).toEqual({ limit: "run", line: 1 });
    // A run with space on both sides is no emphasis at all: a blank to fill in.
    expect(bodyOverLimit("Signature: ________ Date: ________")).toBeUndefined();
    expect(bodyOverLimit("\\*\\*\\*\\*\\* escaped")).toBeUndefined();
    expect(bodyOverLimit("*****\n\n_____")).toBeUndefined();
    expect(bodyOverLimit("```\n/*********/\n```\n\n~~~\n____\n~~~")).toBeUndefined();
    // A fence that is really inline code does not hide what follows.
    expect(bodyOverLimit("```a`\n****b")).toEqual({ limit: "run", line: 2 });
  });

  it("counts groups of *, _ and ~ in the whole body", () => {
    const marks = (n: number) => "**bold** ".repeat(n / 2);
    expect(bodyOverLimit(marks(BODY_LIMITS.marks))).toBeUndefined();
    expect(bodyOverLimit(`${marks(BODY_LIMITS.marks)}\n~x~`)).toEqual({
      limit: "marks",
      line: 2,
    });
  });

  it("counts the [ of links and pictures, outside code blocks", () => {
    const links = (n: number) => "[NABL](https://nabl-india.org) ".repeat(n);
    expect(bodyOverLimit(links(BODY_LIMITS.links))).toBeUndefined();
    expect(bodyOverLimit(`${links(BODY_LIMITS.links)}\n\n![x](/photos/abc)`)).toEqual({
      limit: "links",
      line: 3,
    });
    expect(bodyOverLimit(`\`\`\`\n${"[".repeat(5000)}\n\`\`\`\n\\[ \\[`)).toBeUndefined();
  });

  it("refuses a body over the length limit, and an empty one passes to the form's own check", () => {
    expect(bodyOverLimit("x".repeat(BODY_LIMITS.chars))).toBeUndefined();
    expect(bodyOverLimit("x".repeat(BODY_LIMITS.chars + 1))).toEqual({ limit: "chars", line: 1 });
    expect(bodyOverLimit("")).toBeUndefined();
  });
  // That each hostile body is scanned in a few milliseconds: npm run bench:parsers.
});
