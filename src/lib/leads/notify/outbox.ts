import type { DatabaseSync } from "node:sqlite";
import { caseFile } from "@/lib/cases/files";
import { caseOutbox } from "@/lib/cases/outbox";
import type { Outbox } from "@/lib/cases/notifier";
import { leadById } from "@/lib/db/leads";
import { leadCase } from "../case";
import type { NotifiableLead } from "./message";

/** A stored lead as its e-mails need it, with its file; undefined once erased. */
export function notifiableLead(db: DatabaseSync, id: number): NotifiableLead | undefined {
  const lead = leadById(db, id);
  return (
    lead && {
      reference: lead.reference,
      form: lead.form,
      createdAt: lead.createdAt,
      fields: lead.fields,
      file: caseFile(db, leadCase, lead.reference),
    }
  );
}

/** The leads' outbox in the database: the notifications table beside the leads. */
export const leadOutbox = (db: DatabaseSync): Outbox<NotifiableLead> =>
  caseOutbox(db, leadCase.outbox, (id) => notifiableLead(db, id));

/** The leads' acknowledgements to their senders waiting to go (lead_acknowledgements). */
export const leadAcknowledgementOutbox = (db: DatabaseSync): Outbox<NotifiableLead> =>
  caseOutbox(db, leadCase.acknowledgements, (id) => notifiableLead(db, id));
