import type { Migration } from "./types";

/**
 * The register's to-do counts on the desk (issue 35): how many reports still
 * need their final PDF (no row in report_pdfs, and not withdrawn or
 * superseded). Counting them at 1,000,000 reports read every current report
 * and probed report_pdfs for each (330 ms; by subtraction 50 ms, growing with
 * the PDFs), so the number is kept in `report_tallies` by triggers instead and
 * read in one step. "Awaiting authorisation" needs no tally: its partial index
 * (reports_awaiting, 0019) holds only those reports.
 */
export const migration: Migration = {
  version: 20,
  name: "register_todo",
  up: `
CREATE TABLE report_tallies (name TEXT PRIMARY KEY, n INTEGER NOT NULL) WITHOUT ROWID;
INSERT INTO report_tallies (name, n)
  SELECT 'needs_pdf', COUNT(*) FROM reports r
  WHERE r.status = 'issued' AND NOT EXISTS (SELECT 1 FROM report_pdfs p WHERE p.report_id = r.id);
CREATE TRIGGER report_tally_insert AFTER INSERT ON reports WHEN new.status = 'issued' BEGIN
  UPDATE report_tallies SET n = n + 1 WHERE name = 'needs_pdf'
    AND NOT EXISTS (SELECT 1 FROM report_pdfs WHERE report_id = new.id);
END;
CREATE TRIGGER report_tally_status AFTER UPDATE OF status ON reports
  WHEN (old.status = 'issued') <> (new.status = 'issued') BEGIN
  UPDATE report_tallies SET n = n + (CASE WHEN new.status = 'issued' THEN 1 ELSE -1 END)
    WHERE name = 'needs_pdf' AND NOT EXISTS (SELECT 1 FROM report_pdfs WHERE report_id = new.id);
END;
CREATE TRIGGER report_tally_delete AFTER DELETE ON reports WHEN old.status = 'issued' BEGIN
  UPDATE report_tallies SET n = n - 1 WHERE name = 'needs_pdf'
    AND NOT EXISTS (SELECT 1 FROM report_pdfs WHERE report_id = old.id);
END;
CREATE TRIGGER report_tally_pdf AFTER INSERT ON report_pdfs BEGIN
  UPDATE report_tallies SET n = n - 1 WHERE name = 'needs_pdf'
    AND (SELECT status FROM reports WHERE id = new.report_id) = 'issued'
    AND NOT EXISTS (SELECT 1 FROM report_pdfs WHERE report_id = new.report_id AND id <> new.id);
END;
CREATE TRIGGER report_tally_pdf_delete AFTER DELETE ON report_pdfs BEGIN
  UPDATE report_tallies SET n = n + 1 WHERE name = 'needs_pdf'
    AND (SELECT status FROM reports WHERE id = old.report_id) = 'issued'
    AND NOT EXISTS (SELECT 1 FROM report_pdfs WHERE report_id = old.report_id);
END;
`,
};
