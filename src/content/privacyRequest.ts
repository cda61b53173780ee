import type { Translation } from "./i18n/translation";
import { retention } from "./privacy";
import { site } from "./site";

/**
 * Every word of people's requests about their personal data (DPDP Act 2023):
 * the public page /privacy/request, its e-mails, and the desk's /desk/privacy.
 */

/** The kinds of request, in the order the form offers them. */
export const REQUEST_KINDS = [
  "access",
  "correction",
  "erasure",
  "nomination",
  "grievance",
] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** Kinds whose details box must be filled. */
export const KINDS_NEEDING_DETAILS: readonly RequestKind[] = [
  "correction",
  "nomination",
  "grievance",
];

export const DETAILS_MAX = 2000;
export const EMAIL_MAX = 254;

/** Days the lab has to answer a request, and the last days before it in which a case is due. */
export const ANSWER_DAYS = 90;
export const DUE_WINDOW_DAYS = 7;

/** Hours the e-mailed link to confirm a request works. */
export const LINK_HOURS = 48;

/**
 * Where the data a person sent goes, and how long it is kept: the same facts
 * the privacy policy states (content/privacy.ts), in one place for the access answer.
 */
export const whereDataGoes = [
  "The laboratory's own server in India, which hosts this website and its database.",
  "The e-mail delivery provider the laboratory uses, only to deliver the e-mails about your message to our staff and to you.",
  "The laboratory's own mailbox, where a copy of each form is kept for the same period as the form.",
] as const;

export const keptFor = {
  lead: `${retention.leadMonths} months from the day it was sent, or until you ask us to delete it, if sooner.`,
  application: `${retention.applicationMonths} months from the day it was sent, or until you ask us to delete it, if sooner.`,
  client: `The IP address and browser name sent with a form: ${retention.clientDays} days.`,
  portal:
    "While you hold an address with access to the customer portal; an administrator removes it on request.",
  report:
    "As long as the report or certificate that names it is kept (the laboratory's accreditation records).",
} as const;

export const privacyRequest = {
  title: "Ask about your personal data",
  description: `Ask ${site.name} for a copy of the personal data we hold about you, to correct or erase it, to nominate someone, or to raise a grievance.`,
  intro:
    "Under India's Digital Personal Data Protection Act, 2023 you may ask us what personal data we hold about you, ask us to correct or erase it, nominate someone to act for you, or raise a grievance. We answer within 90 days.",
  contactHeading: "Our contact person for personal data",
  contactLine: (name: string, email: string) => `${name}, ${email}`,
  form: {
    heading: "Your request",
    email: "Your e-mail address",
    emailHint: "The address you used with us. We write to it to confirm the request is yours.",
    kind: "What you would like",
    kinds: {
      access: {
        label: "A copy of my data",
        hint: "What we hold about you, where it went and how long we keep it.",
      },
      correction: {
        label: "Correct my data",
        hint: "Tell us below what is wrong and what it should say.",
      },
      erasure: {
        label: "Erase my data",
        hint: "We delete what you sent us, except what the law makes us keep.",
      },
      nomination: {
        label: "Nominate someone",
        hint: "Tell us below whom to nominate to act for you and how to reach them.",
      },
      grievance: { label: "Raise a grievance", hint: "Tell us below what went wrong." },
    } satisfies Record<RequestKind, { label: string; hint: string }>,
    details: "Details",
    detailsHint: `Needed for a correction, a nomination or a grievance. At most ${DETAILS_MAX.toLocaleString("en-IN")} characters.`,
    reference: "A reference from one of our e-mails (optional)",
    referenceHint:
      "Such as LEAD-2026-000123, REQ-…, RECAL-… or APP-…. If it is one we sent to this address, your request opens at once.",
    honeypot: "Leave this empty",
    submit: "Send the request",
    /** What the form's notice says its details are used for. */
    noticePurpose: "to answer this request about your personal data",
  },
  errors: {
    heading: "Please correct the following:",
    email: "Enter your e-mail address, like name@example.com.",
    emailTooLong: `An e-mail address has at most ${EMAIL_MAX} characters.`,
    kind: "Choose what you would like.",
    details: "Tell us the details of this request.",
    detailsTooLong: `The details can have at most ${DETAILS_MAX.toLocaleString("en-IN")} characters.`,
    reference:
      "A reference looks like LEAD-2026-000123, REQ-…, RECAL-… or APP-…; leave it empty if you have none.",
    honeypot: "Leave the last field empty.",
    busy: "Too many requests have come from here or for this address just now. Please try again in an hour.",
  },
  /** The same words whether the address is known to the lab or not. */
  sent: {
    title: "Check your e-mail",
    body: (email: string) =>
      `If ${email} can receive e-mail, a message with a link to confirm your request is on its way. Open the link within ${LINK_HOURS} hours and press the button on that page.`,
  },
  opened: {
    title: "Your request is open",
    body: (reference: string, by: string) =>
      `Your request's reference is ${reference}. We answer by ${by}; an e-mail saying so is on its way to you.`,
  },
  confirm: {
    title: "Confirm your request",
    body: "Press the button to open your request. We then answer within 90 days.",
    button: "Open my request",
    gone: "This link has been used or has ended. You can send the request again.",
    again: "Send a request",
  },
  mail: {
    link: {
      subject: `Confirm your request about your personal data – ${site.name}`,
      text: (url: string) =>
        [
          `Someone (we hope you) asked ${site.name} about the personal data we hold for this address.`,
          "",
          `To open the request, open this link within ${LINK_HOURS} hours and press the button:`,
          url,
          "",
          "If it was not you, ignore this e-mail: nothing happens.",
        ].join("\n"),
    },
    acknowledgement: {
      subject: (reference: string) => `Your request about your personal data: ${reference}`,
      text: (reference: string, kind: string, by: string, contact: string) =>
        [
          `We have your request (${kind}). Its reference is ${reference}.`,
          `We answer by ${by}, within the ${ANSWER_DAYS} days the law gives us.`,
          "",
          `Our contact person for personal data: ${contact}`,
        ].join("\n"),
    },
    staff: {
      subject: (reference: string) => `New request about personal data: ${reference}`,
      text: (reference: string, kind: string, by: string, url: string) =>
        [
          `A new request (${kind}) is open: ${reference}.`,
          `It must be answered by ${by}.`,
          url,
        ].join("\n"),
    },
    access: {
      subject: (reference: string) => `The personal data we hold about you: ${reference}`,
      intro: (email: string) => `This is the personal data ${site.name} holds for ${email}.`,
      none: "We hold no records for this address.",
      record: (what: string, reference: string, when: string) =>
        when ? `${what} (${reference}), ${when}` : `${what} (${reference})`,
      whereHeading: "Where it went",
      keptHeading: "How long we keep it",
      contact: (contact: string) => `Our contact person for personal data: ${contact}`,
    },
    reply: {
      subject: (reference: string) => `Our answer to your request: ${reference}`,
      text: (reply: string, contact: string) =>
        [reply, "", `Our contact person for personal data: ${contact}`].join("\n"),
    },
    refusal: {
      subject: (reference: string) => `Your request about personal data: ${reference}`,
      text: (reason: string, contact: string) =>
        [
          "We cannot act on your request, for this reason:",
          reason,
          "",
          `If you disagree, write to our contact person for personal data: ${contact}. You may also complain to the Data Protection Board of India.`,
        ].join("\n"),
    },
  },
} as const;

/** The words of the public pages and the person's e-mails, as a translation must give them. */
export type RequestWords = Translation<typeof privacyRequest>;
export type WhereDataGoes = readonly string[];
export type KeptFor = Translation<typeof keptFor>;
export type HeldRecordWords = {
  lead: string;
  application: string;
  portal: string;
  report: string;
  fields: Record<string, string>;
};

/** What the desk's records are called in the access answer and on the record page. */
export const heldRecordWords: HeldRecordWords = {
  lead: "Message sent on the website",
  application: "Job application",
  portal: "Customer portal address",
  report: "Customer e-mail on a test report or certificate",
  /** The fields of records that are not leads (a lead's fields are named by its form). */
  fields: {
    name: "Name",
    email: "E-mail",
    phone: "Phone",
    currentRole: "Current role",
    experience: "Experience",
    noticePeriod: "Notice period",
    note: "Note",
    cv: "CV file",
    file: "File sent",
    customer: "Customer named on the report",
  },
};

export const privacyDesk = {
  nav: "Privacy requests",
  /** The server's log after the daily purge (lib/server/jobs.ts). */
  purged: (deleted: number, anonymised: number) =>
    `Retention (privacy requests): deleted ${deleted} requests, blanked the address of ${anonymised}`,
  listTitle: "Privacy requests",
  contactLink: "The contact person",
  statuses: { open: "Open", answered: "Answered", refused: "Refused" },
  kinds: {
    access: "Access",
    correction: "Correction",
    erasure: "Erasure",
    nomination: "Nomination",
    grievance: "Grievance",
  },
  filters: {
    heading: "Filters",
    clear: "Clear",
    status: "Status",
    kind: "Kind",
    clock: "Time",
    any: "Any",
    due: "Due (7 days or less)",
    overdue: "Overdue",
    apply: "Show",
    wrong: "That filter is not one of the choices; the whole list is shown.",
  },
  columns: {
    reference: "Reference",
    opened: "Opened",
    email: "E-mail",
    kind: "Kind",
    status: "Status",
    clock: "Time left",
  },
  daysLeft: (n: number) => (n === 1 ? "1 day left" : `${n} days left`),
  daysOverdue: (n: number) => (n === 1 ? "1 day overdue" : `${n} days overdue`),
  closed: "Closed",
  none: "No requests match.",
  record: {
    notFound: "No such request",
    back: "Back to the privacy requests",
    opened: "Opened",
    answerBy: "Answer by",
    proof: { reference: "Proved by quoting a reference", link: "Proved by the e-mailed link" },
    quoted: "Reference quoted",
    details: "Details",
    heldHeading: "Data held for this address",
    heldNone: "No records for this address.",
    field: "Field",
    value: "Value",
    previewHeading: "The access answer, as it will be sent",
    preview: "Preview the access answer",
    sendAccess: "Send the access answer",
    eraseHeading: "Erase records",
    eraseHint:
      "Tick the records to erase. Each is erased as the desk erases a lead or an application.",
    eraseConfirm: "I have checked these are the records of this person",
    erase: "Erase the ticked records",
    answerHeading: "Answer and close",
    answer: "Your answer",
    answerHint: "E-mailed to the person with the contact person's name and address.",
    sendAnswer: "Send the answer and close",
    refuseHeading: "Refuse",
    reason: "The reason",
    refuse: "Refuse and e-mail the reason",
    noteHeading: "Add a note",
    note: "Note",
    addNote: "Add the note",
    notes: "Notes",
    history: "History",
    noNotes: "No notes yet.",
    noHistory: "The status has not been changed yet.",
    change: (from: string | null, to: string) => (from ? `${from} → ${to}` : to),
    kindLabel: "Kind",
    emailLabel: "E-mail",
    statusLabel: "Status",
    clockLabel: "Time",
    referenceLabel: "Reference",
    languageLabel: "Language (its e-mails are written in it)",
    languages: { en: "English", hi: "Hindi" },
    closedNote: "This request is closed; notes can still be added.",
    done: {
      access: "The access answer was sent and the request closed.",
      erased: (n: number) => (n === 1 ? "1 record was erased." : `${n} records were erased.`),
      answered: "The answer was sent and the request closed.",
      refused: "The refusal was sent and the request closed.",
      note: "The note was added.",
    },
    errors: {
      heading: "Nothing was done:",
      text: `Write the text (at most ${DETAILS_MAX.toLocaleString("en-IN")} characters).`,
      nothingTicked: "Tick at least one record, and the box that says you checked them.",
      closed: "This request is closed already.",
      unknown: "That action is not one this page has.",
      mail: "E-mail is not set up on this server, so nothing was sent.",
    },
  },
  contact: {
    title: "The contact person for personal data",
    hint: "Shown on /privacy/request and the privacy policy, named in the breach texts, and in every answer e-mail.",
    name: "Name",
    email: "E-mail address",
    save: "Save",
    saved: "Saved.",
    errors: { name: "Write a name (at most 120 characters).", email: "Write an e-mail address." },
  },
} as const;
