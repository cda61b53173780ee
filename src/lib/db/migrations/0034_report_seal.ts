import type { Migration } from "./types";

/**
 * The lab's digital seal on every issued PDF (issue 48): a version row names
 * the sealed file (its sha256 and size are the sealed bytes the register
 * serves), who sealed it (the certificate's subject) and when, and the
 * SHA-256 of the unsealed file it was made from, so the PDF check can say a
 * copy of that file is not the issued PDF. Versions from before the seal, or
 * issued while no certificate was set up, have none.
 */
export const migration: Migration = {
  version: 34,
  name: "report_seal",
  up: `
ALTER TABLE report_pdfs ADD COLUMN sealed_by TEXT;
ALTER TABLE report_pdfs ADD COLUMN sealed_at TEXT;
ALTER TABLE report_pdfs ADD COLUMN draft_sha256 TEXT;
CREATE INDEX report_pdfs_draft_sha256 ON report_pdfs (draft_sha256) WHERE draft_sha256 IS NOT NULL;
`,
};
