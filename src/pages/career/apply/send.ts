import type { APIRoute } from "astro";
import { answerApplication } from "@/lib/careers/applyAnswer";

export const prerender = false;

/** The English apply form's post (lib/careers/applyAnswer.ts). */
export const POST: APIRoute = (context) => answerApplication(context, "en");
