import { BLOG_PAGE_SIZE, blogHref } from "@/content/blog";
import { articleNotFound, pages } from "@/content/pages";
import type { BlogPost } from "@/content/types";
import type { PublicArticle } from "@/lib/articles/publicView";
import { firstParam } from "@/lib/params";
import { pageHead, unlistedPage, type PageHead } from "@/lib/seo";

/** ?id= picks an article (`find` looks it up among those on the site); no id lists them all; an unknown id is a 404. */
export async function selectPost(
  params: URLSearchParams,
  find: (id: string) => Promise<PublicArticle | undefined>,
) {
  const id = firstParam(params.get("id"))?.trim();
  return id === undefined
    ? ({ kind: "index" } as const)
    : ({ kind: "post", post: id ? await find(id) : undefined } as const);
}

export type PostSelection = Awaited<ReturnType<typeof selectPost>>;

export function postHead(selection: PostSelection): PageHead {
  if (selection.kind === "index") return pageHead(pages.blogDetails);
  if (!selection.post) return unlistedPage(articleNotFound.heading);
  const post = selection.post;
  return pageHead({
    title: post.title,
    description: post.description,
    path: blogHref(post),
    type: "article",
  });
}

/** One page of the blog list: BLOG_PAGE_SIZE posts. */
export type ListPage = { current: number; pageCount: number; posts: BlogPost[] };

/** The list page that ?page= asks for (1 when absent), or undefined when there is no such page. */
export function selectListPage(
  params: URLSearchParams,
  posts: readonly BlogPost[],
): ListPage | undefined {
  const pageCount = Math.max(1, Math.ceil(posts.length / BLOG_PAGE_SIZE));
  const raw = firstParam(params.get("page")) ?? "1";
  const current = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!(current >= 1 && current <= pageCount)) return undefined;
  return {
    current,
    pageCount,
    posts: posts.slice((current - 1) * BLOG_PAGE_SIZE, current * BLOG_PAGE_SIZE),
  };
}
