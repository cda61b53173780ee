import { PageIntro } from "@/components/sections/PageIntro";
import { WayBackLinks } from "@/components/sections/WayBackLinks";
import { blogHref } from "@/content/blog";
import { articleNotFound } from "@/content/pages";
import type { BlogPost } from "@/content/types";

/**
 * An unknown article id: a 404 that lists every article and the ways back; or,
 * with `words` articlePreparing, an article whose page is not ready yet (503).
 */
export function BlogNotFound({
  posts,
  words = articleNotFound,
}: {
  posts: BlogPost[];
  words?: typeof articleNotFound;
}) {
  return (
    <>
      <PageIntro heading={words.heading} intro={words.intro} />
      <div className="container-page py-12">
        <ul className="space-y-2">
          {posts.map((post) => (
            <li key={post.id}>
              <a
                href={blogHref(post)}
                className="inline-flex min-h-10 items-center font-semibold text-navy-900 hover:text-accent-700 hover:underline"
              >
                {post.title}
              </a>
            </li>
          ))}
        </ul>
        <WayBackLinks links={words.wayBack} className="mt-8" />
      </div>
    </>
  );
}
