import type { APIRoute } from "astro";
import { cvAnswer } from "@/lib/careers/applicationsDeskActions";
import { deskUser } from "@/lib/desk/http";

export const prerender = false;

// An applicant's CV (role hr, lib/desk/areas.ts): a download with a safe name, or with ?open=1 a
// PDF shown in the browser's viewer, sandboxed; audited.
export const GET: APIRoute = (context) => cvAnswer(context.url, deskUser(context).email);
