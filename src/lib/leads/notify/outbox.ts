import type { AsyncOutbox } from "@/lib/cases/notifier";
import { acknowledgementLanguage, caseFile, caseOutbox } from "@/lib/cases/store";
import { leadCase } from "../case";
import { leadById } from "../store";
import type { NotifiableLead } from "./message";

/** A stored lead as its e-mails need it, with its file; undefined once erased. */
export async function notifiableLead(id: number): Promise<NotifiableLead | undefined> {
  const lead = await leadById(id);
  return (
    lead && {
      reference: lead.reference,
      form: lead.form,
      createdAt: lead.createdAt,
      fields: lead.fields,
      file: await caseFile(leadCase, lead.reference),
    }
  );
}

/**
 * The leads' outbox in the database: the notifications table beside the
 * leads. A row is 'pending' from the lead's own transaction until its e-mail
 * is sent; a failure is recorded and tried again (lib/cases/notifications.ts).
 */
export const leadOutbox = (): AsyncOutbox<NotifiableLead> =>
  caseOutbox(leadCase.outbox, notifiableLead);

/** A stored lead as its acknowledgement needs it: with the language it is written in. */
async function acknowledgedLead(id: number): Promise<NotifiableLead | undefined> {
  const lead = await notifiableLead(id);
  return (
    lead && { ...lead, language: await acknowledgementLanguage(leadCase.acknowledgements, id) }
  );
}

/** The leads' acknowledgements to their senders waiting to go (lead_acknowledgements). */
export const leadAcknowledgementOutbox = (): AsyncOutbox<NotifiableLead> =>
  caseOutbox(leadCase.acknowledgements, acknowledgedLead);
