import { DeskError } from "@/lib/platform/convention/errors";
import { newToken, tokenHash } from "@/lib/platform/tokens";
import { lims } from "@/content/reports";
import { writeTogether } from "@/lib/db/store";
import { recordAudit } from "@/lib/platform/audit/store";
import { TOKEN_SCOPES, type ApiTokenCaller, type ApiTokenRow, type TokenScope } from "./records";
import {
  apiTokenNamed,
  insertApiToken,
  listApiTokens,
  markApiTokenRevoked,
  callerOfApiToken,
} from "./store";

/** A recognisable prefix, so a token pasted somewhere it should not be is easy to spot (and scan for). */
export const API_TOKEN_PREFIX = "met_";
const TOKEN_PATTERN = /^met_[A-Za-z0-9_-]{43}$/;
const NAME_PATTERN = /^[A-Za-z0-9._-]{1,60}$/;

export class ApiTokenError extends DeskError {}

/** What a token may do (records.ts TOKEN_SCOPES), and the desk's list of tokens. */
export { listApiTokens, TOKEN_SCOPES, type ApiTokenCaller, type ApiTokenRow, type TokenScope };
export const isTokenScope = (v: unknown): v is TokenScope =>
  typeof v === "string" && (TOKEN_SCOPES as readonly string[]).includes(v);

/** Makes a token (32 random bytes, base64url) and keeps only its SHA-256; the token is returned once. */
export async function createApiToken(
  name: string,
  by: string,
  scope: TokenScope = "register",
): Promise<string> {
  const clean = name.trim();
  if (!NAME_PATTERN.test(clean)) throw new ApiTokenError(lims.tokens.errors.name);
  if (!isTokenScope(scope)) throw new ApiTokenError(lims.tokens.errors.scope);
  const token = API_TOKEN_PREFIX + newToken();
  await writeTogether(async () => {
    if (await apiTokenNamed(clean)) throw new ApiTokenError(lims.tokens.errors.taken(clean));
    await insertApiToken({
      name: clean,
      sha256: tokenHash(token),
      created_at: new Date().toISOString(),
      created_by: by,
      scope,
    });
    await recordAudit(by, "API token created", `${clean} (scope ${scope})`);
  });
  return token;
}

export function revokeApiToken(name: string, by: string): Promise<void> {
  return writeTogether(async () => {
    const row = await apiTokenNamed(name);
    if (!row) throw new ApiTokenError(lims.tokens.errors.unknown(name));
    if (row.revoked_at !== null) throw new ApiTokenError(lims.tokens.errors.alreadyRevoked(name));
    await markApiTokenRevoked(name, new Date().toISOString(), by);
    await recordAudit(by, "API token revoked", name);
  });
}

/**
 * The live token a caller presented (its name and scope), or undefined
 * (malformed, unknown or revoked). The lookup is by the token's SHA-256, so
 * no token is ever compared character by character.
 */
export async function apiTokenCaller(token: string): Promise<ApiTokenCaller | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  return callerOfApiToken(tokenHash(token), new Date().toISOString());
}
