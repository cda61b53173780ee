import type { DatabaseSync } from "node:sqlite";
import { caseFile } from "@/lib/cases/files";
import { caseOutbox } from "@/lib/cases/outbox";
import type { Outbox } from "@/lib/cases/notifier";
import { leadById } from "@/lib/db/leads";
import { leadCase } from "../case";
import type { NotifiableLead } from "./message";

/** The leads' outbox in the database: the notifications table beside the leads. */
export function leadOutbox(db: DatabaseSync): Outbox<NotifiableLead> {
  return caseOutbox(db, leadCase, (id) => {
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
  });
}
