import type { Migration } from "./types";

/**
 * The language a privacy request was made in (issue 54 item 7): a request
 * sent from /hi/privacy/request is confirmed, acknowledged and answered in
 * Hindi. Kept on the waiting link and on the case; 'en' for every request
 * made before.
 */
const sql = `
ALTER TABLE privacy_request_links ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'hi'));
ALTER TABLE privacy_requests ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'hi'));
`;

export const migration: Migration = {
  version: 55,
  name: "privacy_request_language",
  up: sql,
  postgres: sql,
};
