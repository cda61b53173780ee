import { BlogRow } from "@/components/sections/blog/BlogRow";
import { Pagination } from "@/components/sections/blog/Pagination";
import { PageBanner } from "@/components/sections/PageBanner";
import { pages } from "@/content/pages";
import type { ListPage } from "@/lib/routes/blog";
import { blogWords } from "@/content/blog";

const page = pages.blogsList;

/** One page of the article list, chosen by the route (lib/routes/blog). */
export function BlogsListPage({ list }: { list: ListPage }) {
  return (
    <>
      <PageBanner heading={page.heading} intro={page.intro} banner={page.banner} />
      <section aria-label={blogWords.listLabel} className="py-16">
        <div className="container-page max-w-5xl space-y-8">
          <ul className="space-y-6">
            {list.posts.map((post) => (
              <li key={post.id}>
                <BlogRow post={post} />
              </li>
            ))}
          </ul>
          <Pagination page={list.current} pageCount={list.pageCount} path={page.path} />
        </div>
      </section>
    </>
  );
}
