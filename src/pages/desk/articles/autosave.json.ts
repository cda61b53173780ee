import type { APIRoute } from "astro";
import { autosave } from "@/lib/articles/editorLive";
import { AUTOSAVE_AFTER_MS } from "@/lib/articles/editorTiming";
import { deskJson, deskUser } from "@/lib/desk/http";

export const prerender = false;

/** How long after the last key the editor saves a draft by itself. */
export const GET: APIRoute = () => deskJson({ afterMs: AUTOSAVE_AFTER_MS });

/**
 * A draft saved by the editor by itself (role content, lib/desk/areas.ts): the
 * form without its cover file; only drafts, never over a newer save
 * (lib/articles/editorLive.ts).
 */
export const POST: APIRoute = async (context) => {
  const answer = await autosave(context.request, deskUser(context).email, new Date());
  return deskJson(answer.body, answer.status);
};
