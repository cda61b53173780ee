import type { APIRoute } from "astro";
import { applicationDesk } from "@/lib/careers/applicationsDeskActions";
import { deskDb, deskUser } from "@/lib/desk/http";

export const prerender = false;

// An applicant's CV (role hr, lib/desk/areas.ts), always as a download with a safe name, audited.
export const GET: APIRoute = (context) =>
  applicationDesk.fileDownload(deskDb(), context.url, deskUser(context).email);
