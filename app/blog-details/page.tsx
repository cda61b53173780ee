import { SiteImage } from "@/components/ui/SiteImage";
import Link from "next/link";
import { notFound } from "next/navigation";
import { JsonLd } from "@/components/JsonLd";
import { Sidebar } from "@/components/layout/Sidebar";
import { BlogRow } from "@/components/sections/blog/BlogRow";
import { PageIntro } from "@/components/sections/PageIntro";
import { SocialIcon } from "@/components/ui/SocialIcon";
import { blogByline, blogDetailSections, blogHref, blogPosts, findPost } from "@/content/blog";
import { pages } from "@/content/pages";
import { site } from "@/content/site";
import { firstParam, type SearchParams } from "@/lib/params";
import { pageMetadata } from "@/lib/seo";
import { blogPostingLd, breadcrumbLd } from "@/lib/structuredData";

const page = pages.blogDetails;

async function selectPost(searchParams: SearchParams) {
  const id = firstParam((await searchParams).id);
  return id === undefined
    ? ({ kind: "index" } as const)
    : ({ kind: "post", post: findPost(id) } as const);
}

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }) {
  const selection = await selectPost(searchParams);
  if (selection.kind === "index") return pageMetadata(page);
  if (!selection.post) return { title: "Article not found", robots: { index: false } };
  const post = selection.post;
  return pageMetadata({
    title: post.title,
    description: post.excerpt,
    path: blogHref(post),
    type: "article",
  });
}

export default async function BlogDetailsPage({ searchParams }: { searchParams: SearchParams }) {
  const selection = await selectPost(searchParams);
  if (selection.kind === "index") {
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
  const post = selection.post;
  if (!post) notFound();
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
          <Link
            href="/blogs"
            className="mt-8 inline-flex min-h-11 items-center font-semibold text-accent-700 hover:underline"
          >
            ← All articles
          </Link>
        </article>
        <Sidebar />
      </div>
    </>
  );
}
