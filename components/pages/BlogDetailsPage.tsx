import { articleNotFound } from "@/content/pages";
import { SiteImage } from "@/components/ui/SiteImage";
import type { ReactNode } from "react";
import { JsonLd } from "@/components/JsonLd";
import { Sidebar } from "@/components/layout/Sidebar";
import { BlogRow } from "@/components/sections/blog/BlogRow";
import { PageIntro } from "@/components/sections/PageIntro";
import { SocialIcon } from "@/components/ui/SocialIcon";
import { blogByline, blogDetailSections, blogHref, blogPosts, findPost } from "@/content/blog";
import { pages } from "@/content/pages";
import type { BlogPost } from "@/content/types";
import { site } from "@/content/site";
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
            { name: "Blogs", path: "/blogs" },
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
        <article className="min-w-0">
          <SiteImage
            src={post.image.src}
            alt={post.image.alt}
            width={post.image.width}
            height={post.image.height}
            priority
            sizes="(min-width: 1024px) 60vw, 100vw"
            className="w-full rounded-2xl"
          />
          <p className="mt-8 text-xl leading-relaxed text-slate-800">{post.excerpt}</p>
          {blogDetailSections.map((section) => (
            <section key={section.heading} className="mt-10">
              <h2 className="text-2xl font-bold">{section.heading}</h2>
              {section.paragraphs.map((p) => (
                <p key={p} className="mt-4 text-lg leading-relaxed text-slate-700">
                  {p}
                </p>
              ))}
            </section>
          ))}
          <div className="mt-12 flex items-center gap-4 border-t border-steel-200 pt-6">
            <span className="font-semibold text-navy-900">Share</span>
            <ul className="flex gap-3">
              {site.social.map((s) => (
                <li key={s.name}>
                  <a
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${s.name} (opens in a new tab)`}
                    className="inline-flex size-11 items-center justify-center rounded-full border border-steel-200 text-navy-900 hover:border-accent-600 hover:text-accent-700"
                  >
                    <SocialIcon name={s.name} className="size-5" aria-hidden="true" />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <a
            href="/blogs"
            className="mt-8 inline-flex min-h-11 items-center font-semibold text-accent-700 hover:underline"
          >
            ← All articles
          </a>
        </article>
        <Sidebar newsletterForm={newsletterForm} />
      </div>
    </>
  );
}
