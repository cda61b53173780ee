import { formWords, isFormKey, isLeadReference, leadForms, upload, type FormKey } from "./forms";

/**
 * The pages a lead form lands on when the browser posted it itself (before the
 * page's script ran, or without it): /message-sent and /message-not-sent.
 * Both are kept out of search results and the sitemap.
 */

const problems = {
  invalid:
    "Some details were missing or not in the form we need: a name, a valid e-mail address and a phone number, and for some forms a service, a date or a rating.",
  "too-large": `The attached file is larger than ${upload.maxMegabytes} MB, or a field is too long.`,
  "file-type": "The attached file must be a PDF, DOC or DOCX document.",
  "file-unsafe":
    "The attached file contains active content (macros, scripts or an embedded file), which we cannot accept for security reasons. Please send it as a plain PDF or DOCX.",
  "file-unchecked":
    "We could not check the attached file in time. Please send it again as a plain PDF, or try again in a minute.",
  busy: "We received many messages from your connection in the last minute. Please wait a minute before sending again.",
  sending:
    "Your connection is already sending us other forms. Please wait until they have gone through, then send this one again in a few seconds.",
  full: "Our inbox is receiving many messages just now. Please send yours again in a few seconds.",
  server: "Our server could not store your message just now.",
} as const;

/** Why a lead sent without the page's script was not stored. */
export type MessageProblem = keyof typeof problems;

/**
 * What happens after each form is sent, and when: said under the form's own
 * success words, in the page and on /message-sent.
 */
export const nextSteps: Record<FormKey, string> = {
  consultation: "An engineer will reply by e-mail or phone within one working day.",
  hero: "An engineer will reply by e-mail or phone within one working day.",
  feedback:
    "Our quality manager reads every review; if anything needs putting right, we will contact you within two working days.",
  appointment:
    "We will call you within one working day to confirm the date and time, or to offer the nearest free slot.",
  enquiry:
    "An engineer will review your requirement and send a test plan and quotation within 24 working hours.",
  serviceConsultation:
    "A consultant will reply by e-mail within one working day to arrange a call.",
  newsletter: "The first issue reaches your inbox at the start of next month.",
  request:
    "An engineer will review the tests and the sample, then confirm the price and the dates by e-mail within two working days.",
};

export const messageSent = {
  path: "/message-sent",
  title: "Message sent",
  heading: "Thank you, your message has reached us",
  /** Where the reference number is named, after the form's own success message. */
  referenceLabel: formWords.reference,
  referenceHint: "Please quote it if you call or write to us about this message.",
  next: "Back to the home page",
};

export const messageNotSent = {
  path: "/message-not-sent",
  title: "Message not sent",
  heading: "Your message was not sent",
  back: "Use your browser's Back button to return to the form and correct it, or reach us directly:",
  next: "Back to the home page",
};

export function messageSentHref(form: FormKey, reference: string | undefined) {
  const query = new URLSearchParams(reference ? { form, ref: reference } : { form });
  return `${messageSent.path}?${query}`;
}

export function messageNotSentHref(form: FormKey | undefined, problem: MessageProblem) {
  const query = new URLSearchParams(form ? { form, problem } : { problem });
  return `${messageNotSent.path}?${query}`;
}

/** What /message-sent shows for its query; anything unexpected falls back to general words. */
export function sentMessage(form: unknown, reference: unknown) {
  const key = isFormKey(form) ? form : "consultation";
  return {
    success: leadForms[key].success,
    next: nextSteps[key],
    reference: isLeadReference(reference) ? reference : undefined,
  };
}

/** What /message-not-sent shows for its query. */
export function notSentMessage(form: unknown, problem: unknown) {
  return {
    failure: (isFormKey(form) ? leadForms[form] : leadForms.consultation).failure,
    problem:
      typeof problem === "string" && Object.hasOwn(problems, problem)
        ? problems[problem as MessageProblem]
        : problems.invalid,
  };
}
