import type { APIRoute } from "astro";
import { applicationsDesk } from "@/content/applicationsDesk";
import { applicationCv } from "@/lib/careers/applications";
import { audit } from "@/lib/desk/audit";
import { deskDb, deskUser, DESK_HEADERS } from "@/lib/desk/http";
import { safeFileName } from "@/lib/leads/safeFileName";

export const prerender = false;

// An applicant's CV (role hr, lib/desk/access.ts), always as a download with a safe name, audited.
export const GET: APIRoute = (context) => {
  const who = deskUser(context).email;
  const reference = context.url.searchParams.get("id")?.slice(0, 40) ?? "";
  const cv = applicationCv(deskDb(), reference);
  if (!cv) return new Response(applicationsDesk.noCv, { status: 404, headers: DESK_HEADERS });
  audit(deskDb(), who, "CV downloaded", reference);
  const name = safeFileName(cv.name);
  return new Response(new Uint8Array(cv.bytes), {
    headers: {
      ...DESK_HEADERS,
      "Content-Type": "application/octet-stream",
      "Content-Disposition": `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
};
