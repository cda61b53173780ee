import { blogPosts } from "./blog";
import type { Publication } from "./types";

/** Ids start with `${year}-${month}`, so comparing ids orders posts by date. */
function newestFirst(a: { id: string }, b: { id: string }): number {
  return b.id.localeCompare(a.id);
}

/** The sidebar's five most recent publications: the newest blog posts. */
export const recentPublications: Publication[] = [...blogPosts]
  .sort(newestFirst)
  .slice(0, 5)
  .map((post) => ({
    title: post.title,
    date: post.date,
    href: `/blog-details?id=${encodeURIComponent(post.id)}`,
  }));
