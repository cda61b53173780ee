import { ButtonLink } from "@/components/ui/ButtonLink";
import { BlogCard } from "@/components/sections/blog/BlogCard";
import { PageBanner } from "@/components/sections/PageBanner";
import { blogPosts, blogWords } from "@/content/blog";
import { pages } from "@/content/pages";

const page = pages.blogs;

export function BlogsPage() {
  return (
    <>
      <PageBanner heading={page.heading} intro={page.intro} banner={page.banner} />
      <section aria-label={blogWords.articles} className="py-16">
        <div className="container-page">
          <h2 className="sr-only">{blogWords.articles}</h2>
          <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {blogPosts.map((post) => (
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
