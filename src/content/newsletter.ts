import { labSignature, site } from "./site";

/**
 * The newsletter (issue 54 item 3): its e-mails, its one-click unsubscribe,
 * the sign-up's acknowledgement, the "Your choices" page and the desk's sender.
 */

/** What an issue may be: a subject line and a plain-text body. */
export const newsletterLimits = { subjectMax: 150, bodyMax: 10_000 } as const;

/** Each newsletter e-mail: the issue's own text, then how to stop them. */
export const newsletterMail = {
  footer: (unsubscribe: string, choices: string) => [
    "--",
    ...labSignature,
    "",
    `You receive this because you subscribed to the ${site.name} newsletter.`,
    `Unsubscribe with one click: ${unsubscribe}`,
    `Your choices and what you agreed to: ${choices}`,
  ],
};

/** The e-mail back to a new subscriber. */
export const subscribedMail = {
  subject: `${site.name}: you subscribed to our newsletter`,
  text: (email: string, unsubscribe: string, choices: string) =>
    [
      "Hello,",
      "",
      `Thank you: ${email} is subscribed to the ${site.name} newsletter, one e-mail a month on standards, testing practice and lab news.`,
      "If you did not ask for it, or change your mind, unsubscribe with one click:",
      unsubscribe,
      "",
      `What you agreed to, and your other choices: ${choices}`,
      "",
      "--",
      ...labSignature,
    ].join("\n"),
};

/** /newsletter/unsubscribe?token=… */
export const unsubscribeWords = {
  title: "Unsubscribe from the newsletter",
  heading: "Unsubscribe from the newsletter",
  intro: (masked: string) =>
    `Press the button to stop the newsletter to ${masked}. Nothing changes until you press it.`,
  button: "Unsubscribe",
  done: (masked: string) =>
    `Unsubscribed: ${masked} will receive no more newsletters. You can subscribe again at any time with the form on our pages.`,
  unknown:
    "This link is not valid (it may have been copied incompletely). Use the link in your latest e-mail from us.",
  tooMany: "Too many attempts from your network. Please wait a few minutes and try again.",
  choices: "See all your choices",
};

/** /privacy/choices?token=… */
export const choicesWords = {
  title: "Your choices",
  heading: "Your choices",
  intro: (masked: string) =>
    `What ${masked} agreed to when sending us a form, newest first, and what you can change here.`,
  noToken:
    "Open this page with the link in any e-mail we sent you: it shows what you agreed to and lets you withdraw it. To ask for your data, its correction or erasure, use the privacy request page.",
  unknown:
    "This link is not valid (it may have been copied incompletely). Use the link in your latest e-mail from us.",
  tooMany: "Too many attempts from your network. Please wait a few minutes and try again.",
  recordsHeading: "What you agreed to",
  none: "We hold no record of a consent from this address.",
  columns: {
    when: "When",
    what: "What for",
    form: "Form",
    notice: "Notice version",
    given: "Given or withdrawn",
  },
  given: "Given",
  withdrawn: "Withdrawn",
  purposes: {
    enquiry: "Answering your enquiry (you asked us to)",
    "test-request": "Answering your test request (you asked us to)",
    recalibration: "Answering your recalibration request (you asked us to)",
    application: "Considering your job application (you asked us to)",
    newsletter: "The newsletter (your consent)",
  } as Record<string, string>,
  newsletterHeading: "The newsletter",
  subscribed: "You are subscribed to the newsletter.",
  notSubscribed: "You are not subscribed to the newsletter.",
  withdraw: "Withdraw: unsubscribe from the newsletter",
  withdrawn_: "Done: you are unsubscribed from the newsletter.",
  rights:
    "Answering an enquiry, a test request or an application rests on your own request; to have that data shown to you, corrected or erased, or to complain, use the privacy request page.",
  rightsLink: "Privacy requests",
};

/** The desk's /desk/newsletter. */
export const newsletterDesk = {
  nav: "Newsletter",
  title: "Newsletter",
  heading: "Newsletter",
  intro:
    "Write an issue and send it to every current subscriber: each receives their own e-mail with a one-click unsubscribe.",
  subscribers: (n: number) =>
    n === 1 ? "It will reach 1 current subscriber." : `It will reach ${n} current subscribers.`,
  subject: "Subject",
  body: "Text (plain text)",
  bodyHint: "The unsubscribe link and the lab's signature are added under it.",
  write: "Write an issue",
  send: "Send to subscribers",
  sent: (n: number, skipped: number) =>
    `Sending to ${n} subscriber${n === 1 ? "" : "s"}: the e-mails leave one by one in the next minutes, and one the mail server does not take is tried again` +
    (skipped ? `; ${skipped} not sent (withdrawn meanwhile).` : "."),
  noMail: "E-mail is not set up on this server (SMTP_URL, LEADS_NOTIFY_FROM): nothing was sent.",
  problems: "Please correct the issue before sending.",
  subjectRequired: "Please write a subject",
  subjectTooLong: `Please keep the subject under ${newsletterLimits.subjectMax} characters`,
  subjectOneLine: "The subject must be one line",
  bodyRequired: "Please write the text",
  bodyTooLong: `Please keep the text under ${newsletterLimits.bodyMax.toLocaleString("en-IN")} characters`,
  noSubscribers: "There are no current subscribers: nothing to send.",
  sentHeading: "Sent issues",
  none: "No issue has been sent yet.",
  columns: { when: "Sent", subject: "Subject", by: "By", recipients: "Recipients" },
};

/** The portal's settings: the way to the customer's consent choices. */
export const portalChoices = {
  heading: "Your choices",
  body: "What you agreed to when sending us forms, and the newsletter, which you can withdraw in one click.",
  link: "See and change your choices",
};
