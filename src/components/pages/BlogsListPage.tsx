import { BlogRow } from "@/components/sections/blog/BlogRow";
import { Pagination } from "@/components/sections/blog/Pagination";
import { PageBanner } from "@/components/sections/PageBanner";
import { BLOG_PAGE_SIZE, blogPosts } from "@/content/blog";
import { pages } from "@/content/pages";
import { firstParam } from "@/lib/params";
import { pageMetadata } from "@/lib/seo";
import { blogWords } from "@/content/blog";

const page = pages.blogsList;
export const metadata = pageMetadata(page);

const pageCount = Math.ceil(blogPosts.length / BLOG_PAGE_SIZE);

/** The list page that ?page= asks for (1 when absent), or undefined when there is no such page. */
export function selectListPage(params: URLSearchParams): number | undefined {
  const raw = firstParam(params.get("page")) ?? "1";
  const current = /^\d+$/.test(raw) ? Number(raw) : NaN;
  return current >= 1 && current <= pageCount ? current : undefined;
}

export function BlogsListPage({ current }: { current: number }) {
  const shown = blogPosts.slice((current - 1) * BLOG_PAGE_SIZE, current * BLOG_PAGE_SIZE);
  return (
    <>
      <PageBanner heading={page.heading} intro={page.intro} banner={page.banner} />
      <section aria-label={blogWords.listLabel} className="py-16">
        <div className="container-page max-w-5xl space-y-8">
          <ul className="space-y-6">
            {shown.map((post) => (
              <li key={post.id}>
                <BlogRow post={post} />
              </li>
            ))}
          </ul>
          <Pagination page={current} pageCount={pageCount} path={page.path} />
        </div>
      </section>
    </>
  );
}
