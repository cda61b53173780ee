import { newToken, tokenHash } from "@/lib/platform/tokens";
import type { DeskUser } from "./roles";
import {
  deleteSession,
  deleteSessionsOf,
  insertSession,
  rolesOf,
  sessionRow,
  touchSession,
} from "./store";

/** Sessions end after 8 idle hours, and 12 hours after sign-in however busy (an office day). */
export const SESSION_IDLE_MS = 8 * 60 * 60_000;
export const SESSION_LIFETIME_MS = 12 * 60 * 60_000;

/** A new session for an account; answers the token for the cookie (only its hash is stored). */
export async function createSession(email: string, now = new Date()): Promise<string> {
  const token = newToken();
  await insertSession(tokenHash(token), email, now);
  return token;
}

export const userRoles = (email: string): Promise<DeskUser["roles"]> => rolesOf(email);

/**
 * The signed-in staff member of a session token, or undefined (unknown, idle 8
 * hours or older than 12). Read on every staff request (lib/desk/gate.ts): the
 * session and its roles are one query, and a write only when it ends or its
 * idle clock moves on.
 */
export async function sessionUser(
  token: string | undefined,
  now = new Date(),
): Promise<DeskUser | undefined> {
  if (!token) return undefined;
  const hash = tokenHash(token);
  const row = await sessionRow(hash);
  if (!row) return undefined;
  const since = (instant: string) => now.getTime() - new Date(instant).getTime();
  if (since(row.lastSeenAt) > SESSION_IDLE_MS || since(row.createdAt) > SESSION_LIFETIME_MS) {
    await deleteSession(hash);
    return undefined;
  }
  // The idle clock moves on at most once a minute: not a disk write on every request.
  if (since(row.lastSeenAt) >= 60_000) await touchSession(hash, now);
  return { email: row.email, roles: row.roles };
}

export async function signOut(token: string | undefined): Promise<void> {
  if (token) await deleteSession(tokenHash(token));
}

/**
 * Ends every session of an account (password changed, account removed, roles changed,
 * second factor reset), and any sign-in of it waiting for its code.
 */
export const endSessions = (email: string): Promise<void> => deleteSessionsOf(email);
