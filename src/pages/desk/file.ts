import type { APIRoute } from "astro";
import { deskUser } from "@/lib/desk/http";
import { leadDesk } from "@/lib/leads/deskActions";

export const prerender = false;

// A lead's uploaded file, always as a download (never shown inline), with a safe name; audited.
export const GET: APIRoute = (context) =>
  leadDesk.fileDownload(context.url, deskUser(context).email);
