import type { Migration } from "./types";

/**
 * The language an acknowledgement is written in (issue 54 item 7): 'hi' for
 * what was sent from a Hindi page (a consultation request from /hi/contact, a
 * job application from /hi/career/apply), 'en' for everything else and for
 * every row queued before (lib/cases/acknowledgements.ts renders it).
 */
const language = (table: string) =>
  `ALTER TABLE ${table} ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'hi'));\n`;

const both = language("lead_acknowledgements") + language("application_acknowledgements");

export const migration: Migration = {
  version: 56,
  name: "acknowledgement_language",
  up: both,
  postgres: both,
};
