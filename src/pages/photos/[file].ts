import type { APIRoute } from "astro";
import { parseVariantFileName, photoById, photoFiles, variantFileName } from "@/lib/photos";
import { responseBody } from "@/lib/platform/storage";
import { photoFileCaching } from "@/lib/routes/photoFile";

export const prerender = false;

const NOT_FOUND = () =>
  new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/**
 * /photos/{id}-{width}.{avif|webp}: a variant the photos table lists,
 * streamed from the server's files (photos/, lib/platform/storage). The name is matched whole (16 url-safe characters,
 * a width, a format), so no other file can be named. A photo taken off the
 * site is 404; one on the site never changes, so browsers keep it for a year
 * (lib/routes/photoFile.ts says which, and how long a removed photo an
 * article still shows is kept).
 */
export const GET: APIRoute = async ({ params }) => {
  const wanted = parseVariantFileName(params.file ?? "");
  if (!wanted) return NOT_FOUND();
  const photo = await photoById(wanted.id);
  const listed = photo?.variants.some(
    (v) => v.format === wanted.format && v.width === wanted.width,
  );
  if (!listed) return NOT_FOUND();
  const caching = await photoFileCaching(wanted.id);
  if (!caching) return NOT_FOUND();
  const file = await photoFiles().get(variantFileName(wanted.id, wanted));
  if (!file) return NOT_FOUND();
  return new Response(responseBody(file), {
    headers: {
      "Content-Type": `image/${wanted.format}`,
      "Content-Length": String(file.size),
      "Cache-Control": caching,
      "X-Content-Type-Options": "nosniff",
    },
  });
};
