import { DeskError } from "@/lib/desk/errors";
import { newToken, tokenHash } from "@/lib/platform/tokens";
import type { DatabaseSync, SQLOutputValue } from "node:sqlite";
import { lims } from "@/content/reports";
import { audit } from "@/lib/desk/audit";

type Row = Record<string, SQLOutputValue>;

/** A recognisable prefix, so a token pasted somewhere it should not be is easy to spot (and scan for). */
export const API_TOKEN_PREFIX = "met_";
const TOKEN_PATTERN = /^met_[A-Za-z0-9_-]{43}$/;
const NAME_PATTERN = /^[A-Za-z0-9._-]{1,60}$/;

export class ApiTokenError extends DeskError {}

/**
 * What a token may do: `register` puts reports in the register to await a
 * signatory's authorisation (the default); `issue` is the LIMS's own
 * authorisation, so its reports are issued at once and it may amend them.
 */
export const TOKEN_SCOPES = ["register", "issue"] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];
export const isTokenScope = (v: unknown): v is TokenScope =>
  typeof v === "string" && (TOKEN_SCOPES as readonly string[]).includes(v);

/** A live token's caller, as the API sees it. */
export interface ApiTokenCaller {
  name: string;
  scope: TokenScope;
}

export interface ApiTokenRow {
  name: string;
  scope: TokenScope;
  createdAt: string;
  createdBy: string;
  revokedAt: string | null;
  revokedBy: string | null;
  lastUsedAt: string | null;
}

/** Makes a token (32 random bytes, base64url) and keeps only its SHA-256; the token is returned once. */
export function createApiToken(
  db: DatabaseSync,
  name: string,
  by: string,
  scope: TokenScope = "register",
): string {
  const clean = name.trim();
  if (!NAME_PATTERN.test(clean)) throw new ApiTokenError(lims.tokens.errors.name);
  if (!isTokenScope(scope)) throw new ApiTokenError(lims.tokens.errors.scope);
  if (db.prepare("SELECT 1 FROM api_tokens WHERE name = ?").get(clean))
    throw new ApiTokenError(lims.tokens.errors.taken(clean));
  const token = API_TOKEN_PREFIX + newToken();
  db.prepare(
    "INSERT INTO api_tokens (name, sha256, created_at, created_by, scope) VALUES (?, ?, ?, ?, ?)",
  ).run(clean, tokenHash(token), new Date().toISOString(), by, scope);
  audit(db, by, "API token created", `${clean} (scope ${scope})`);
  return token;
}

export function listApiTokens(db: DatabaseSync): ApiTokenRow[] {
  return (db.prepare("SELECT * FROM api_tokens ORDER BY id DESC").all() as Row[]).map((r) => ({
    name: String(r.name),
    scope: String(r.scope) as TokenScope,
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
 * The live token a caller presented (its name and scope), or undefined
 * (malformed, unknown or revoked). The lookup is by the token's SHA-256, so
 * no token is ever compared character by character.
 */
export function apiTokenCaller(db: DatabaseSync, token: string): ApiTokenCaller | undefined {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const row = db
    .prepare("SELECT id, name, scope FROM api_tokens WHERE sha256 = ? AND revoked_at IS NULL")
    .get(tokenHash(token)) as Row | undefined;
  if (!row) return undefined;
  db.prepare("UPDATE api_tokens SET last_used_at = ? WHERE id = ?").run(
    new Date().toISOString(),
    row.id!,
  );
  return { name: String(row.name), scope: String(row.scope) as TokenScope };
}
