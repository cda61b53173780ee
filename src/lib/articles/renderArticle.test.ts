import { describe, expect, it, vi } from "vitest";
import {
  longArticle,
  reviewerQuotes,
  reviewerStarsShort,
} from "../../../scripts/bench/articleBodies";
import { photoSlot } from "./photoSlots";
import { renderArticle, type ArticleRenderInput } from "./renderArticle";

// The Markdown parser, watched: a body over a limit must never reach it.
const parsed = vi.hoisted(() => ({ bodies: 0 }));
vi.mock("./markdown", async (original) => {
  const real = await original<typeof import("./markdown")>();
  return {
    ...real,
    renderMarkdown: (...args: Parameters<typeof real.renderMarkdown>) => {
      parsed.bodies += 1;
      return real.renderMarkdown(...args);
    },
  };
});

/** The task's HTML for `markdown`, or a failed test naming the refusal. */
function html(markdown: string): string {
  const result = renderArticle({ markdown });
  if (!result.ok) throw new Error(`refused: ${result.problem} on line ${result.line}`);
  return result.html;
}

describe("renderArticle, the untrusted-work pool's task", () => {
  it("refuses a body over a limit before it is parsed, saying which and where", () => {
    const before = parsed.bodies;
    expect(renderArticle({ markdown: reviewerQuotes() })).toEqual({
      ok: false,
      problem: "blocks",
      line: 1001,
    });
    expect(renderArticle({ markdown: reviewerStarsShort() })).toEqual({
      ok: false,
      problem: "run",
      line: 1,
    });
    // Parsing the first would take 7 to 10 s, the second over a minute: neither was parsed.
    expect(parsed.bodies).toBe(before);
    renderArticle({ markdown: "A body within the limits." });
    expect(parsed.bodies).toBe(before + 1);
  });

  it("refuses an input that is not a body", () => {
    const notABody = { markdown: 42 } as unknown as ArticleRenderInput;
    expect(renderArticle(notABody)).toEqual({ ok: false, problem: "unreadable", line: 0 });
  });

  it("renders a long article: headings from h2, tables, lists 3 deep, quotes, code, emphasis", () => {
    const out = html(longArticle());
    expect(out).toContain("<h2>Impulse testing at the lab</h2>");
    expect(out).toContain("<h2>Setext heading</h2>");
    expect(out).toContain("<h2>26. Impulse test of a 33 kV transformer, part 26</h2>");
    expect(out).toMatch(/<table>[\s\S]*<th>Step<\/th>[\s\S]*<td>62.5 % BIL<\/td>/);
    expect(out).toMatch(/<ol>\s*<li>[\s\S]*<ul>\s*<li>[\s\S]*<ul>\s*<li>12 stages, 1200 kV/);
    expect(out).toMatch(/<blockquote>[\s\S]*<blockquote>\s*<p>The purchaser/);
    expect(out).toContain("<strong>full wave of 1.2/50 µs</strong>");
    expect(out).toContain("<em><strong>three full waves</strong></em>");
    expect(out).toContain("<del>IS 2071 (Part 1)</del>");
    expect(out).toContain("**** header ****\n> > > V peak = 1200 kV");
    expect(out).toContain("<code>U = R * I</code>");
    expect(out).toContain("<hr>");
  });

  it("writes a site photo's place, drops pictures from elsewhere, keeps the site's drawings", () => {
    const out = html(
      [
        `![Bay "2" & co](/photos/abc_DEF-12)`,
        "![Far](https://tracker.example/p.gif)",
        "![Relative to the protocol](//tracker.example/x.gif)",
        "![Drawing](/images/blog/post-1.svg)",
        "[![In a link](/photos/inlink)](https://nabl-india.org)",
      ].join("\n\n"),
    );
    expect(out).toContain(`<p>${photoSlot("abc_DEF-12", `Bay "2" & co`)}</p>`);
    expect(out).not.toContain("tracker.example");
    expect(out).toContain('<img src="/images/blog/post-1.svg" alt="Drawing" loading="lazy">');
    expect(out).toContain(
      `<a href="https://nabl-india.org" rel="noopener noreferrer">${photoSlot("inlink", "In a link")}</a>`,
    );
  });

  it("keeps every sanitising rule: no script, raw HTML, javascript: links, on* attributes, inputs", () => {
    const out = html(
      [
        "<script>alert(1)</script>",
        '<img src="/x.png" onerror="alert(2)">',
        '<a href="/" onclick="alert(3)">raw link</a>',
        "[click](javascript:alert(4)) [again](JaVaScRiPt:alert(5)) [data](data:text/html,hi)",
        "<iframe src='https://evil.example'></iframe>",
        "<style>body{display:none}</style>",
        "- [ ] a task\n- [x] done",
        "[NABL](https://nabl-india.org) and [contact](/contact)",
        "Noted[^1].\n\n[^1]: The note.",
      ].join("\n\n"),
    );
    expect(out).not.toMatch(
      /<script|<iframe|<style|<input|onerror|onclick|javascript:|data:|<img/i,
    );
    expect(out).toContain("<p>click again data</p>");
    expect(out).toContain('<a href="https://nabl-india.org" rel="noopener noreferrer">NABL</a>');
    expect(out).toContain('<a href="/contact">contact</a>');
    // Ids the writer names (footnotes) cannot take the page's own.
    for (const [, id] of out.matchAll(/ id="([^"]*)"/g)) expect(id).toMatch(/^user-content-/);
  });

  it("never lets the writer make a photo's place: raw HTML is dropped, code is escaped", () => {
    const forged = '<site-photo data-id="abc" data-alt="x"></site-photo>';
    const out = html(`${forged}\n\n\`${forged}\`\n\n    ${forged}`);
    expect(out).not.toContain("<site-photo");
    expect(out).toContain("&#x3C;site-photo");
  });
});
