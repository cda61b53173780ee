import type { DatabaseSync } from "node:sqlite";
import { transaction } from "@/lib/db/connection";
import { audit } from "@/lib/desk/audit";
import {
  MAX_NOTE_CHARS,
  eraseApplication,
  type Application,
  type ApplicationStatus,
} from "./applications";

/** What HR changes on an application; every change is written to the audit log. */

export interface ApplicationUpdate {
  status: boolean;
  note: boolean;
}

/** A new status and/or a note, in one transaction; what changed (both false: nothing). */
export function updateApplication(
  db: DatabaseSync,
  application: Application,
  change: { status: ApplicationStatus; note: string },
  who: string,
  now = new Date(),
): ApplicationUpdate {
  const note = change.note.trim().slice(0, MAX_NOTE_CHARS);
  const statusChanged = change.status !== application.status;
  return transaction(db, () => {
    if (statusChanged) {
      db.prepare("UPDATE applications SET status = ?, updated_at = ? WHERE id = ?").run(
        change.status,
        now.toISOString(),
        application.id,
      );
      audit(
        db,
        who,
        "application status changed",
        `${application.reference}: ${application.status} -> ${change.status}`,
        now,
      );
    }
    if (note) {
      db.prepare(
        "INSERT INTO application_notes (application_id, at, author, text) VALUES (?, ?, ?, ?)",
      ).run(application.id, now.toISOString(), who, note);
      db.prepare("UPDATE applications SET updated_at = ? WHERE id = ?").run(
        now.toISOString(),
        application.id,
      );
      audit(db, who, "application note added", application.reference, now);
    }
    return { status: statusChanged, note: note !== "" };
  });
}

/** Erasure on the applicant's request, audited by reference only (no personal data in the log). */
export function eraseOnRequest(db: DatabaseSync, reference: string, who: string): boolean {
  const erased = eraseApplication(db, reference);
  if (erased) audit(db, who, "application erased", reference);
  return erased;
}
