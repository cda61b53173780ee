import rss from "@astrojs/rss";
import type { APIRoute } from "astro";
import { blogFeed, blogHref } from "@/content/blog";
import { descriptionOf, toPost } from "@/lib/articles/publicView";
import { publishedArticles } from "@/lib/articles/store";
import { absoluteUrl } from "@/lib/seo";

/** The news feed: every article on the site now, newest first. */
export const GET: APIRoute = async () => {
  const articles = await publishedArticles(new Date());
  return rss({
    title: blogFeed.title,
    description: blogFeed.description,
    site: absoluteUrl("/"),
    trailingSlash: false,
    items: await Promise.all(
      articles.map(async (article) => {
        const post = await toPost(article);
        return {
          title: post.title,
          description: descriptionOf(article),
          link: blogHref(post),
          pubDate: new Date(`${article.date}T00:00:00+05:30`),
        };
      }),
    ),
  });
};
