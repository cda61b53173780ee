import { retention } from "../privacy";
import { site } from "../site";
import { emailField, messages, nameField, phoneField } from "./common";
import type { EmailField, PhoneField, SelectField, TextField } from "./types";

/** The kinds of field an application has besides its CV and consent. */
export type ApplicationField = TextField | EmailField | PhoneField | SelectField;

/**
 * The job application (/career/apply): its fields, rules and words. The zod
 * schema (lib/careers/applicationsSchema.ts) is derived from these, so the
 * browser and the server check the same things with the same messages.
 */

const MAX_CV_MB = 5;

/** The CV: a PDF or a DOCX, as its bytes say (checked again on the server). */
export const cvUpload = {
  field: "cv",
  maxMegabytes: MAX_CV_MB,
  maxBytes: MAX_CV_MB * 1024 * 1024,
  extensions: [".pdf", ".docx"],
  label: "Your CV",
  hint: `PDF or DOCX, up to ${MAX_CV_MB} MB.`,
  required: "Please attach your CV",
  typeMessage: "Your CV must be a PDF or DOCX file",
  sizeMessage: `Your CV must be ${MAX_CV_MB} MB or smaller`,
  multipleMessage: "Attach one file only",
};

export const experienceOptions = [
  "Less than 1 year",
  "1-2 years",
  "3-5 years",
  "6-10 years",
  "More than 10 years",
] as const;

export const noticeOptions = [
  "Can join immediately",
  "15 days",
  "30 days",
  "60 days",
  "90 days or more",
] as const;

const currentRole: TextField = {
  kind: "text",
  name: "current_role",
  id: "role",
  label: "Current role",
  max: 120,
  required: "Please tell us your current role (or \u201cStudent\u201d)",
  hint: "Job title and employer, or \u201cStudent\u201d.",
  autoComplete: "organization-title",
  width: "half",
};

const experience: SelectField = {
  kind: "select",
  name: "experience",
  id: "experience",
  label: "Years of experience",
  placeholder: "Choose...",
  options: experienceOptions,
  required: "Please choose your years of experience",
  invalid: "Please choose your years of experience",
  width: "half",
};

const notice: SelectField = {
  kind: "select",
  name: "notice_period",
  id: "notice",
  label: "Notice period",
  placeholder: "Choose...",
  options: noticeOptions,
  required: "Please choose your notice period",
  invalid: "Please choose your notice period",
  width: "half",
};

const note: TextField = {
  kind: "textarea",
  name: "note",
  id: "note",
  label: "A short note (optional)",
  rows: 4,
  max: 1500,
  hint: "Anything you want HR to know: the tests you have run, the instruments you know, when you can visit.",
};

/** The text fields in the order they are shown (the CV and the consent follow). */
export const applicationFields: readonly ApplicationField[] = [
  nameField("applicant_name", "Full name"),
  emailField("email"),
  phoneField("phone"),
  currentRole,
  experience,
  notice,
  note,
];

/** The hidden field naming the opening applied for (empty: a general application). */
export const OPENING_FIELD = "opening";

/**
 * APP-{the year in India}-{the application's number, at least six digits}:
 * what the applicant is told and HR looks it up by.
 */
export const APPLICATION_REFERENCE = /APP-\d{4}-\d{6,}/;
const wholeReference = new RegExp(`^${APPLICATION_REFERENCE.source}$`);
export const isApplicationReference = (value: unknown): value is string =>
  typeof value === "string" && wholeReference.test(value);

export const applicationWords = {
  id: "apply",
  title: "Apply",
  generalTitle: "General application",
  heading: (opening: string) => `Apply for ${opening}`,
  generalHeading: "Send a general application",
  /** The form's own heading, under the page's. */
  formHeading: "Your application",
  generalIntro:
    "No opening that fits you right now? Send us your CV anyway: HR keeps it on file and calls you when a matching opening comes up.",
  openingIntro: (location: string, type: string, deadline: string) =>
    `${type}, ${location}. Applications close at the end of ${deadline}.`,
  unknownOpening:
    "We could not find that opening: it may have closed or the link may be mistyped. You can still send a general application below, and HR will consider you for the openings that fit.",
  closedOpening: (title: string) =>
    `Applications for ${title} have closed. You can still send a general application below, and HR will consider you for the openings that fit.`,
  backToCareer: "See all openings",
  submit: "Send application",
  purpose: "to consider your application for this and future openings",
  consent: {
    before: "I agree that the laboratory keeps my application and CV for",
    months: `${retention.applicationMonths} months`,
    middle: "to consider me for openings, as the",
    link: "privacy policy",
    after: "describes.",
    required: "Please agree to the privacy policy to send your application",
  },
  /**
   * The DPDP Act lets the lab take a child's data only with a parent's verifiable consent,
   * which a web form cannot check: the form is for adults, and says how else to apply.
   */
  adult: {
    label: "I am 18 or older",
    hint: `Younger than 18, for example still at an ITI or polytechnic? Ask a parent or guardian to e-mail your CV to ${site.careersEmail} saying that they agree, or ask your institute's placement cell to write to us.`,
    required: `This form is for applicants aged 18 or older. If you are younger, ask a parent or guardian to e-mail your CV to ${site.careersEmail} saying that they agree, or ask your institute's placement cell to write to us.`,
  },
  success: "Thank you, your application has reached us",
  next: "HR reads every application within a week; if your profile fits, we will call or e-mail you to arrange an interview.",
  failure:
    "Your application could not be sent. Please try again in a minute, or e-mail your CV to us.",
  reference: "Your reference number is",
  referenceHint: "Please quote it if you write to us about your application.",
  sentFile: "CV",
  nameInvalid: messages.name,
};

/** The pages an application posted without the page's script lands on. */
export const applicationResult = {
  sentTitle: "Application sent",
  notSentTitle: "Application not sent",
  notSentHeading: "Your application was not sent",
  back: "Use your browser's Back button to return to the form and correct it, or e-mail your CV to us:",
  careers: "See all openings",
  problems: {
    invalid:
      "Some details were missing or not in the form we need: your name, a valid e-mail address and phone number, your current role, experience and notice period, your CV, that you are 18 or older, and your agreement to the privacy policy.",
    "too-large": `Your CV is larger than ${MAX_CV_MB} MB, or a field is too long.`,
    "file-type": "Your CV must be a PDF or DOCX document.",
    "file-unsafe":
      "Your CV contains active content (macros, scripts or an embedded file), which we cannot accept for security reasons. Please save it as a plain PDF or DOCX and send it again.",
    "file-unchecked":
      "We could not check your CV in time. Please send it again as a plain PDF, or try again in a minute.",
    closed:
      "The opening you applied for has closed meanwhile. You can send a general application instead.",
    busy: "We received many forms from your connection in the last minute. Please wait a minute before sending again.",
    sending:
      "Your connection is already sending us other forms. Please wait until they have gone through, then send your application again in a few seconds.",
    full: "We are receiving many applications just now. Please send yours again in a few seconds.",
    server: "Our server could not store your application just now.",
  },
};

export type ApplicationProblem = keyof typeof applicationResult.problems;

export const isApplicationProblem = (value: unknown): value is ApplicationProblem =>
  typeof value === "string" && Object.hasOwn(applicationResult.problems, value);
