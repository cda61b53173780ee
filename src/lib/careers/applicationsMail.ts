import type { DatabaseSync } from "node:sqlite";
import type { SendMailOptions } from "nodemailer";
import { applicationMail as words } from "@/content/applicationMail";
import { caseFile, type CaseFile } from "@/lib/cases/files";
import { caseMessage, type CaseMail, type NotifyAddresses } from "@/lib/cases/mail";
import type { Outbox } from "@/lib/cases/notifier";
import { caseOutbox } from "@/lib/cases/outbox";
import { formatDateTimeIN } from "@/lib/format";
import { applicationById, type Application } from "./applications";
import { applicationCase } from "./applicationsCase";

/** An application as its e-mail to HR needs it: everything sent, the CV attached. */
export type NotifiableApplication = Application & { cv: CaseFile | undefined };

/** An application as its e-mail to HR tells it: every field as typed, the CV, Reply-To the applicant. */
function applicationCaseMail(application: NotifiableApplication): CaseMail {
  return {
    reference: application.reference,
    subject: words.subject(application.reference, application.name, application.openingTitle),
    rows: [
      [words.reference, application.reference],
      [words.opening, application.openingTitle ?? words.general],
      [words.received, formatDateTimeIN(application.createdAt)],
      [words.name, application.name],
      [words.email, application.email],
      [words.phone, application.phone],
      [words.currentRole, application.currentRole],
      [words.experience, application.experience],
      [words.noticePeriod, application.noticePeriod],
      ...(application.note ? [[words.note, application.note] as const] : []),
      [words.cv, application.cvName],
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

/** The applications' outbox: columns of the applications table itself. */
export function applicationOutbox(db: DatabaseSync): Outbox<NotifiableApplication> {
  return caseOutbox(db, applicationCase, (id) => {
    const application = applicationById(db, id);
    return (
      application && { ...application, cv: caseFile(db, applicationCase, application.reference) }
    );
  });
}
