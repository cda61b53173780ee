import { retention } from "../retention";
import type { LeadField } from "./types";

/**
 * The short notice beside every form's button (DPDP Act 2023 s. 5, DPDP Rules
 * 2025 r. 3): each item of data the form takes and what it is for, built from
 * the form's own fields (components/forms/PrivacyNotice). What a field is for
 * is said once here, by the field's wire name; a test fails when a form has a
 * field this list does not explain.
 */

/** What each field's value is used for, by its name on the wire. */
export const fieldPurposes: Record<string, string> = {
  // who you are and how to reach you
  user_name: "to address you by name",
  name: "to address you by name",
  full_name: "to address you by name",
  applicant_name: "to address you by name",
  contact_person: "to know whom to ask for",
  user_email: "to reply to you",
  email: "to reply to you",
  work_email: "to reply to you",
  newsletter_email: "to send you the newsletter",
  user_phone: "to call you back if e-mail is not enough",
  phone: "to call you back if e-mail is not enough",
  company_name: "to know which organisation the work is for",
  // what you ask for
  user_service: "to pass your message to the right engineer",
  service: "to pass your request to the right engineer",
  service_type: "to pass your request to the right engineer",
  selected_service: "to pass your request to the right engineer",
  message: "to answer what you asked",
  user_rating: "to see how well we served you",
  location: "to plan where we meet you",
  date: "to book the appointment",
  time: "to book the appointment",
  emergencyServices: "to plan the appointment as you need it",
  onsiteCalibration: "to plan the appointment as you need it",
  weekendServices: "to plan the appointment as you need it",
  isoCertified: "to plan the appointment as you need it",
  twentyFourSeven: "to plan the appointment as you need it",
  equipment_details: "to plan the tests and quote for them",
  preferred_date: "to plan the visit",
  specification_file: "to plan the tests and quote for them",
  instrument_details: "to plan the calibration and quote for it",
  instruments: "to plan the calibration and quote for it",
  participants: "to plan the training and quote for it",
  training_venue: "to plan the training",
  training_needs: "to plan the training",
  site_location: "to plan the visit to your site",
  site_equipment: "to plan the work at your site",
  // a test request
  billing_organisation: "to invoice the right organisation",
  billing_gstin: "to issue a GST invoice",
  gst_not_registered: "to issue the right kind of invoice",
  billing_address: "to invoice the right organisation",
  billing_state: "to charge the right GST",
  sample_description: "to identify the sample and plan the tests",
  sample_quantity: "to identify the sample and plan the tests",
  sample_rating: "to identify the sample and plan the tests",
  sample_make: "to identify the sample and plan the tests",
  sample_model: "to identify the sample and plan the tests",
  sample_delivery: "to receive the sample",
  decision_rule: "to state conformity in the report as you chose",
  nabl_consent: "to report tests outside our accreditation as you agreed",
  subcontract: "to subcontract a test only as you allowed",
  // a job application
  current_role: "to consider your application",
  experience: "to consider your application",
  notice_period: "to know when you could join",
  note: "to consider your application",
  cv: "to consider your application",
  // a request about one's personal data (/privacy/request)
  kind: "to know what you ask of us",
  details: "to act on your request",
  reference: "to find your records and open your request at once",
};

/** One line of the notice: an item of data and what it is for. */
export interface NoticeItem {
  name: string;
  label: string;
  usedFor: string;
}

/** A field's or option's name and words, as the notice lists them (hidden fields carry no data the person typed). */
function namedParts(field: LeadField): { name: string; label: string }[] {
  switch (field.kind) {
    case "hidden":
      return [];
    case "checkboxes":
      return field.options.map((o) => ({ name: o.name, label: o.label }));
    case "rating":
      return [{ name: field.name, label: field.legend }];
    default:
      return [{ name: field.name, label: field.label }];
  }
}

/**
 * The notice's items for a form's fields (and any the form takes besides, an
 * application's CV): only the fields this list explains, so one it does not
 * is missing from the notice and the test says so.
 */
export function noticeItemsOf(
  fields: readonly LeadField[],
  extra: readonly { name: string; label: string }[] = [],
  purposes: Readonly<Record<string, string>> = fieldPurposes,
): NoticeItem[] {
  return [...fields.flatMap(namedParts), ...extra].flatMap((part) => {
    const usedFor = purposes[part.name];
    return usedFor ? [{ ...part, usedFor }] : [];
  });
}

/** On what ground the form's data is used: the person's own request, or a consent of its own (marketing). */
export type NoticeGround = "request" | "consent";

export const noticeWords = {
  /** The one line beside the button; opens the list. */
  summary: (purpose: string) => `How we use these details: only ${purpose}.`,
  itemsHeading: "What this form takes and why",
  client: `Your IP address and browser: kept ${retention.clientDays} days, only to stop abuse (floods of automated messages) and to look into misuse.`,
  itemLine: (label: string, usedFor: string) => `${label}: ${usedFor}.`,
  ground: {
    request:
      "Why we may: you asked us to. We use these details to answer what you sent, because you sent it; we send you no marketing with them.",
    consent:
      "Why we may: your consent. The newsletter is marketing, so it rests on your own consent to it alone; you can withdraw it at any time with one click.",
  } satisfies Record<NoticeGround, string>,
  withdraw: "Withdraw your consent",
  unsubscribe: "Unsubscribe (a link in every newsletter)",
  rights: "See, correct or erase your data",
  complain: "Complain to the Data Protection Board of India",
  policy: "Full privacy notice",
  version: (version: string) => `Notice version ${version}.`,
};

/** Where the notice's links go (the rights page is /privacy/request; the choices page is reached from every e-mail). */
export const noticeLinks = {
  choices: "/privacy/choices",
  rights: "/privacy/request",
  complain: "/privacy-policy#complain",
  policy: "/privacy-policy",
};

/** A notice in one language: its words, what each field is for, and where its links go. */
export interface NoticeText {
  words: typeof noticeWords;
  purposes: Readonly<Record<string, string>>;
  links: typeof noticeLinks;
}

export const englishNotice: NoticeText = {
  words: noticeWords,
  purposes: fieldPurposes,
  links: noticeLinks,
};
