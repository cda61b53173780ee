import { SiteImage } from "@/components/ui/SiteImage";
import { blogHref } from "@/content/blog";
import type { BlogPost } from "@/content/types";
import { ArrowRight } from "@/components/ui/icons";
import { ui } from "@/content/ui";

/** `priority`: the row is the first on the screen, so its photo is fetched early instead of lazily. */
export function BlogRow({ post, priority }: { post: BlogPost; priority?: boolean }) {
  return (
    <article
      className={`grid gap-6 rounded-2xl border border-steel-200 bg-white p-5 shadow-sm ${post.image ? "sm:grid-cols-[16rem_1fr]" : ""}`}
    >
      {post.image && (
        <SiteImage
          {...post.image}
          sizes="(min-width: 640px) 256px, 100vw"
          priority={priority}
          className="aspect-[8/5] w-full rounded-xl object-cover"
        />
      )}
      <div className="flex flex-col">
        <h2 className="text-xl font-bold">{post.title}</h2>
        <p className="mt-1 text-sm text-slate-600">{post.date}</p>
        <p className="mt-3 line-clamp-3 text-slate-700">{post.excerpt}</p>
        <a
          href={blogHref(post)}
          className="mt-4 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-accent-700 hover:underline"
        >
          {ui.readMore}
          <span className="sr-only">: {post.title}</span>
          <ArrowRight className="size-4" aria-hidden="true" />
        </a>
      </div>
    </article>
  );
}
