import type { Migration } from "./types";

/**
 * PostgreSQL's speed on the lead desk and the portal (issue 53); SQLite needs
 * nothing.
 *
 * The leads' search body is kept in lower case: the desk matches it with
 * LIKE on the search's words in lower case, which is what ILIKE does (it
 * folds both sides with lower()), without folding every body it reads, three
 * to four times the cost of the match itself where a word is too short or
 * too common for the trigram index to narrow the rows.
 *
 * The desk's filters read ids from their indexes alone, as SQLite's indexes
 * (which carry the rowid) let it: the lead's form and day with its id, a
 * status with its lead's id.
 *
 * The portal: the addresses on reports in a domain (lib/customers/store.ts
 * reportAddressesInDomain, twice a page) from an index of (domain, email)
 * alone, not one table page per report; and the due date in the portal's
 * partial index, so its order by due date reads no report's row either.
 */
export const migration: Migration = {
  version: 50,
  name: "postgres_speed",
  up: "SELECT 1",
  postgres: `
CREATE OR REPLACE FUNCTION lead_search_body(reference TEXT, fields TEXT) RETURNS TEXT
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  parsed JSONB;
BEGIN
  BEGIN
    parsed := fields::jsonb;
  EXCEPTION WHEN others THEN
    parsed := '{}'::jsonb;
  END;
  IF jsonb_typeof(parsed) = 'object' THEN
    parsed := parsed - 'form_name';
  END IF;
  RETURN lower(concat_ws(E'\\n', reference, (
    SELECT string_agg(v #>> '{}', E'\\n')
    FROM jsonb_path_query(parsed, 'strict $.**') AS v
    WHERE jsonb_typeof(v) IN ('string', 'number')
  )));
END $$;

DROP INDEX lead_search_body;
UPDATE lead_search SET body = lower(body) WHERE body <> lower(body);
CREATE INDEX lead_search_body ON lead_search USING gin (body gin_trgm_ops);

DROP INDEX leads_form;
CREATE INDEX leads_form ON leads (form, id);
DROP INDEX leads_created_at;
CREATE INDEX leads_created_at ON leads (created_at, id);
DROP INDEX lead_status_status;
CREATE INDEX lead_status_status ON lead_status (status, lead_id);

CREATE INDEX report_customer_emails_domain_email ON report_customer_emails (domain, email);

DROP INDEX reports_portal_list;
CREATE INDEX reports_portal_list ON reports (id, issue_date, kind, status) INCLUDE (due_date)
  WHERE authorised_at IS NOT NULL;
`,
};
