import type { DatabaseSync } from "node:sqlite";

/** Audit actions whose detail is the client's IP address: blanked after 90 days (lib/desk/purge.ts). */
export const ADDRESS_ACTIONS = ["signed in", "failed sign-in"] as const;

/** One line of the desk's audit log: who did what, when (migrations/0003_desk.ts). */
export function audit(db: DatabaseSync, who: string, action: string, detail = ""): void {
  db.prepare("INSERT INTO desk_audit (at, who, action, detail) VALUES (?, ?, ?, ?)").run(
    new Date().toISOString(),
    who,
    action,
    detail,
  );
}
