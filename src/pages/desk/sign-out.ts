import type { APIRoute } from "astro";
import { audit } from "@/lib/desk/audit";
import { signOut } from "@/lib/desk/sessions";
import { clearSessionCookie, deskDb, deskUser, sessionToken } from "@/lib/desk/http";

export const prerender = false;

export const POST: APIRoute = (context) => {
  const user = deskUser(context).email;
  signOut(deskDb(), sessionToken(context));
  audit(deskDb(), user, "signed out");
  clearSessionCookie(context);
  return context.redirect("/desk/sign-in", 303);
};
