import { ButtonLink } from "@/components/ui/ButtonLink";
import { BlogCard } from "@/components/sections/blog/BlogCard";
import { PageBanner } from "@/components/sections/PageBanner";
import { blogWords } from "@/content/blog";
import { pages } from "@/content/pages";
import type { BlogPost } from "@/content/types";

const page = pages.blogs;

/** The newest articles as cards (chosen by the route). */
export function BlogsPage({ posts }: { posts: BlogPost[] }) {
  return (
    <>
      <PageBanner heading={page.heading} intro={page.intro} banner={page.banner} />
      <section aria-label={blogWords.articles} className="py-16">
        <div className="container-page">
          <h2 className="sr-only">{blogWords.articles}</h2>
          <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {posts.map((post) => (
              <li key={post.id}>
                <BlogCard post={post} />
              </li>
            ))}
          </ul>
          <div className="mt-12 text-center">
            <ButtonLink href="/blogs-list" tone="navy">
              {blogWords.loadMore}
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
