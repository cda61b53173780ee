import type { DatabaseSync } from "node:sqlite";
import { DESK_HEADERS, visitorFileDownload } from "@/lib/desk/http";
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

/**
 * The record's file for staff, as the desk's download route answers: always a
 * download under a safe name, and audited; 404 with `missing` in words.
 */
export function caseFileDownload(
  db: DatabaseSync,
  kind: CaseKind,
  reference: string,
  who: string,
  missing: string,
  now = new Date(),
): Response {
  const file = caseFile(db, kind, reference);
  if (!file) return new Response(missing, { status: 404, headers: DESK_HEADERS });
  kind.auditLine(db, who, "file", reference, now);
  return visitorFileDownload(file.name, file.bytes);
}
