import type { Element, Root as HastRoot, RootContent } from "hast";
import type { Root as MdastRoot } from "mdast";
import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { photoSlot } from "./photoSlots";

const PHOTO_SRC = /^\/photos\/([A-Za-z0-9_-]{1,64})$/;

/**
 * What a body may hold after rendering: GitHub's allow-list (headings,
 * paragraphs, lists, links, tables, emphasis, code, pictures), without
 * checkboxes' inputs. Raw HTML in the Markdown never reaches it (remark-rehype
 * drops it); on* attributes, <script>, <style> and javascript: links are not on it.
 */
const schema = {
  ...defaultSchema,
  tagNames: (defaultSchema.tagNames ?? []).filter((t) => t !== "input"),
};

/** The article's own headings start at h2 (the page's h1 is its title). */
function headingsFromTwo() {
  return (tree: MdastRoot) => {
    const walk = (node: { type: string; depth?: number; children?: unknown[] }) => {
      if (node.type === "heading" && node.depth === 1) node.depth = 2;
      for (const child of (node.children ?? []) as (typeof node)[]) walk(child);
    };
    walk(tree);
  };
}

/**
 * After sanitising: a picture is one of the site's own (a path on this
 * site); `/photos/ID` becomes the photo's place (lib/articles/photoSlots.ts,
 * filled with its <picture> when the page is shown), other outside pictures
 * go. External links open as links always do, but tell the other site nothing.
 */
function sitePictures() {
  return (tree: HastRoot) => {
    const walk = (parent: { children: RootContent[] }) => {
      parent.children = parent.children.flatMap((node): RootContent[] => {
        if (node.type !== "element") return [node];
        if (node.tagName === "img") return picture(node);
        walk(node);
        if (node.tagName === "a") {
          // A link whose address was removed (javascript:, data:) is its words alone.
          if (node.properties.href === undefined) return node.children as RootContent[];
          if (/^https?:/i.test(String(node.properties.href)))
            node.properties.rel = ["noopener", "noreferrer"];
        }
        return [node];
      });
    };
    const picture = (img: Element): RootContent[] => {
      const src = String(img.properties.src ?? "");
      const alt = String(img.properties.alt ?? "");
      const photo = PHOTO_SRC.exec(src);
      if (photo) return [{ type: "raw", value: photoSlot(photo[1]!, alt) }];
      if (!src.startsWith("/") || src.startsWith("//")) return [];
      img.properties.loading = "lazy";
      return [img];
    };
    walk(tree);
  };
}

/**
 * An article's Markdown as safe HTML (GitHub-flavoured: tables too). Costly
 * for some shapes: run it in the untrusted-work pool (renderArticle.ts), on a
 * body within lib/articles/bodyLimits.ts.
 */
export function renderMarkdown(markdown: string): string {
  return String(
    unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(headingsFromTwo)
      .use(remarkRehype)
      .use(rehypeSanitize, schema)
      .use(sitePictures)
      // Only sitePictures' photo places are raw here; the author's raw HTML was dropped above.
      .use(rehypeStringify, { allowDangerousHtml: true })
      .processSync(markdown),
  );
}
