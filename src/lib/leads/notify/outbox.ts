import type { DatabaseSync } from "node:sqlite";
import { leadById, leadFile } from "@/lib/db/leads";
import {
  dueNotifications,
  markNotificationFailed,
  markNotificationSent,
} from "@/lib/db/notifications";
import type { Outbox } from "./notifier";

/** The notifier's outbox in the database: the notifications table beside the leads. */
export function sqliteOutbox(db: DatabaseSync): Outbox {
  return {
    due: (now, limit) => dueNotifications(db, now, limit),
    lead(leadId) {
      const lead = leadById(db, leadId);
      if (!lead) return undefined;
      return {
        reference: lead.reference,
        form: lead.form,
        createdAt: lead.createdAt,
        fields: lead.fields,
        file: leadFile(db, lead.reference),
      };
    },
    markSent: (leadId, messageId, at) => markNotificationSent(db, leadId, messageId, at),
    markFailed: (leadId, error, next) => markNotificationFailed(db, leadId, error, next),
  };
}
