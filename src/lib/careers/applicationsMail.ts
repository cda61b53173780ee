import type { SendMailOptions } from "nodemailer";
import {
  acknowledgedNext,
  acknowledgementReplyTo,
  acknowledgementWords,
} from "@/content/acknowledgements";
import { applicationMail as words } from "@/content/applicationMail";
import type { Acknowledgement } from "@/lib/cases/acknowledgements";
import type { CaseFile } from "@/lib/cases/files";
import { caseMessage, type CaseMail, type NotifyAddresses } from "@/lib/cases/mail";
import type { AsyncOutbox } from "@/lib/cases/notifier";
import { caseFile, caseOutbox } from "@/lib/cases/store";
import { formatDateTimeIN } from "@/lib/format";
import type { Application } from "./applications";
import { applicationCase } from "./applicationsCase";
import { applicationById } from "./store";

/** An application as its e-mail to HR needs it: everything sent, the CV attached. */
export type NotifiableApplication = Application & { cv: CaseFile | undefined };

/** What the applicant sent, as they typed it (HR's e-mail and the applicant's acknowledgement). */
const applicationRows = (application: NotifiableApplication) =>
  [
    [words.opening, application.openingTitle ?? words.general],
    [words.name, application.name],
    [words.email, application.email],
    [words.phone, application.phone],
    [words.currentRole, application.currentRole],
    [words.experience, application.experience],
    [words.noticePeriod, application.noticePeriod],
    ...(application.note ? [[words.note, application.note] as const] : []),
    [words.cv, application.cvName],
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

/** The applicant's acknowledgement: what they sent (their CV named, not sent back), what happens next. */
export const applicationAcknowledgement = (
  application: NotifiableApplication,
): Acknowledgement => ({
  reference: application.reference,
  email: application.email,
  name: application.name,
  what: acknowledgementWords.application,
  receivedAt: application.createdAt,
  rows: applicationRows(application),
  next: acknowledgedNext.application,
  replyTo: acknowledgementReplyTo("application"),
});

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

/** The applicants' acknowledgements waiting to go (application_acknowledgements). */
export const applicationAcknowledgementOutbox = (): AsyncOutbox<NotifiableApplication> =>
  caseOutbox(applicationCase.acknowledgements, notifiableApplication);
