import type { EmailField, PhoneField, TextField } from "./types";

/** Words every lead form shares, and the fields most forms have. */

export const formWords = {
  sending: "Sending...",
  /** The field people never see (a trap for bots); its message if something fills it. */
  honeypot: "Leave this field empty",
  /** After a form's success message when the lab's own inbox gave a reference. */
  reference: "Your reference number is",
  /** Above the list of choices and the file a sent form repeats. */
  sent: "What you sent",
  /** Under a sent form's thank-you: brings back an empty form. */
  again: "Send another",
  star: "star",
  stars: "stars",
  tooLong: (max: number) => `Please keep this under ${max} characters`,
};

/** The largest file a visitor may attach. */
const MAX_UPLOAD_MB = 10;

/** The one file a visitor may attach (the enquiry's specification). */
export const upload = {
  maxMegabytes: MAX_UPLOAD_MB,
  maxBytes: MAX_UPLOAD_MB * 1024 * 1024,
  extensions: [".pdf", ".doc", ".docx"],
  typeMessage: "Upload a PDF, DOC or DOCX file",
  sizeMessage: `The file must be ${MAX_UPLOAD_MB} MB or smaller`,
  multipleMessage: "Upload one file only",
  /** The button beside the chosen file (its name follows for screen readers). */
  remove: "Remove",
  /** Said aloud once the chosen file is removed. */
  removed: "File removed",
  /** A file's size as people read it: 34 KB, 2.5 MB. */
  sizeOf: (bytes: number) =>
    bytes < 1024 * 1024
      ? `${Math.max(1, Math.round(bytes / 1024))} KB`
      : `${(bytes / (1024 * 1024)).toFixed(1)} MB`,
};

export const messages = {
  name: "Please enter your name",
  email: "Please enter your e-mail address",
  emailInvalid: "Please enter a valid e-mail address",
  phone: "Please enter your phone number",
  phoneInvalid: "Please enter a valid phone number",
  message: "Please enter your message",
  company: "Please enter your company name",
};

/** The same field across the whole width of the form. */
export const fullWidth = <F extends { width?: unknown }>(field: F): F => ({
  ...field,
  width: undefined,
});

export const nameField = (name: string, label = "Name"): TextField => ({
  kind: "text",
  name,
  id: "name",
  label,
  max: 100,
  required: messages.name,
  autoComplete: "name",
  width: "half",
  role: "name",
});

export const emailField = (name: string, over: Partial<EmailField> = {}): EmailField => ({
  kind: "email",
  name,
  id: "email",
  label: "E-mail",
  required: messages.email,
  invalid: messages.emailInvalid,
  autoComplete: "email",
  width: "half",
  role: "email",
  ...over,
});

export const phoneField = (name: string, label = "Phone number"): PhoneField => ({
  kind: "phone",
  name,
  id: "phone",
  label,
  required: messages.phone,
  invalid: messages.phoneInvalid,
  autoComplete: "tel",
  width: "half",
  role: "phone",
});

export const companyField = (name: string): TextField => ({
  kind: "text",
  name,
  id: "company",
  label: "Company name",
  max: 200,
  required: messages.company,
  autoComplete: "organization",
  width: "half",
  role: "company",
});

export const messageField = (label = "Message", rows = 4): TextField => ({
  kind: "textarea",
  name: "message",
  id: "message",
  label,
  rows,
  max: 2000,
  required: messages.message,
});
