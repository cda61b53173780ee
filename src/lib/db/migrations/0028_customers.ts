import type { Migration } from "./types";

/**
 * The lab's customers (issue 38): the e-mail addresses a report carries (one
 * row each, with the address's domain, found by address and by domain), the
 * organisations the desk keeps with the addresses and whole domains
 * (`@utility.example`) that belong to them (an address or domain belongs to
 * one organisation), and the portal's one-time sign-in links and sessions,
 * kept as SHA-256 hashes only.
 */
export const migration: Migration = {
  version: 28,
  name: "customers",
  up: `
CREATE TABLE report_customer_emails (
  report_id INTEGER NOT NULL REFERENCES reports(id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  domain TEXT NOT NULL,
  PRIMARY KEY (report_id, email)
) WITHOUT ROWID;
CREATE INDEX report_customer_emails_email ON report_customer_emails (email, report_id);
CREATE INDEX report_customer_emails_domain ON report_customer_emails (domain, report_id);
CREATE TABLE customer_organisations (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE UNIQUE INDEX customer_organisations_name ON customer_organisations (name COLLATE NOCASE);
CREATE TABLE customer_organisation_addresses (
  address TEXT PRIMARY KEY,
  organisation_id INTEGER NOT NULL REFERENCES customer_organisations(id) ON DELETE CASCADE
);
CREATE INDEX customer_organisation_addresses_org ON customer_organisation_addresses (organisation_id);
CREATE TABLE portal_links (
  token_hash TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX portal_links_expires ON portal_links (expires_at);
CREATE TABLE portal_sessions (
  token_hash TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX portal_sessions_expires ON portal_sessions (expires_at);
`,
};
