import type { Nodes, Root } from "mdast";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { describe, expect, it } from "vitest";
import { blogPosts } from "../blog";
import { articleBodies } from "./index";

const parse = (markdown: string): Root => unified().use(remarkParse).use(remarkGfm).parse(markdown);

/** Every node of the tree, depth first. */
function nodes(node: Nodes): Nodes[] {
  return [node, ...("children" in node ? node.children.flatMap((child) => nodes(child)) : [])];
}

/** The words a reader reads: text of the tree, without the Markdown marks. */
function words(tree: Root): number {
  const text = nodes(tree)
    .map((node) => (node.type === "text" || node.type === "inlineCode" ? node.value : ""))
    .join(" ");
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

const bodies = blogPosts.map((post) => ({
  id: post.id,
  markdown: articleBodies[post.id] ?? "",
}));

describe("the eight seed articles' bodies", () => {
  it("has one body for each post of blog.ts and none for a post that is not there", () => {
    expect(Object.keys(articleBodies).sort()).toEqual(blogPosts.map((post) => post.id).sort());
  });

  it.each(bodies)("$id: 500-900 words of text", ({ markdown }) => {
    const count = words(parse(markdown));
    expect(count).toBeGreaterThanOrEqual(500);
    expect(count).toBeLessThanOrEqual(900);
  });

  it.each(bodies)(
    "$id: opens with a paragraph, has no h1, at least two ## headings and a list, and closes with a paragraph",
    ({ markdown }) => {
      const tree = parse(markdown);
      expect(tree.children[0]?.type).toBe("paragraph");
      expect(tree.children.at(-1)?.type).toBe("paragraph");
      const headings = nodes(tree).filter((node) => node.type === "heading");
      expect(headings.filter((heading) => heading.depth === 1)).toEqual([]);
      expect(headings.filter((heading) => heading.depth > 3)).toEqual([]);
      expect(headings.filter((heading) => heading.depth === 2).length).toBeGreaterThanOrEqual(2);
      expect(nodes(tree).some((node) => node.type === "list")).toBe(true);
    },
  );

  it.each(bodies)(
    "$id: plain Markdown: no raw HTML, no pictures, no phone numbers or e-mail addresses",
    ({ markdown }) => {
      const kinds = nodes(parse(markdown)).map((node) => node.type);
      expect(kinds).not.toContain("html");
      expect(kinds).not.toContain("image");
      expect(kinds).not.toContain("imageReference");
      expect(markdown).not.toMatch(/<\/?[a-z][^>]*>/i);
      expect(markdown).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
      expect(markdown).not.toMatch(/\+?\d[\d -]{8,}\d/);
    },
  );

  it("at least three bodies carry a table", () => {
    const withTable = bodies.filter(({ markdown }) =>
      nodes(parse(markdown)).some((node) => node.type === "table"),
    );
    expect(withTable.length).toBeGreaterThanOrEqual(3);
  });
});
