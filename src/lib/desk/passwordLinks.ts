import type { DatabaseSync, SQLOutputValue } from "node:sqlite";
import { transaction } from "@/lib/db/connection";
import { audit } from "./audit";
import { hashPassword } from "./passwords";
import { passwordProblem, type PasswordProblem } from "./passwordRules";
import { newToken, tokenHash } from "@/lib/platform/tokens";
import { endSessions } from "./sessions";

/** A set-password link works once, for 24 hours; a newer one for the account replaces it. */
export const LINK_LIFETIME_MS = 24 * 60 * 60_000;

type Row = Record<string, SQLOutputValue>;

/** A new link's token for an account (only its SHA-256 is stored); older links stop working. */
export function createPasswordLink(db: DatabaseSync, email: string, now = new Date()): string {
  const token = newToken();
  db.prepare(
    "INSERT OR REPLACE INTO desk_password_links (email, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?)",
  ).run(
    email,
    tokenHash(token),
    now.toISOString(),
    new Date(now.getTime() + LINK_LIFETIME_MS).toISOString(),
  );
  return token;
}

/** The account a link is for while it is unused and unexpired. */
export function linkAccount(
  db: DatabaseSync,
  token: string | undefined | null,
  now = new Date(),
): string | undefined {
  if (!token) return undefined;
  const row = db
    .prepare("SELECT email FROM desk_password_links WHERE token_hash = ? AND expires_at > ?")
    .get(tokenHash(token), now.toISOString()) as Row | undefined;
  return row ? String(row.email) : undefined;
}

export type SetPasswordResult =
  | { ok: true; email: string }
  | { ok: false; reason: "link" | "mismatch" | PasswordProblem; email?: string };

/**
 * The colleague's new password through a link: checked, stored, the link used
 * up (once only, even for two requests at the same moment) and every session
 * of the account ended.
 */
export async function setPasswordByLink(
  db: DatabaseSync,
  token: string,
  password: string,
  repeat: string,
  now = new Date(),
): Promise<SetPasswordResult> {
  const email = linkAccount(db, token, now);
  if (!email) return { ok: false, reason: "link" };
  if (password !== repeat) return { ok: false, reason: "mismatch", email };
  const problem = passwordProblem(password, email);
  if (problem) return { ok: false, reason: problem, email };
  const hash = await hashPassword(password);
  const used = transaction(db, () => {
    const taken = db
      .prepare("DELETE FROM desk_password_links WHERE token_hash = ? AND expires_at > ?")
      .run(tokenHash(token), now.toISOString());
    if (Number(taken.changes) !== 1) return false;
    db.prepare("UPDATE desk_users SET password_hash = ? WHERE email = ?").run(hash, email);
    return true;
  });
  if (!used) return { ok: false, reason: "link" };
  endSessions(db, email);
  audit(db, email, "password set by link");
  return { ok: true, email };
}

/** Links past their 24 hours (the daily purge). */
export const purgeExpiredLinks = (db: DatabaseSync, now = new Date()): number =>
  Number(
    db.prepare("DELETE FROM desk_password_links WHERE expires_at <= ?").run(now.toISOString())
      .changes,
  );
