import type { DatabaseSync } from "node:sqlite";
import type { AsyncOutbox } from "@/lib/cases/notifier";
import { caseFile, caseOutbox } from "@/lib/cases/store";
import { leadById } from "@/lib/db/leads";
import { withStore } from "@/lib/db/store";
import { leadCase } from "../case";
import type { NotifiableLead } from "./message";

/** A stored lead as its e-mails need it, with its file; undefined once erased. */
export async function notifiableLead(
  db: DatabaseSync,
  id: number,
): Promise<NotifiableLead | undefined> {
  const lead = leadById(db, id);
  return (
    lead && {
      reference: lead.reference,
      form: lead.form,
      createdAt: lead.createdAt,
      fields: lead.fields,
      file: await withStore(db, () => caseFile(leadCase, lead.reference)),
    }
  );
}

/** A case's outbox read and written in `db` (the leads are not yet in a store: issue 52). */
const leadOutboxIn = (
  db: DatabaseSync,
  columns: typeof leadCase.outbox,
): AsyncOutbox<NotifiableLead> => {
  const outbox = caseOutbox(columns, (id) => notifiableLead(db, id));
  return {
    due: (now, limit) => withStore(db, async () => outbox.due(now, limit)),
    item: (id) => outbox.item(id),
    markSent: (id, messageId, at) => withStore(db, async () => outbox.markSent(id, messageId, at)),
    markFailed: (id, error, next) => withStore(db, async () => outbox.markFailed(id, error, next)),
  };
};

/** The leads' outbox in the database: the notifications table beside the leads. */
export const leadOutbox = (db: DatabaseSync): AsyncOutbox<NotifiableLead> =>
  leadOutboxIn(db, leadCase.outbox);

/** The leads' acknowledgements to their senders waiting to go (lead_acknowledgements). */
export const leadAcknowledgementOutbox = (db: DatabaseSync): AsyncOutbox<NotifiableLead> =>
  leadOutboxIn(db, leadCase.acknowledgements);
