import { describe, expect, it } from "vitest";
import { articlesDesk } from "@/content/articlesDesk";
import { longArticle, reviewerQuotes, reviewerStars } from "../../../scripts/bench/articleBodies";
import { bodyProblemText } from "./bodyProblemText";
import { checkDraft, type ArticleDraft } from "./form";

const NOW = new Date("2026-11-26T06:00:00Z");
const errors = articlesDesk.edit.errors;

const draft = (body: string): ArticleDraft => ({
  title: "Impulse testing",
  date: "2026-11-26",
  excerpt: "What the oscillogram shows.",
  cover: "/images/blog/post-1.svg",
  coverAlt: "Impulse generator",
  slug: "",
  author: "",
  metaDescription: "",
  body,
  scheduleAt: "",
});

describe("the article form's body", () => {
  it("refuses the review's two bodies with words a writer can act on", () => {
    expect(checkDraft(draft(reviewerQuotes()), "publish", NOW).errors).toEqual({
      body: errors.bodyLimits.blocks(1001, 500),
    });
    expect(errors.bodyLimits.blocks(1001, 500)).toBe(
      "The body starts a new quote, list or underlined heading more than 500 times (the limit is passed on line 1001). Join quotes and lists that belong together, and write headings with ## in front.",
    );
    expect(checkDraft(draft(reviewerStars()), "draft", NOW).errors).toEqual({ body: errors.body });
    expect(checkDraft(draft(`${"*".repeat(19)}a*`), "preview", NOW).errors).toEqual({
      body: errors.bodyLimits.run(1, 3),
    });
  });

  it("accepts a long article", () => {
    expect(checkDraft(draft(longArticle()), "publish", NOW)).toEqual({
      errors: {},
      publication: { kind: "publish" },
    });
  });

  it("still asks for a body when there is none", () => {
    expect(checkDraft(draft("  \n "), "draft", NOW).errors).toEqual({ body: errors.body });
  });
});

describe("the words for a body refused", () => {
  it("name each limit with its figure and line, and each way the render can fail", () => {
    expect(bodyProblemText("depth", 12)).toBe(errors.bodyLimits.depth(12, 8));
    expect(bodyProblemText("marks", 40)).toContain("more than 2,000 groups of *, _ or ~");
    expect(bodyProblemText("links", 7)).toContain("more than 1,000 links and pictures");
    expect(bodyProblemText("chars", 1)).toBe(errors.body);
    for (const problem of ["unreadable", "time", "memory", "busy", "failed"] as const)
      expect(bodyProblemText(problem, 0)).toBe(errors.bodyRender[problem]);
  });
});
