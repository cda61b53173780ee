import type { Migration } from "./types";

/**
 * An owner's follow-up e-mail of the day is claimed before it is sent
 * (issue 52 item 3): the row is written first with `claimed_until`, so a
 * second server looking at the same minute finds it and sends nothing; it
 * is cleared (NULL) once the SMTP server took the e-mail. A claim whose time
 * has passed (its server stopped mid-send) may be taken again.
 */
export const migration: Migration = {
  version: 44,
  name: "follow_up_digest_claims",
  up: `
ALTER TABLE follow_up_digests ADD COLUMN claimed_until TEXT;
`,
};
