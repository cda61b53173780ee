import type { APIRoute } from "astro";
import { deskDb, deskUser, DESK_HEADERS } from "@/lib/desk/http";
import { leadFile } from "@/lib/db/leads";
import { audit } from "@/lib/desk/audit";
import { safeFileName } from "@/lib/leads/safeFileName";

export const prerender = false;

// A lead's uploaded file, always as a download (never shown inline), with a safe name.
export const GET: APIRoute = (context) => {
  const user = deskUser(context).email;
  const reference = context.url.searchParams.get("ref") ?? "";
  const file = leadFile(deskDb(), reference);
  if (!file) return new Response("No such file", { status: 404, headers: DESK_HEADERS });
  audit(deskDb(), user, "file downloaded", reference);
  const name = safeFileName(file.name);
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      ...DESK_HEADERS,
      "Content-Type": "application/octet-stream",
      "Content-Disposition": `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
};
