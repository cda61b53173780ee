import type { APIRoute } from "astro";
import { applicationsDesk } from "@/content/applicationsDesk";
import { applicationCv } from "@/lib/careers/applications";
import { audit } from "@/lib/desk/audit";
import { deskDb, deskUser, DESK_HEADERS, visitorFileDownload } from "@/lib/desk/http";

export const prerender = false;

// An applicant's CV (role hr, lib/desk/access.ts), always as a download with a safe name, audited.
export const GET: APIRoute = (context) => {
  const who = deskUser(context).email;
  const reference = context.url.searchParams.get("id")?.slice(0, 40) ?? "";
  const cv = applicationCv(deskDb(), reference);
  if (!cv) return new Response(applicationsDesk.noCv, { status: 404, headers: DESK_HEADERS });
  audit(deskDb(), who, "CV downloaded", reference);
  return visitorFileDownload(cv.name, cv.bytes);
};
