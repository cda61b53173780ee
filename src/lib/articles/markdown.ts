import type { Element, Root as HastRoot, RootContent } from "hast";
import type { Root as MdastRoot } from "mdast";
import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";

/** The HTML of a photo's responsive <picture> for `![alt](/photos/ID)`, or undefined for no such photo. */
export type PhotoHtml = (id: string, alt: string) => string | undefined;

const PHOTO_SRC = /^\/photos\/([A-Za-z0-9_-]+)$/;

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
 * site); `/photos/ID` becomes the photo's <picture>, other outside pictures go.
 * External links open as links always do, but tell the other site nothing.
 */
function sitePictures(photoHtml: PhotoHtml | undefined) {
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
      if (photo && photoHtml) {
        const html = photoHtml(photo[1]!, alt);
        return html ? [{ type: "raw", value: html }] : [];
      }
      if (!src.startsWith("/") || src.startsWith("//")) return [];
      img.properties.loading = "lazy";
      return [img];
    };
    walk(tree);
  };
}

/** An article's Markdown as safe HTML (GitHub-flavoured: tables too). */
export function renderMarkdown(markdown: string, photoHtml?: PhotoHtml): string {
  return String(
    unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(headingsFromTwo)
      .use(remarkRehype)
      .use(rehypeSanitize, schema)
      .use(sitePictures, photoHtml)
      // Only sitePictures' own <picture> HTML is raw here; the author's raw HTML was dropped above.
      .use(rehypeStringify, { allowDangerousHtml: true })
      .processSync(markdown),
  );
}
