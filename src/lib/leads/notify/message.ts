import type { SendMailOptions } from "nodemailer";
import { leadContact } from "@/content/forms";
import { fieldLabel, formNameOf, leadNotification as words } from "@/content/leadNotification";
import type { CaseFile } from "@/lib/cases/files";
import { caseMessage, type CaseMail, type NotifyAddresses } from "@/lib/cases/mail";
import { formatDateTimeIN } from "@/lib/format";
import { leadCase } from "../case";
import { leadValueText } from "../fieldText";

/** What the notification needs of a stored lead. */
export interface NotifiableLead {
  reference: string;
  form: string;
  createdAt: string;
  fields: Record<string, unknown>;
  file?: CaseFile | undefined;
  /** The language of its acknowledgement (English unless it came from a Hindi page). */
  language?: "en" | "hi" | undefined;
}

/** Every field of a lead as the visitor typed it, under the names staff know. */
export const leadFieldRows = (lead: Pick<NotifiableLead, "fields">) =>
  Object.entries(lead.fields).map(
    ([name, value]) => [fieldLabel(name), leadValueText(name, value)] as const,
  );

/**
 * A lead as its e-mail to the lab tells it: the form, the time, every field
 * as the visitor typed it, the file; Reply-To the visitor's e-mail, if any.
 */
function leadMail(lead: NotifiableLead): CaseMail {
  const formName = formNameOf(lead.form);
  const contact = leadContact(lead.fields);
  const who = contact.name || contact.company;
  return {
    reference: lead.reference,
    subject: `${formName} ${lead.reference}${who ? ` – ${who}` : ""}`,
    rows: [
      [words.reference, lead.reference],
      [words.form, formName],
      [words.received, formatDateTimeIN(lead.createdAt)],
      ...leadFieldRows(lead),
      ...(lead.file ? [[words.file, lead.file.name] as const] : []),
    ],
    replyTo: contact.email || undefined,
    file: lead.file,
    deskPage: leadCase.desk.page,
    words,
  };
}

/** The lead's e-mail to the lab (lib/cases/mail.ts). */
export const notificationMessage = (lead: NotifiableLead, to: NotifyAddresses): SendMailOptions =>
  caseMessage(leadMail(lead), to);
