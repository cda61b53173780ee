import { leadContact } from "@/content/forms";
import { noticeVersion } from "@/content/privacy";
import { endPendingMailTo } from "@/lib/platform/mail/store";
import {
  emailKeyOf,
  insertConsent,
  NEWSLETTER_MAIL,
  type ConsentLanguage,
  type NewConsent,
} from "./store";

export { NEWSLETTER_MAIL };

/**
 * What a person agreed to when they sent a form (issue 54 item 2): written
 * in the same transaction as the lead or application it came with
 * (lib/leads/store.ts insertLead, lib/careers/store.ts insertApplication).
 * Answering an enquiry, a test request or an application rests on the
 * person's own request; the newsletter on its own consent. Both are recorded
 * with the notice's version and language, so a record says what they saw.
 */

/** What a form's data is used for, as its consent records name it. */
export type ConsentPurpose =
  "enquiry" | "test-request" | "recalibration" | "application" | "newsletter";

export const NEWSLETTER: ConsentPurpose = "newsletter";

export function purposeOfForm(form: string): ConsentPurpose {
  switch (form) {
    case "newsletter":
      return "newsletter";
    case "request":
      return "test-request";
    case "recalibration":
      return "recalibration";
    case "application":
      return "application";
    default:
      return "enquiry";
  }
}

/** The notice's language from the page the form was posted from (a Hindi page is under /hi/). */
export function languageOfPage(page: string | null | undefined): ConsentLanguage {
  if (!page) return "en";
  try {
    return /^\/hi(\/|$)/.test(new URL(page, "http://x").pathname) ? "hi" : "en";
  } catch {
    return "en";
  }
}

export interface Submitted {
  form: string;
  email: string;
  reference: string | null;
  at: Date;
  language?: ConsentLanguage | undefined;
}

/** The record of a form sent; none without an address (nobody to name). */
export function consentOfSubmission(s: Submitted): NewConsent | undefined {
  const email = s.email.trim();
  if (!email) return undefined;
  return {
    email,
    purpose: purposeOfForm(s.form),
    form: s.form,
    noticeVersion,
    language: s.language ?? "en",
    given: true,
    at: s.at,
    reference: s.reference,
  };
}

/** Records a lead's consent (inside insertLead's transaction). */
export async function recordLeadConsent(
  lead: { form: string; fields: Record<string, unknown>; language?: ConsentLanguage | undefined },
  reference: string,
  at: Date,
): Promise<void> {
  const consent = consentOfSubmission({
    form: lead.form,
    email: leadContact(lead.fields).email,
    reference,
    at,
    language: lead.language,
  });
  if (consent) await insertConsent(consent);
}

/** Records a job application's consent (inside insertApplication's transaction). */
export async function recordApplicationConsent(
  email: string,
  reference: string,
  at: Date,
  language?: ConsentLanguage,
): Promise<void> {
  const consent = consentOfSubmission({
    form: "application",
    email,
    reference,
    at,
    language,
  });
  if (consent) await insertConsent(consent);
}

/**
 * A withdrawal: a new record, never a change to the one before. A newsletter
 * withdrawn also ends its issues still waiting in the outbox (a retry after
 * a failed try), so none reaches the person afterwards.
 */
export async function recordWithdrawal(
  email: string,
  purpose: ConsentPurpose,
  at: Date,
  language: ConsentLanguage = "en",
): Promise<void> {
  await insertConsent({
    email,
    purpose,
    form: "choices",
    noticeVersion,
    language,
    given: false,
    at,
    reference: null,
  });
  if (purpose === NEWSLETTER) await endPendingMailTo(NEWSLETTER_MAIL, [emailKeyOf(email)]);
}
