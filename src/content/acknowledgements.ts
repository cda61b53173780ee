import { applicationWords } from "./forms/application";
import { leadFormNames } from "./leadNotification";
import { nextSteps } from "./messageResult";
import { recalibrationWords } from "./portalInstruments";
import { labSignature, site } from "./site";
import type { FormKey, SiteFormKey } from "./forms";

/**
 * The e-mail every person who sends the lab something receives back (issue
 * 49): what they sent, their reference, what happens next and when, and how to
 * reach the lab; Reply-To the lab's own inbox. A newsletter sign-up gets none
 * here (its confirmation belongs with its consent and unsubscribe).
 */

/** What happens next after each kind of message, as the form's page says it. */
export const acknowledgedNext: Record<Exclude<FormKey, "newsletter"> | SiteFormKey, string> & {
  application: string;
} = {
  consultation: nextSteps.consultation,
  hero: nextSteps.hero,
  feedback: nextSteps.feedback,
  appointment: nextSteps.appointment,
  enquiry: nextSteps.enquiry,
  serviceConsultation: nextSteps.serviceConsultation,
  request: nextSteps.request,
  recalibration: recalibrationWords.sent.next,
  application: applicationWords.next,
};

/** The forms whose senders hear back. */
export const acknowledgesForm = (form: string): boolean =>
  form !== "newsletter" && Object.hasOwn(acknowledgedNext, form);

/** The lab's inbox a reply reaches (Reply-To), one fact with the site's contact address. */
export const acknowledgementReplyTo = (kind: "lead" | "application") =>
  kind === "application" ? site.careersEmail : site.email;

/** The server's start-up lines about the acknowledgements. */
const lines = (who: string) => ({
  on: `Acknowledgements are on: ${who} hears back by e-mail.`,
  off: `Acknowledgements are off: set SMTP_URL and LEADS_NOTIFY_FROM so that ${who} hears back by e-mail.`,
});
export const acknowledgementLines = {
  leads: lines("everyone who sends a form"),
  applications: lines("everyone who applies for a job"),
};

/** The words of an acknowledgement (a Hindi one: src/content/hi/acknowledgements.ts). */
export interface AcknowledgementWords {
  subject: (what: string, reference: string) => string;
  greeting: (name: string) => string;
  received: (what: string, when: string) => string;
  reference: string;
  referenceHint: string;
  next: string;
  youSent: string;
  attached: (name: string) => string;
  reply: string;
  choices: string;
  signature: readonly string[];
  application: string;
  formName: (form: string) => string;
  general: string;
}

export const acknowledgementWords: AcknowledgementWords = {
  subject: (what: string, reference: string) =>
    `${site.name} received your ${what.toLowerCase()} (${reference})`,
  greeting: (name: string) => (name ? `Dear ${name},` : "Hello,"),
  received: (what: string, when: string) =>
    `Thank you: your ${what.toLowerCase()} reached ${site.name} on ${when}.`,
  reference: "Your reference",
  referenceHint: "Please quote it if you call or write to us about it.",
  next: "What happens next",
  youSent: "What you sent",
  attached: (name: string) => `Attached: ${name}, as the lab received it.`,
  reply: "To add something or ask a question, reply to this e-mail: it reaches the lab's team.",
  /** The link to the person's choices (what they agreed to, withdrawing it). */
  choices: "What you agreed to, and your choices",
  signature: labSignature,
  /** What a job application is called in its acknowledgement. */
  application: "Job application",
  formName: (form: string) => leadFormNames[form as FormKey] ?? "Message",
  /** The line under an application's rows when it names an opening, or not. */
  general: "General application",
};
