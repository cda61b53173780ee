import {
  acknowledgedNext,
  acknowledgementReplyTo,
  acknowledgementWords,
} from "@/content/acknowledgements";
import { leadContact } from "@/content/forms";
import type { Acknowledgement } from "@/lib/cases/acknowledgements";
import { leadFieldRows, type NotifiableLead } from "./message";

/** A lead as its sender's acknowledgement tells it: every field they typed, their file. */
export function leadAcknowledgement(lead: NotifiableLead): Acknowledgement {
  const contact = leadContact(lead.fields);
  return {
    reference: lead.reference,
    email: contact.email,
    name: contact.name,
    what: acknowledgementWords.formName(lead.form),
    receivedAt: lead.createdAt,
    rows: leadFieldRows(lead),
    next: acknowledgedNext[lead.form as keyof typeof acknowledgedNext] ?? "",
    replyTo: acknowledgementReplyTo("lead"),
    file: lead.file,
  };
}
