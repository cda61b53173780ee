import type { AstroGlobal } from "astro";
import { labNow } from "@/lib/clock";
import { bodyTooLarge } from "@/lib/desk/bodyLimit";
import { serverEnv } from "@/lib/env/server";
import { isCrossSite } from "@/lib/http/origin";
import { setStatus, textResponse } from "@/lib/http/responses";
import type { ContactPerson } from "./store";
import { contactPerson } from "./contact";
import { confirmLink, linkIsLive, submitRequest } from "./intake";
import { formValues } from "./schema";
import { privacyClient, privacyIntake } from "./server";
import type { RequestLanguage } from "./words";

/**
 * The work of /privacy/request and /privacy/request/confirm, and of their
 * Hindi twins: each route is the page in its language, this is what it does.
 */

/** The form's post is small: an address, a kind, at most 2,000 characters of details, a reference. */
const FORM_BODY_LIMIT = 16 * 1024;
const CONFIRM_BODY_LIMIT = 1024;

export type RequestAnswer =
  | { kind: "link-sent"; email: string }
  | { kind: "opened"; reference: string; answerBy: string }
  | { kind: "busy" };

export interface RequestPageState {
  values: Record<string, string>;
  errors: Record<string, string>;
  /** The answer above the form after a post. */
  answer?: RequestAnswer | undefined;
  contact: ContactPerson;
}

/** The form's page: a GET shows it; a POST is checked (in the page's language) and answered. */
export async function requestPage(
  page: AstroGlobal,
  language: RequestLanguage,
): Promise<Response | RequestPageState> {
  const state: RequestPageState = { values: {}, errors: {}, contact: await contactPerson() };
  if (page.request.method !== "POST") return state;
  if (isCrossSite(page.request, serverEnv.SITE_URL)) return textResponse(403, "");
  if (await bodyTooLarge(page.request, FORM_BODY_LIMIT)) return textResponse(413, "");
  const form = await page.request.formData().catch(() => new FormData());
  const result = await submitRequest(
    formValues(form),
    privacyClient(page),
    privacyIntake(),
    language,
  );
  if (result.outcome === "invalid") {
    setStatus(page.response, 400);
    return { ...state, values: result.values, errors: result.errors };
  }
  if (result.outcome === "busy") {
    setStatus(page.response, 429);
    page.response.headers.set("Retry-After", "3600");
    return { ...state, answer: { kind: "busy" } };
  }
  if (result.outcome === "opened")
    return {
      ...state,
      answer: { kind: "opened", reference: result.reference, answerBy: result.answerBy },
    };
  return { ...state, answer: { kind: "link-sent", email: result.email } };
}

export interface ConfirmPageState {
  token: string | undefined;
  opened?: { reference: string; answerBy: string } | undefined;
}

/*
 * The e-mailed link: its GET shows one button (nothing is opened, so a mail
 * scanner opens nothing); the button's post takes the link once and opens the
 * request. A used, ended or unknown link says so (410). The request keeps the
 * language it was made in, whichever page's button is pressed.
 */
export async function confirmPage(page: AstroGlobal): Promise<Response | ConfirmPageState> {
  let state: ConfirmPageState = { token: undefined };
  if (page.request.method === "POST") {
    if (isCrossSite(page.request, serverEnv.SITE_URL)) return textResponse(403, "");
    if (await bodyTooLarge(page.request, CONFIRM_BODY_LIMIT)) return textResponse(413, "");
    const form = await page.request.formData().catch(() => new FormData());
    state = { token: undefined, opened: await confirmLink(form.get("token"), privacyIntake()) };
  } else {
    const asked = page.url.searchParams.get("token") ?? "";
    state = { token: (await linkIsLive(asked, labNow())) ? asked : undefined };
  }
  if (!state.opened && !state.token) setStatus(page.response, 410);
  return state;
}
