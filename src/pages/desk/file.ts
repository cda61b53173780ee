import { recordIdOf } from "@/lib/desk/recordId";
import type { APIRoute } from "astro";
import { desk } from "@/content/desk";
import { deskDb, deskUser, DESK_HEADERS, visitorFileDownload } from "@/lib/desk/http";
import { leadFile } from "@/lib/db/leads";
import { audit } from "@/lib/desk/audit";

export const prerender = false;

// A lead's uploaded file, always as a download (never shown inline), with a safe name.
export const GET: APIRoute = (context) => {
  const user = deskUser(context).email;
  const reference = recordIdOf(context.url);
  const file = leadFile(deskDb(), reference);
  if (!file) return new Response(desk.lead.noFile, { status: 404, headers: DESK_HEADERS });
  audit(deskDb(), user, "file downloaded", reference);
  return visitorFileDownload(file.name, file.bytes);
};
