import { acknowledgementWords as english } from "../acknowledgements";
import type { applicationMail } from "../applicationMail";
import { fullAddress, site } from "../site";
import { nextSteps } from "./common";
import { phoneLabels } from "./contact";
import { applicationFields, applicationWords, optionLabel } from "./forms/application";
import { consultationForm, serviceLabel } from "./forms/contact";

/**
 * The acknowledgement e-mail in Hindi (src/content/acknowledgements.ts), for what was sent from a
 * Hindi page: a consultation request from /hi/contact, a job application from /hi/career/apply.
 * The lab's name, e-mail and postal address stay as written in English (as letters need them).
 */
export const acknowledgementWords: typeof english = {
  subject: (what: string, reference: string) =>
    `${site.name} को आपका ${what} मिल गया है (${reference})`,
  greeting: (name: string) => (name ? `प्रिय ${name},` : "नमस्ते,"),
  received: (what: string, when: string) =>
    `धन्यवाद: आपका ${what} ${when} को ${site.name} तक पहुँच गया।`,
  reference: "आपकी संदर्भ संख्या",
  referenceHint: "इसके बारे में हमें फ़ोन करते या लिखते समय कृपया इसका उल्लेख करें।",
  next: "आगे क्या होगा",
  youSent: "आपने क्या भेजा",
  attached: (name: string) => `संलग्न: ${name}, जैसा प्रयोगशाला को मिला।`,
  reply: "कुछ जोड़ना हो या कोई प्रश्न पूछना हो, तो इस ई-मेल का उत्तर दें: यह प्रयोगशाला की टीम तक पहुँचेगा।",
  choices: "आपने किस बात पर सहमति दी, और आपके विकल्प",
  signature: [
    site.name,
    ...site.phones.map((p) => `${phoneLabels[p.label]}: ${p.display}`),
    site.email,
    fullAddress,
  ],
  application: "नौकरी का आवेदन",
  formName: (form: string) => (form === "consultation" ? "परामर्श अनुरोध" : "संदेश"),
  general: applicationWords.generalTitle,
};

/**
 * What happens next, for the things a Hindi page sends (its page says the same). A form not
 * named here has no Hindi page: its acknowledgement is in English.
 */
export const acknowledgedNext = {
  consultation: nextSteps.consultation ?? "",
  application: applicationWords.next,
};

/** Whether what was sent from a Hindi page hears back in Hindi (a lead's form, or "application"). */
export const acknowledgesInHindi = (form: string): boolean => Object.hasOwn(acknowledgedNext, form);

const applicationLabel = (name: string) => applicationFields.find((f) => f.name === name)!.label;

/** The rows of an application's acknowledgement (HR's e-mail's labels, src/content/applicationMail.ts). */
export const applicationRowWords: Pick<
  typeof applicationMail,
  | "opening"
  | "general"
  | "name"
  | "email"
  | "phone"
  | "currentRole"
  | "experience"
  | "noticePeriod"
  | "note"
  | "cv"
> = {
  opening: "रिक्ति",
  general: applicationWords.generalTitle,
  name: applicationLabel("applicant_name"),
  email: applicationLabel("email"),
  phone: applicationLabel("phone"),
  currentRole: applicationLabel("current_role"),
  experience: applicationLabel("experience"),
  noticePeriod: applicationLabel("notice_period"),
  note: "नोट",
  cv: "CV",
};

/** A choice of the application (posted in English) as the applicant read it. */
export const applicationValueWords = optionLabel;

const consultationLabels: Record<string, string> = Object.fromEntries(
  consultationForm.fields.flatMap((f) => ("label" in f && "name" in f ? [[f.name, f.label]] : [])),
);

/** A lead's field as the Hindi form named it; undefined for a field that form does not have. */
export const leadFieldLabel = (name: string): string | undefined =>
  Object.hasOwn(consultationLabels, name) ? consultationLabels[name] : undefined;

/** A lead's value as the Hindi form showed it: the service (posted in English) in Hindi. */
export const leadValueWords = (name: string, value: string): string =>
  name === "user_service" ? serviceLabel(value) : value;
