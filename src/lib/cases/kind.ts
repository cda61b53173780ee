import type { OutboxColumns } from "@/lib/platform/outbox/store";

/**
 * A case: a record someone sent the lab (a lead, a job application) that
 * staff handle on the desk. Every kind of case is handled alike by this
 * module: a status with its history, notes, erasure on request, the
 * retention purge and the e-mail to staff. A kind says only what differs:
 * its tables, its statuses, how long it is kept, its file, its outbox, its
 * desk page and its lines in the audit log.
 *
 * Every kind's table has `id`, a unique `reference`, `created_at` (UTC), and
 * the sender's `client` (IP address) and `user_agent`; the tables that hang
 * on a record name it in `ref` and are deleted with it (ON DELETE CASCADE).
 */
import type { Role } from "@/lib/desk/roles";

/** The lines a case writes to the audit log; each kind names their stored keys. */
export type CaseAction = "status" | "note" | "erased" | "file" | "owner" | "followUp";

/** Where a record's uploaded file lies in its row. */
export interface FileColumns {
  name: string;
  type: string;
  bytes: string;
}

/** An outbox of the kind's e-mails (to staff, or to the sender): one row per record, in these columns. */
export type { OutboxColumns };

export interface CaseKind<S extends string = string> {
  /** The records' table. */
  table: string;
  /** The column naming a record in the tables below. */
  ref: string;
  /**
   * The current status (a record without a row has the first status), its changes, the notes,
   * and who follows it up by when (FollowUp below).
   */
  tables: { status: string; changes: string; notes: string; followUp: string };
  /** Its statuses in order; the first is a new record's. */
  statuses: readonly [S, ...S[]];
  /** Statuses that close a case: its follow-up date no longer falls due. */
  closed: readonly S[];
  /** Who may own a case of this kind: a colleague with this role (or an administrator). */
  ownerRole: Role;
  /** Its uploaded file's columns; none for a kind without files (a privacy request). */
  file?: FileColumns | undefined;
  /** How many months a record is kept after it arrives (content/privacy.ts). */
  keepMonths: number;
  /** The desk page of one record (`?id=` its reference) and the list it belongs to. */
  desk: { page: string; list: string };
  outbox: OutboxColumns;
  /** The outbox of the acknowledgements to the sender (lib/cases/acknowledgements.ts). */
  acknowledgements: OutboxColumns;
  /**
   * Writes one of the kind's lines to the audit log, through the store of the
   * work in hand. The kind calls `recordAudit` with its own table of action
   * keys, so the words test (lib/desk/auditLog.test.ts) reads them where they
   * are written.
   */
  auditLine(who: string, action: CaseAction, detail: string, now: Date): Promise<void>;
}

/** The status a record has until someone changes it. */
export const firstStatus = <S extends string>(kind: CaseKind<S>): S => kind.statuses[0];

export const isStatusOf = <S extends string>(kind: CaseKind<S>, value: unknown): value is S =>
  typeof value === "string" && (kind.statuses as readonly string[]).includes(value);

/** A record as the case module needs it: which it is, and its status now. */
export interface CaseRecord<S extends string = string> {
  id: number;
  reference: string;
  status: S;
}

/**
 * Who follows a case up, and by when (migrations/0026_case_follow_up.ts): an
 * owner (a colleague with the kind's role) and a follow-up date, an India
 * day. A case falls due on its date and stays due until it is closed (a
 * closing status) or given another date.
 */
export interface FollowUp {
  /** The owner's e-mail address (their account), or null for nobody. */
  owner: string | null;
  /** YYYY-MM-DD, or null for no date. */
  due: string | null;
}

/** A colleague who may own a case: their account's address and the name they go by. */
export interface Colleague {
  email: string;
  name: string;
}
