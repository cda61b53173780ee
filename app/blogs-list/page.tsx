import { notFound } from "next/navigation";
import { BlogRow } from "@/components/sections/blog/BlogRow";
import { Pagination } from "@/components/sections/blog/Pagination";
import { PageBanner } from "@/components/sections/PageBanner";
import { BLOG_PAGE_SIZE, blogPosts } from "@/content/blog";
import { pages } from "@/content/pages";
import { firstParam, type SearchParams } from "@/lib/params";
import { pageMetadata } from "@/lib/seo";

const page = pages.blogsList;
export const metadata = pageMetadata(page);

export default async function BlogsListPage({ searchParams }: { searchParams: SearchParams }) {
  const pageCount = Math.ceil(blogPosts.length / BLOG_PAGE_SIZE);
  const raw = firstParam((await searchParams).page) ?? "1";
  const current = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!(current >= 1 && current <= pageCount)) notFound();
  const shown = blogPosts.slice((current - 1) * BLOG_PAGE_SIZE, current * BLOG_PAGE_SIZE);
  return (
    <>
      <PageBanner heading={page.heading} intro={page.intro} banner={page.banner} />
      <section aria-label="Article list" className="py-16">
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
