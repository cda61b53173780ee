import { SiteImage } from "@/components/ui/SiteImage";
import { SocialIcon } from "@/components/ui/SocialIcon";
import { blogDetailSections, blogWords } from "@/content/blog";
import { site } from "@/content/site";
import { ui } from "@/content/ui";
import type { PublicArticle } from "@/lib/articles/publicView";

/** The look of an article's own Markdown (rendered and sanitised on the server); the editor's live preview uses it too. */
export const prose = [
  "mt-8 text-lg leading-relaxed text-slate-700",
  "[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-navy-900",
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-navy-900",
  "[&_h4]:mt-6 [&_h4]:font-bold [&_p]:mt-4 [&_li]:mt-1",
  "[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6",
  "[&_a]:font-semibold [&_a]:text-accent-700 [&_a]:underline",
  "[&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-steel-200 [&_blockquote]:pl-4",
  "[&_table]:mt-6 [&_table]:block [&_table]:overflow-x-auto [&_table]:text-base",
  "[&_th]:border [&_th]:border-steel-200 [&_th]:bg-steel-50 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left",
  "[&_td]:border [&_td]:border-steel-200 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top",
  "[&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl [&_picture]:mt-6 [&_picture]:block",
  "[&_code]:rounded [&_code]:bg-steel-50 [&_code]:px-1",
].join(" ");

/**
 * An article's picture, excerpt, own body, share links and the way back; the
 * specification's eight articles also keep the lab's standing sections after their body.
 */
export function ArticleBody({ post }: { post: PublicArticle }) {
  return (
    <article className="min-w-0">
      {post.image && (
        <SiteImage
          {...post.image}
          priority
          sizes="(min-width: 1024px) 60vw, 100vw"
          className="mb-8 w-full rounded-2xl"
        />
      )}
      <p className="text-xl leading-relaxed text-slate-800">{post.excerpt}</p>
      {/* eslint-disable-next-line react/no-danger -- Markdown rendered and sanitised on the server (lib/articles/markdown.ts): no script, no raw HTML */}
      <div className={prose} dangerouslySetInnerHTML={{ __html: post.bodyHtml }} />
      {post.standingSections &&
        blogDetailSections.map((section) => (
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
        <span className="font-semibold text-navy-900">{blogWords.share}</span>
        <ul className="flex gap-3">
          {site.social.map((s) => (
            <li key={s.name}>
              <a
                href={s.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={ui.newTab(s.name)}
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
        {blogWords.allArticles}
      </a>
    </article>
  );
}
