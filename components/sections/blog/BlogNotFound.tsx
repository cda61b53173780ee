import { PageIntro } from "@/components/sections/PageIntro";
import { blogHref, blogPosts } from "@/content/blog";

/** An unknown article id: a 404 that lists every article. */
export function BlogNotFound() {
  return (
    <>
      <PageIntro
        heading="Article not found"
        intro="That article does not exist or has moved. Here are all our articles."
      />
      <ul className="container-page space-y-2 py-12">
        {blogPosts.map((post) => (
          <li key={post.id}>
            <a
              href={blogHref(post)}
              className="inline-flex min-h-10 items-center font-semibold text-navy-900 hover:text-accent-700 hover:underline"
            >
              {post.title}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
