import { SiteImage } from "@/components/ui/SiteImage";
import { blogHref } from "@/content/blog";
import type { BlogPost } from "@/content/types";
import { Calendar } from "@/components/ui/icons";

export function BlogCard({ post }: { post: BlogPost }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-steel-200 bg-white shadow-sm hover:shadow-lg">
      {post.image && (
        <SiteImage
          {...post.image}
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
          className="aspect-[8/5] w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col p-5">
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Calendar className="size-4" aria-hidden="true" />
          {post.date}
        </p>
        <h3 className="mt-2 text-lg font-bold">
          <a href={blogHref(post)} className="after:absolute after:inset-0 hover:text-accent-700">
            {post.title}
          </a>
        </h3>
        <p className="mt-2 line-clamp-3 text-slate-700">{post.excerpt}</p>
      </div>
    </article>
  );
}
