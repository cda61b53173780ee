import type { Migration } from "./types";

/**
 * What each staff account may do: one row per (account, role). Accounts made
 * before roles existed become admins, as they could do everything then.
 */
export const migration: Migration = {
  version: 4,
  name: "desk_roles",
  up: `
CREATE TABLE desk_user_roles (
  email TEXT NOT NULL REFERENCES desk_users(email) ON DELETE CASCADE ON UPDATE CASCADE,
  role TEXT NOT NULL,
  PRIMARY KEY (email, role)
);
INSERT INTO desk_user_roles (email, role) SELECT email, 'admin' FROM desk_users;
`,
};
