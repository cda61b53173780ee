import type { DatabaseSync } from "node:sqlite";
import type { CaseKind } from "./kind";

/** Freed pages (zeroed by secure_delete) go into the main file now, not left in the write-ahead log. */
export const checkpoint = (db: DatabaseSync) => db.exec("PRAGMA wal_checkpoint(TRUNCATE)");

/**
 * Erasure on request (DPDP Act): the record, its file, and with it its status,
 * history, notes and e-mail (ON DELETE CASCADE); false when there is no such
 * record. Nothing of it stays in the file (secure_delete, then a checkpoint).
 */
export function eraseRecord(db: DatabaseSync, kind: CaseKind, reference: string): boolean {
  const erased =
    Number(db.prepare(`DELETE FROM ${kind.table} WHERE reference = ?`).run(reference).changes) ===
    1;
  if (erased) checkpoint(db);
  return erased;
}

/** Erasure asked for on the desk: the audit log keeps only the reference, who and when. */
export function eraseCase(
  db: DatabaseSync,
  kind: CaseKind,
  reference: string,
  who: string,
  now = new Date(),
): boolean {
  if (!eraseRecord(db, kind, reference)) return false;
  kind.auditLine(db, who, "erased", reference, now);
  return true;
}
