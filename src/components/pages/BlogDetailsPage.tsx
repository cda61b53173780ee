import type { ReactNode } from "react";
import { JsonLd } from "@/components/JsonLd";
import { Sidebar } from "@/components/layout/Sidebar";
import { ArticleBody } from "@/components/sections/blog/ArticleBody";
import { BlogRow } from "@/components/sections/blog/BlogRow";
import { PageIntro } from "@/components/sections/PageIntro";
import { blogHref, blogWords } from "@/content/blog";
import { pages } from "@/content/pages";
import type { BlogPost, Publication } from "@/content/types";
import type { PublicArticle } from "@/lib/articles/publicView";
import { blogPostingLd, breadcrumbLd } from "@/lib/structuredData";

const page = pages.blogDetails;

/** Every article on the site, when no id is given. */
export function BlogIndex({ posts }: { posts: BlogPost[] }) {
  return (
    <>
      <PageIntro heading={page.heading} intro={page.intro} />
      <ul className="container-page max-w-5xl space-y-6 py-14">
        {posts.map((post, index) => (
          <li key={post.id}>
            <BlogRow post={post} priority={index === 0} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** One article; `newsletterForm` is the sidebar's island, placed by the route. */
export function BlogArticle({
  post,
  recent,
  newsletterForm,
}: {
  post: PublicArticle;
  recent: Publication[];
  newsletterForm: ReactNode;
}) {
  return (
    <>
      <JsonLd
        data={[
          blogPostingLd(post),
          breadcrumbLd([
            { name: blogWords.breadcrumb, path: "/blogs" },
            { name: post.title, path: blogHref(post) },
          ]),
        ]}
      />
      <PageIntro heading={post.title}>
        <p className="mt-3 text-slate-700">
          <time dateTime={post.isoDate}>{post.date}</time> · {post.byline}
        </p>
      </PageIntro>
      <div className="container-page grid items-start gap-10 py-12 lg:grid-cols-[2fr_1fr]">
        <ArticleBody post={post} />
        <Sidebar newsletterForm={newsletterForm} recent={recent} />
      </div>
    </>
  );
}
