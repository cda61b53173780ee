import { SiteImage } from "@/components/ui/SiteImage";
import { SocialIcon } from "@/components/ui/SocialIcon";
import { blogDetailSections, blogWords } from "@/content/blog";
import { site } from "@/content/site";
import type { BlogPost } from "@/content/types";
import { ui } from "@/content/ui";

/** A post's picture, text, share links and the way back to every article. */
export function ArticleBody({ post }: { post: BlogPost }) {
  return (
    <article className="min-w-0">
      <SiteImage
        {...post.image}
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
