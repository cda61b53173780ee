import type { APIRoute } from "astro";
import { signOut } from "@/lib/desk/sessions";
import { recordAudit } from "@/lib/platform/audit/store";
import { clearSessionCookie, deskUser, sessionToken } from "@/lib/desk/http";

export const prerender = false;

export const POST: APIRoute = async (context) => {
  const user = deskUser(context).email;
  await signOut(sessionToken(context));
  await recordAudit(user, "signed out");
  clearSessionCookie(context);
  return context.redirect("/desk/sign-in", 303);
};
