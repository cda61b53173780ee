import type { Migration } from "./types";

/**
 * The throttles' attempts when more than one app server runs (issue 52 item
 * 3, `THROTTLES=database`): one row per accepted attempt of a client (an
 * address, a network, a key's hash) at a throttle, so that a limit counts the
 * attempts made through every server. Rows older than their throttle's window
 * are deleted as the throttle is used. One server keeps them in memory.
 */
export const migration: Migration = {
  version: 45,
  name: "throttle_hits",
  up: `
CREATE TABLE throttle_hits (
  throttle TEXT NOT NULL,
  client TEXT NOT NULL,
  at TEXT NOT NULL
);
CREATE INDEX throttle_hits_client ON throttle_hits (throttle, client, at);
CREATE INDEX throttle_hits_at ON throttle_hits (throttle, at);
`,
};
