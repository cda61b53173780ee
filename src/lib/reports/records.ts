import type { ReportKind } from "@/content/reports";
import { REPORT_FIELDS } from "./reportFields";
import type { ReportFields } from "./schema";

/**
 * What the register keeps, as the rest of the site reads it: a report, its PDF
 * versions and amendments, a row of the register's list and an API token.
 * The store (store.ts) maps its rows to these once; register.ts, review.ts
 * and apiTokens.ts re-export them for their callers.
 */

/** Where a report stands; "awaiting-authorisation" until a second person (a signatory) authorises it. */
export const REPORT_STATUSES = [
  "awaiting-authorisation",
  "issued",
  "withdrawn",
  "superseded",
] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export interface Report extends Omit<ReportFields, "ulr" | "accredited" | "customerEmail"> {
  id: number;
  /**
   * The register's key for this report: its ULR (without "ULR-") when it is
   * within the accredited scope, else its report number in upper case.
   * Links, lookups and the API name a report by it.
   */
  reference: string;
  /** The ULR, for a report within the accredited scope only. */
  ulr: string | null;
  accredited: boolean;
  token: string;
  code: string;
  status: ReportStatus;
  withdrawnAt: string | null;
  withdrawnReason: string | null;
  supersededBy: string | null;
  /** The report this one replaced, if any (the link back). */
  supersedes: string | null;
  createdAt: string;
  createdBy: string;
  /** When and by whom it was authorised (a signatory's e-mail, or "api:NAME" for an issuing token). */
  authorisedAt: string | null;
  authorisedBy: string | null;
  signatoryDesignation: string;
  checks: number;
}

export interface PdfVersion {
  version: number;
  sha256: string;
  size: number;
  addedAt: string;
  addedBy: string;
  /** The lab's digital seal on this version (lib/reports/seal.ts): who (the certificate's subject) and when. */
  sealedBy: string | null;
  sealedAt: string | null;
}

/**
 * What a report keeps from its registration: its key, kind, accreditation and (set at
 * authorisation) signatory. The customer's addresses are not on the report itself, so they are
 * no detail to amend either.
 */
const FIXED = ["accredited", "ulr", "kind", "signatory", "customerEmail"] as const;
export type AmendableField = Exclude<(typeof REPORT_FIELDS)[number], (typeof FIXED)[number]>;

/** The details a correction may change: every field of the register's form but the fixed ones. */
export const AMENDABLE_FIELDS = REPORT_FIELDS.filter(
  (f): f is AmendableField => !(FIXED as readonly string[]).includes(f),
);

/** One detail a correction or an amendment changed. */
export interface FieldChange<F extends string = AmendableField> {
  field: F;
  from: string;
  to: string;
}

/**
 * What an amendment changed: details, or (a PDF replaced after authorisation,
 * pdfAmendment.ts) the PDF's version and the signatory who authorised the new one.
 */
export type AmendmentChange = FieldChange<AmendableField | "pdf" | "signatory">;

export interface Amendment {
  at: string;
  by: string;
  reason: string;
  changes: AmendmentChange[];
}

export interface RegisterRow {
  /** The register's key: the ULR (without "ULR-"), or the report number in upper case outside the scope. */
  reference: string;
  accredited: boolean;
  reportNumber: string;
  kind: ReportKind;
  customer: string;
  issueDate: string;
  dueDate: string;
  status: ReportStatus;
  checks: number;
  /** The newest PDF version, 0 when none is attached. */
  pdfVersion: number;
}

/**
 * What a token may do: `register` puts reports in the register to await a
 * signatory's authorisation (the default); `issue` is the LIMS's own
 * authorisation, so its reports are issued at once and it may amend them.
 */
export const TOKEN_SCOPES = ["register", "issue"] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

/** A live token's caller, as the API sees it. */
export interface ApiTokenCaller {
  name: string;
  scope: TokenScope;
}

export interface ApiTokenRow {
  name: string;
  scope: TokenScope;
  createdAt: string;
  createdBy: string;
  revokedAt: string | null;
  revokedBy: string | null;
  lastUsedAt: string | null;
}
