import { articleNotFound } from "@/content/pages";
import type { ReactNode } from "react";
import { JsonLd } from "@/components/JsonLd";
import { Sidebar } from "@/components/layout/Sidebar";
import { ArticleBody } from "@/components/sections/blog/ArticleBody";
import { BlogRow } from "@/components/sections/blog/BlogRow";
import { PageIntro } from "@/components/sections/PageIntro";
import { blogByline, blogHref, blogPosts, blogWords, findPost } from "@/content/blog";
import { pages } from "@/content/pages";
import type { BlogPost } from "@/content/types";
import { firstParam } from "@/lib/params";
import { pageMetadata, unlistedPage, type PageHead } from "@/lib/seo";
import { blogPostingLd, breadcrumbLd } from "@/lib/structuredData";

const page = pages.blogDetails;

/** ?id= picks a post; no id shows every post; an unknown id is a 404. */
export function selectPost(params: URLSearchParams) {
  const id = firstParam(params.get("id"));
  return id === undefined
    ? ({ kind: "index" } as const)
    : ({ kind: "post", post: findPost(id) } as const);
}

export type PostSelection = ReturnType<typeof selectPost>;

export function postHead(selection: PostSelection): PageHead {
  if (selection.kind === "index") return pageMetadata(page);
  if (!selection.post) return unlistedPage(articleNotFound.heading);
  const post = selection.post;
  return pageMetadata({
    title: post.title,
    description: post.excerpt,
    path: blogHref(post),
    type: "article",
  });
}

/** Every post, when no id is given. */
export function BlogIndex() {
  return (
    <>
      <PageIntro heading={page.heading} intro={page.intro} />
      <ul className="container-page max-w-5xl space-y-6 py-14">
        {blogPosts.map((post, index) => (
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
  newsletterForm,
}: {
  post: BlogPost;
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
          <time>{post.date}</time> · {blogByline}
        </p>
      </PageIntro>
      <div className="container-page grid items-start gap-10 py-12 lg:grid-cols-[2fr_1fr]">
        <ArticleBody post={post} />
        <Sidebar newsletterForm={newsletterForm} />
      </div>
    </>
  );
}
