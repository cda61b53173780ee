import { createHash, randomBytes } from "node:crypto";
import type { DatabaseSync, SQLOutputValue } from "node:sqlite";
import { lims } from "@/content/reports";
import { audit } from "@/lib/desk/audit";

type Row = Record<string, SQLOutputValue>;

/** A recognisable prefix, so a token pasted somewhere it should not be is easy to spot (and scan for). */
export const API_TOKEN_PREFIX = "met_";
const TOKEN_PATTERN = /^met_[A-Za-z0-9_-]{43}$/;
const NAME_PATTERN = /^[A-Za-z0-9._-]{1,60}$/;

export class ApiTokenError extends Error {}

export interface ApiTokenRow {
  name: string;
  createdAt: string;
  createdBy: string;
  revokedAt: string | null;
  revokedBy: string | null;
  lastUsedAt: string | null;
}

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** Makes a token (32 random bytes, base64url) and keeps only its SHA-256; the token is returned once. */
export function createApiToken(db: DatabaseSync, name: string, by: string): string {
  const clean = name.trim();
  if (!NAME_PATTERN.test(clean)) throw new ApiTokenError(lims.tokens.errors.name);
  if (db.prepare("SELECT 1 FROM api_tokens WHERE name = ?").get(clean))
    throw new ApiTokenError(lims.tokens.errors.taken(clean));
  const token = API_TOKEN_PREFIX + randomBytes(32).toString("base64url");
  db.prepare(
    "INSERT INTO api_tokens (name, sha256, created_at, created_by) VALUES (?, ?, ?, ?)",
  ).run(clean, hashOf(token), new Date().toISOString(), by);
  audit(db, by, "API token created", clean);
  return token;
}

export function listApiTokens(db: DatabaseSync): ApiTokenRow[] {
  return (db.prepare("SELECT * FROM api_tokens ORDER BY id DESC").all() as Row[]).map((r) => ({
    name: String(r.name),
    createdAt: String(r.created_at),
    createdBy: String(r.created_by),
    revokedAt: r.revoked_at === null ? null : String(r.revoked_at),
    revokedBy: r.revoked_by === null ? null : String(r.revoked_by),
    lastUsedAt: r.last_used_at === null ? null : String(r.last_used_at),
  }));
}

export function revokeApiToken(db: DatabaseSync, name: string, by: string): void {
  const row = db.prepare("SELECT revoked_at FROM api_tokens WHERE name = ?").get(name) as
    Row | undefined;
  if (!row) throw new ApiTokenError(lims.tokens.errors.unknown(name));
  if (row.revoked_at !== null) throw new ApiTokenError(lims.tokens.errors.alreadyRevoked(name));
  db.prepare("UPDATE api_tokens SET revoked_at = ?, revoked_by = ? WHERE name = ?").run(
    new Date().toISOString(),
    by,
    name,
  );
  audit(db, by, "API token revoked", name);
}

/**
 * The name of the live token a caller presented, or undefined (malformed,
 * unknown or revoked). The lookup is by the token's SHA-256, so no token is
 * ever compared character by character.
 */
export function apiTokenName(db: DatabaseSync, token: string): string | undefined {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const row = db
    .prepare("SELECT id, name FROM api_tokens WHERE sha256 = ? AND revoked_at IS NULL")
    .get(hashOf(token)) as Row | undefined;
  if (!row) return undefined;
  db.prepare("UPDATE api_tokens SET last_used_at = ? WHERE id = ?").run(
    new Date().toISOString(),
    row.id!,
  );
  return String(row.name);
}
