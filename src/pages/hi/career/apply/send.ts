import type { APIRoute } from "astro";
import { answerApplication } from "@/lib/careers/applyAnswer";

export const prerender = false;

/** The Hindi apply form's post: the same inbox; the result pages in Hindi. */
export const POST: APIRoute = (context) => answerApplication(context, "hi");
