import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown";

describe("renderMarkdown", () => {
  it("renders headings from h2, lists, links and GFM tables", () => {
    const html = renderMarkdown(
      "# Scope\n\n**Bold** and [NABL](https://nabl-india.org)\n\n- one\n- two\n\n| Test | Standard |\n| --- | --- |\n| Impulse | IEC 60060 |\n",
    );
    expect(html).toContain("<h2>Scope</h2>");
    expect(html).toContain("<strong>Bold</strong>");
    expect(html).toContain('<a href="https://nabl-india.org" rel="noopener noreferrer">NABL</a>');
    expect(html).toContain("<li>one</li>");
    expect(html).toMatch(/<table>[\s\S]*<th>Test<\/th>[\s\S]*<td>IEC 60060<\/td>/);
  });

  it("neutralises script, raw HTML, javascript: links and on* attributes", () => {
    const html = renderMarkdown(
      [
        "<script>alert(1)</script>",
        '<img src="/x.png" onerror="alert(2)">',
        '<a href="/" onclick="alert(3)">raw link</a>',
        "[click](javascript:alert(4))",
        "<iframe src='https://evil.example'></iframe>",
        "<style>body{display:none}</style>",
      ].join("\n\n"),
    );
    expect(html).not.toMatch(/<script|<iframe|<style|onerror|onclick|javascript:|<img/i);
    expect(html).toContain("<p>click</p>");
  });

  it("turns /photos/ID into the photo's place and drops pictures from other sites", () => {
    const html = renderMarkdown(
      "![Bay 2](/photos/abc123)\n\n![Far](https://tracker.example/p.gif)\n\n![Drawing](/images/blog/post-1.svg)",
    );
    expect(html).toContain('<site-photo data-id="abc123" data-alt="Bay 2"></site-photo>');
    expect(html).not.toContain("tracker.example");
    expect(html).toContain('<img src="/images/blog/post-1.svg" alt="Drawing" loading="lazy">');
  });
});
