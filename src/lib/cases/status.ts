/**
 * A case's status (migrations/0003_desk.ts and 0023_case_status.ts): the
 * current one in the kind's status table, a record without a row having the
 * first status; every change in its changes table, who made it and when. Read
 * and written by ./store.ts.
 */
import { firstStatus, isStatusOf, type CaseKind } from "./kind";

/** One change of a status; `from` is null for a change made before history was kept. */
export interface StatusChange {
  at: string;
  who: string;
  from: string | null;
  to: string;
}

/** The status of a stored row (a value no longer known reads as the first). */
export const statusOfRow = <S extends string>(kind: CaseKind<S>, value: unknown): S =>
  isStatusOf(kind, value) ? value : firstStatus(kind);
