import type { APIRoute } from "astro";
import { deskUser, DESK_HEADERS } from "@/lib/desk/http";
import { deskRefusal } from "@/lib/platform/convention/errors";
import { postedPhotoForm, uploadPhoto } from "@/lib/photos/deskActions";
import { ARTICLE_ALBUM } from "@/lib/photos/albums";
import { MAX_ALT_CHARS, MAX_PHOTO_BYTES } from "@/lib/photos/limits";

export const prerender = false;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { ...DESK_HEADERS, "Content-Type": "application/json; charset=utf-8" },
  });

/** What the editor may send: its file input's accept list and the limits, checked again on POST. */
export const GET: APIRoute = () =>
  json({
    accept: ["image/jpeg", "image/png", "image/webp"],
    maxBytes: MAX_PHOTO_BYTES,
    maxAltChars: MAX_ALT_CHARS,
  });

/**
 * The article editor's picture button: a multipart file, alt and caption
 * (album "article" unless named), checked and made as on /desk/photos.
 * Answers the photo's Markdown, or { error } with a 4xx status.
 */
export const POST: APIRoute = async (context) => {
  try {
    const form = await postedPhotoForm(context.request);
    if (!form.get("album")) form.set("album", ARTICLE_ALBUM);
    const photo = await uploadPhoto(form, deskUser(context).email);
    const alt = photo.alt.replace(/[[\]\\]/g, "\\$&");
    return json({ id: photo.id, alt: photo.alt, markdown: `![${alt}](/photos/${photo.id})` });
  } catch (caught) {
    const refusal = deskRefusal(caught);
    return json({ error: refusal.message }, refusal.status);
  }
};
