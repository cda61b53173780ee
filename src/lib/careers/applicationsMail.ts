import type { SendMailOptions } from "nodemailer";
import {
  acknowledgedNext,
  acknowledgementReplyTo,
  acknowledgementWords,
} from "@/content/acknowledgements";
import { applicationMail as words } from "@/content/applicationMail";
import {
  acknowledgedNext as acknowledgedNextHi,
  acknowledgementWords as acknowledgementWordsHi,
  applicationRowWords as rowWordsHi,
  applicationValueWords as valueWordsHi,
} from "@/content/hi/acknowledgements";
import type { Acknowledgement } from "@/lib/cases/acknowledgements";
import type { CaseFile } from "@/lib/cases/files";
import { caseMessage, type CaseMail, type NotifyAddresses } from "@/lib/cases/mail";
import type { AsyncOutbox } from "@/lib/cases/notifier";
import { acknowledgementLanguage, caseFile, caseOutbox } from "@/lib/cases/store";
import { formatDateTimeIN } from "@/lib/format";
import type { Application } from "./applications";
import { applicationCase } from "./applicationsCase";
import { applicationById } from "./store";

/**
 * An application as its e-mail to HR needs it: everything sent, the CV attached; for its
 * acknowledgement, the language it is written in (English unless sent from the Hindi page).
 */
export type NotifiableApplication = Application & {
  cv: CaseFile | undefined;
  language?: "en" | "hi" | undefined;
};

/**
 * What the applicant sent, as they typed it (HR's e-mail and the applicant's acknowledgement),
 * under `labels`; a choice's value through `value` (the Hindi form's words for it).
 */
const applicationRows = (
  application: NotifiableApplication,
  labels: typeof rowWordsHi = words,
  value: (choice: string) => string = (choice) => choice,
) =>
  [
    [labels.opening, application.openingTitle ?? labels.general],
    [labels.name, application.name],
    [labels.email, application.email],
    [labels.phone, application.phone],
    [labels.currentRole, application.currentRole],
    [labels.experience, value(application.experience)],
    [labels.noticePeriod, value(application.noticePeriod)],
    ...(application.note ? [[labels.note, application.note] as const] : []),
    [labels.cv, application.cvName],
  ] as const;

/** An application as its e-mail to HR tells it: every field as typed, the CV, Reply-To the applicant. */
function applicationCaseMail(application: NotifiableApplication): CaseMail {
  const [opening, ...sent] = applicationRows(application);
  return {
    reference: application.reference,
    subject: words.subject(application.reference, application.name, application.openingTitle),
    rows: [
      [words.reference, application.reference],
      opening,
      [words.received, formatDateTimeIN(application.createdAt)],
      ...sent,
    ],
    replyTo: application.email,
    file: application.cv,
    deskPage: applicationCase.desk.page,
    words,
  };
}

/** The application's e-mail to HR (lib/cases/mail.ts). */
export const applicationMessage = (
  application: NotifiableApplication,
  to: NotifyAddresses,
): SendMailOptions => caseMessage(applicationCaseMail(application), to);

/**
 * The applicant's acknowledgement: what they sent (their CV named, not sent back), what happens
 * next; in Hindi, with the Hindi form's words, for an application sent from /hi/career/apply.
 */
export const applicationAcknowledgement = (application: NotifiableApplication): Acknowledgement => {
  const common = {
    reference: application.reference,
    email: application.email,
    name: application.name,
    receivedAt: application.createdAt,
    replyTo: acknowledgementReplyTo("application"),
  };
  return application.language === "hi"
    ? {
        ...common,
        what: acknowledgementWordsHi.application,
        rows: applicationRows(application, rowWordsHi, valueWordsHi),
        next: acknowledgedNextHi.application,
        language: "hi",
      }
    : {
        ...common,
        what: acknowledgementWords.application,
        rows: applicationRows(application),
        next: acknowledgedNext.application,
      };
};

/** An application as its e-mails need it, with its CV; undefined once erased. */
async function notifiableApplication(id: number): Promise<NotifiableApplication | undefined> {
  const application = await applicationById(id);
  return (
    application && {
      ...application,
      cv: await caseFile(applicationCase, application.reference),
    }
  );
}

/** The applications' outbox: columns of the applications table itself. */
export const applicationOutbox = (): AsyncOutbox<NotifiableApplication> =>
  caseOutbox(applicationCase.outbox, notifiableApplication);

/** An application as its acknowledgement needs it: with the language it is written in. */
async function acknowledgedApplication(id: number): Promise<NotifiableApplication | undefined> {
  const application = await notifiableApplication(id);
  return (
    application && {
      ...application,
      language: await acknowledgementLanguage(applicationCase.acknowledgements, id),
    }
  );
}

/** The applicants' acknowledgements waiting to go (application_acknowledgements). */
export const applicationAcknowledgementOutbox = (): AsyncOutbox<NotifiableApplication> =>
  caseOutbox(applicationCase.acknowledgements, acknowledgedApplication);
