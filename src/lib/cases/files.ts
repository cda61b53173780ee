/** The file a sender uploaded with a case (a lead's attachment, a CV; read by ./store.ts `caseFile`). */
export interface CaseFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}
