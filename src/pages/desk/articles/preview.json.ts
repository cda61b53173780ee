import type { APIRoute } from "astro";
import { livePreview } from "@/lib/articles/editorLive";
import { MAX_BODY } from "@/lib/articles/form";
import { deskJson } from "@/lib/desk/http";

export const prerender = false;

/** What the editor's preview may send: the body's limit, checked again on POST. */
export const GET: APIRoute = () => deskJson({ maxChars: MAX_BODY });

/**
 * The editor's live preview (role content, lib/desk/areas.ts): `{ body, cover }`
 * as JSON, answered as the site renders it (lib/articles/editorLive.ts).
 */
export const POST: APIRoute = async ({ request }) => {
  const answer = await livePreview(request);
  return deskJson(answer.body, answer.status);
};
