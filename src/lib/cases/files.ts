import type { DatabaseSync } from "node:sqlite";
import type { CaseKind } from "./kind";

/** The file a sender uploaded with a case (a lead's attachment, a CV). */
export interface CaseFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** The record's file, or undefined (no such record, or none uploaded). */
export function caseFile(
  db: DatabaseSync,
  kind: CaseKind,
  reference: string,
): CaseFile | undefined {
  const { name, type, bytes } = kind.file;
  const row = db
    .prepare(
      `SELECT ${name} AS name, ${type} AS type, ${bytes} AS bytes FROM ${kind.table} WHERE reference = ?`,
    )
    .get(reference);
  if (!row || !(row.bytes instanceof Uint8Array)) return undefined;
  return { name: String(row.name ?? ""), type: String(row.type ?? ""), bytes: row.bytes };
}
