import type { APIRoute } from "astro";
import { signOut } from "@/lib/desk/accounts";
import { audit } from "@/lib/desk/audit";
import { clearSessionCookie, crossSite, currentUser, deskDb, sessionToken } from "@/lib/desk/http";

export const prerender = false;

export const POST: APIRoute = (context) => {
  if (crossSite(context)) return new Response(null, { status: 403 });
  const user = currentUser(context);
  signOut(deskDb(), sessionToken(context));
  if (user) audit(deskDb(), user, "signed out");
  clearSessionCookie(context);
  return context.redirect("/desk/sign-in", 303);
};
