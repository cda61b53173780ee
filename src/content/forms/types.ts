/**
 * A lead form described once: its fields (wire name, kind, words, rules and
 * messages), its heading, promise, button and results. The browser form
 * (components/forms/LeadForm) renders it and the zod schema
 * (lib/leads/schemas) is derived from it, so one entry here is one field
 * everywhere: on the page, in the browser's own checks, on the server and in
 * the stored lead.
 *
 * `required` on a field is the message shown when it is left empty; a field
 * without it is optional. `width` places fields side by side from tablet
 * width up: consecutive "half" fields share a two-column row, consecutive
 * "quarter" fields share one half.
 */

/**
 * What a field's value is, whatever the form calls it: the desk's columns,
 * the e-mail's Reply-To and subject, the staff's labels and the upload rule
 * (a form takes a file when it has a field with the role "file") read it. A
 * form has at most one field of each role.
 */
export type FieldRole = "name" | "email" | "phone" | "company" | "service" | "file";

type FieldBase = {
  /** The name on the wire and in the stored lead. */
  name: string;
  /** The element id's suffix (the form's id comes first). */
  id: string;
  label: string;
  width?: "half" | "quarter";
  hint?: string;
  placeholder?: string;
  autoComplete?: string;
  role?: Exclude<FieldRole, "file">;
};

export type TextField = FieldBase & {
  kind: "text" | "textarea";
  max: number;
  required?: string;
  rows?: number;
  /**
   * A GSTIN (lib/gst/gstin.ts), checked when given and kept in capitals
   * without spaces; required unless the checkbox `unless` names is ticked,
   * and from the state the select `stateField` names.
   */
  gstin?: { unless: string; stateField: string };
};

export type EmailField = FieldBase & {
  kind: "email";
  required: string;
  invalid: string;
};

export type PhoneField = FieldBase & {
  /** "phone": digits as people write them; "tenDigits": the spec's exactly ten digits. */
  kind: "phone" | "tenDigits";
  required?: string;
  invalid: string;
};

export type SelectField = FieldBase & {
  kind: "select";
  options: readonly string[];
  /** A value outside the options. */
  invalid: string;
  required?: string;
  /** Any text up to this length is accepted (a page may offer its own options). */
  anyOption?: { max: number };
};

export type DateField = FieldBase & {
  kind: "date";
  required?: string;
  invalid: string;
  /** Only today (in India) or later, with this message. */
  past?: string;
};

export type TimeField = FieldBase & { kind: "time"; required: string; invalid: string };

export type FileField = Omit<FieldBase, "role"> & { kind: "file"; role: "file" };

export type RatingField = {
  kind: "rating";
  name: string;
  id: string;
  legend: string;
  stars: number;
  required: string;
};

export type CheckboxesField = {
  kind: "checkboxes";
  legend: string;
  options: readonly { name: string; label: string }[];
};

/**
 * One choice of a few, each with a line that explains it (the test request's
 * decision rule): radio buttons under the label as their legend.
 */
export type RadioField = Omit<FieldBase, "placeholder" | "autoComplete" | "role"> & {
  kind: "radio";
  options: readonly { value: string; label: string; hint?: string }[];
  required: string;
};

/** A value the page gives (which service the enquiry is about), posted with the form. */
export type HiddenField = { kind: "hidden"; name: string; max: number };

export type LeadField =
  | TextField
  | EmailField
  | PhoneField
  | SelectField
  | DateField
  | TimeField
  | FileField
  | RatingField
  | CheckboxesField
  | RadioField
  | HiddenField;

/** The provider template (service and template id pair) a form is sent with. */
export type TemplateName =
  "contact" | "feedback" | "appointment" | "enquiry" | "serviceConsultation" | "newsletter";

export type LeadFormSpec = {
  /** Prefix of the form's element ids. */
  id: string;
  template: TemplateName;
  /** The visible heading; a form without one is named by `name`. */
  heading?: string;
  name?: string;
  /** What the lab promises, under the heading. */
  promise?: string;
  /** What the visitor's details are used for (the privacy notice by the button). */
  purpose: string;
  /** On what ground: the person's own request (default), or a consent of its own (the newsletter's marketing). */
  ground?: "request" | "consent";
  submit: string;
  success: string;
  failure: string;
  /** A status line when any field is invalid (the feedback form's banner). */
  invalidBanner?: string;
  /** The status line clears after this many milliseconds. */
  statusClearsAfterMs?: number;
  fields: readonly LeadField[];
};
