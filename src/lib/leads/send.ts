import type { StorageProvider } from "@emailjs/browser";
import { LEAD_REFERENCE } from "@/content/forms";
import { emailConfig } from "@/lib/env/public";
import { formTemplate, type FormKey } from "./options";

/**
 * The one browser sender of every lead form (client-only: call it from an event
 * handler of a client component).
 *
 * It speaks the e-mail provider's protocol through @emailjs/browser 4.4.1.
 * With no provider key configured, emailConfig.origin is "" and the library
 * posts to this site's own lead inbox at /api/v1.0/email/send-form
 * (4.4.1 builds the URL as `store.origin + path`, and its init does
 * `store.origin = options.origin || origin`, so the empty origin must be
 * passed as init's SECOND argument: an empty options.origin would fall back
 * to the default https://api.emailjs.com).
 */

export type SendResult =
  { ok: true; reference?: string } | { ok: false; status?: number; text?: string };

/** Shared with the inbox: the success text is "OK" or "OK LEAD-2026-000042". */
const SUCCESS_REFERENCE = new RegExp(`^OK\\s+(${LEAD_REFERENCE.source})\\s*$`);

export const RATE_LIMIT_ID = "malwa-electrotest";
export const RATE_LIMIT_THROTTLE_MS = 1000;

/**
 * localStorage for the library's rate limit, tolerant of it being missing or
 * throwing (private browsing, disabled cookies, quota): falls back to memory.
 */
export function createSafeStorage(): StorageProvider {
  const memory = new Map<string, string>();
  const local = (): Storage | undefined => {
    try {
      return typeof window === "undefined" ? undefined : window.localStorage;
    } catch {
      return undefined;
    }
  };
  return {
    get: async (key) => {
      try {
        const value = local()?.getItem(key);
        if (value !== null && value !== undefined) return value;
      } catch {
        // fall through to memory
      }
      return memory.get(key) ?? null;
    },
    set: async (key, value) => {
      memory.set(key, value);
      try {
        local()?.setItem(key, value);
      } catch {
        // memory keeps it
      }
    },
    remove: async (key) => {
      memory.delete(key);
      try {
        local()?.removeItem(key);
      } catch {
        // nothing to do
      }
    },
  };
}

let library: Promise<typeof import("@emailjs/browser")> | undefined;

/** The e-mail library, loaded on the first send (it is not needed to render a form), and initialised once. */
function emailLibrary() {
  library ??= import("@emailjs/browser").then((emailjs) => {
    emailjs.init(
      {
        publicKey: emailConfig.publicKey,
        blockHeadless: false,
        limitRate: { id: RATE_LIMIT_ID, throttle: RATE_LIMIT_THROTTLE_MS },
        storageProvider: createSafeStorage(),
      },
      emailConfig.origin,
    );
    return emailjs;
  });
  return library;
}

/** "OK LEAD-2026-000042" -> "LEAD-2026-000042"; anything else -> undefined. */
export function parseReference(text: unknown): string | undefined {
  if (typeof text !== "string") return undefined;
  return SUCCESS_REFERENCE.exec(text.trim())?.[1];
}

/** The refusal's own words (the inbox says why a file was refused). */
function textOf(error: unknown): string | undefined {
  if (typeof error === "object" && error !== null && "text" in error) {
    const text = (error as { text: unknown }).text;
    if (typeof text === "string") return text.slice(0, 500);
  }
  return undefined;
}

function statusOf(error: unknown): number | undefined {
  if (typeof error === "object" && error !== null && "status" in error) {
    const status = (error as { status: unknown }).status;
    if (typeof status === "number") return status;
  }
  return undefined;
}

/**
 * Sends the form's named controls (files included) as the lead of `form`.
 * Never throws: every failure (HTTP error status, network TypeError, the
 * library's string rejections, rate limit 429) resolves to `{ ok: false }`.
 */
export async function sendLead(form: FormKey, element: HTMLFormElement): Promise<SendResult> {
  // The inbox tells the consultation and hero forms apart by form_name: make sure it is there.
  let added: HTMLInputElement | undefined;
  try {
    const { sendForm } = await emailLibrary();
    const template = emailConfig.templates[formTemplate[form]];
    if (!element.elements.namedItem("form_name")) {
      added = element.ownerDocument.createElement("input");
      added.type = "hidden";
      added.name = "form_name";
      added.value = form;
      element.appendChild(added);
    }
    const response = await sendForm(template.serviceId, template.templateId, element);
    const reference = parseReference(response.text);
    return reference ? { ok: true, reference } : { ok: true };
  } catch (error) {
    const status = statusOf(error);
    const text = textOf(error);
    return {
      ok: false,
      ...(status === undefined ? {} : { status }),
      ...(text === undefined ? {} : { text }),
    };
  } finally {
    added?.remove();
  }
}
