import rss from "@astrojs/rss";
import type { APIRoute } from "astro";
import { blogFeed, blogHref } from "@/content/blog";
import { publishedArticles } from "@/lib/articles/articles";
import { descriptionOf, toPost } from "@/lib/articles/publicView";
import { serverDatabase } from "@/lib/db/server";
import { absoluteUrl } from "@/lib/seo";

/** The news feed: every article on the site now, newest first. */
export const GET: APIRoute = () => {
  const db = serverDatabase();
  return rss({
    title: blogFeed.title,
    description: blogFeed.description,
    site: absoluteUrl("/"),
    trailingSlash: false,
    items: publishedArticles(db, new Date()).map((article) => {
      const post = toPost(db, article);
      return {
        title: post.title,
        description: descriptionOf(article),
        link: blogHref(post),
        pubDate: new Date(`${article.date}T00:00:00+05:30`),
      };
    }),
  });
};
